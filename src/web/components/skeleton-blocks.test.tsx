import type { Page } from 'playwright-core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { styledBrowserForTests } from '@/web/test/styled-page';
import { BrandLogo } from './brand-logo';
import {
  SkeletonCard,
  SkeletonIdentity,
  SkeletonLines,
  SkeletonLogo,
  SkeletonPills,
  SkeletonSwatches,
} from './skeleton-blocks';

/**
 * The placeholders as a person meets them, in Chromium with the site's stylesheet: the space each
 * takes (so nothing moves when the content arrives), that it is seen, that it pulses unless motion
 * is reduced, and that screen readers skip it.
 */
const browser = styledBrowserForTests();

const show = (element: ReactElement, options: { reducedMotion?: boolean } = {}) =>
  browser.show(`<div id="root" style="width:600px">${renderToStaticMarkup(element)}</div>`, options);

type Box = { x: number; y: number; width: number; height: number };
const box = async (page: Page, selector: string): Promise<Box> => {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not laid out`);
  return found;
};
const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
const accessibleText = (page: Page) => page.locator('#root').ariaSnapshot();

describe('skeleton blocks', () => {
  it('takes the place of the logo tile exactly, or of the size it is given', async () => {
    const page = await show(
      <>
        <div id="real">
          <BrandLogo name="Acme" logoUrl={null} color="#123456" />
        </div>
        <div id="skeleton">
          <SkeletonLogo />
        </div>
        <div id="large">
          <SkeletonLogo className="size-20 rounded-xl" />
        </div>
        <div id="large-real">
          <BrandLogo name="Acme" logoUrl={null} color="#123456" className="size-20 rounded-xl" />
        </div>
      </>,
    );
    const [real, skeleton] = [await box(page, '#real > *'), await box(page, '#skeleton > *')];
    expect([skeleton.width, skeleton.height]).toEqual([real.width, real.height]);
    expect(await style(page, '#skeleton > *', 'border-radius')).toBe(
      await style(page, '#real > *', 'border-radius'),
    );
    const [large, largeReal] = [await box(page, '#large > *'), await box(page, '#large-real > *')];
    expect([large.width, large.height]).toEqual([largeReal.width, largeReal.height]);
    expect(large.width).toBeGreaterThan(real.width);
    expect(await style(page, '#large > *', 'border-radius')).toBe(
      await style(page, '#large-real > *', 'border-radius'),
    );
  });

  it('is seen, pulses, and keeps still when motion is reduced', async () => {
    const moving = await show(<SkeletonLogo />);
    expect(await style(moving, '#root > *', 'background-color')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await style(moving, '#root > *', 'animation-name')).not.toBe('none');
    const still = await show(<SkeletonLogo />, { reducedMotion: true });
    expect(await style(still, '#root > *', 'animation-name')).toBe('none');
  });

  it('stacks one line per entry, each its own height and width, then what follows', async () => {
    const page = await show(
      <SkeletonLines lines={['h-4 w-2/3', 'h-3.5 w-1/2']} className="gap-3">
        <span id="after" style={{ display: 'block', height: 10 }} />
      </SkeletonLines>,
    );
    const lines = page.locator('#root > div > [data-slot="skeleton"]');
    const [first, second] = [await lines.nth(0).boundingBox(), await lines.nth(1).boundingBox()];
    const after = await box(page, '#after');
    if (!first || !second) throw new Error('lines not laid out');
    expect([first.width, first.height]).toEqual([400, 16]);
    expect([second.width, second.height]).toEqual([300, 14]);
    expect(second.y - (first.y + first.height)).toBe(12);
    expect(after.y - (second.y + second.height)).toBe(12);
  });

  it('sets the name beside a top-aligned tile a little down, and centres it beside a centred one', async () => {
    const top = await show(<SkeletonIdentity lines={['h-4 w-1/2']} />);
    const [tile, line] = [
      await box(top, '[data-slot="skeleton"] >> nth=0'),
      await box(top, '[data-slot="skeleton"] >> nth=1'),
    ];
    expect(line.y - tile.y).toBe(4);
    expect(line.x).toBeGreaterThan(tile.x + tile.width);

    const centred = await show(<SkeletonIdentity lines={['h-4 w-1/2']} align="center" />);
    const [ctile, cline] = [
      await box(centred, '[data-slot="skeleton"] >> nth=0'),
      await box(centred, '[data-slot="skeleton"] >> nth=1'),
    ];
    expect(cline.y + cline.height / 2).toBe(ctile.y + ctile.height / 2);
  });

  it('draws three swatches unless told, pills one per width, each as wide as told', async () => {
    const three = await show(<SkeletonSwatches className="flex gap-2" swatchClassName="size-7" />);
    expect(await three.locator('[data-slot="skeleton"]').count()).toBe(3);
    const five = await show(<SkeletonSwatches className="flex gap-2" swatchClassName="size-7" count={5} />);
    expect(await five.locator('[data-slot="skeleton"]').count()).toBe(5);

    const pills = await show(<SkeletonPills widths={['w-24', 'w-16']} />);
    const [wide, narrow] = [
      await box(pills, '[data-slot="skeleton"] >> nth=0'),
      await box(pills, '[data-slot="skeleton"] >> nth=1'),
    ];
    expect([wide.width, narrow.width]).toEqual([96, 64]);
    expect(narrow.y).toBe(wide.y);
    expect(
      Number.parseFloat(await style(pills, '[data-slot="skeleton"] >> nth=0', 'border-top-left-radius')),
    ).toBeGreaterThanOrEqual(wide.height / 2);
  });

  it('frames a card that screen readers skip, spaced as it is told', async () => {
    const page = await show(
      <SkeletonCard className="gap-5">
        <SkeletonLogo />
        <SkeletonLogo />
        <span>Loading Acme</span>
      </SkeletonCard>,
    );
    // The words inside are not read out: the whole card is out of the accessibility tree.
    expect(await page.getByText('Loading Acme').isVisible()).toBe(true);
    expect(await accessibleText(page)).toBe('');
    const [first, second] = [
      await box(page, '[data-slot="skeleton"] >> nth=0'),
      await box(page, '[data-slot="skeleton"] >> nth=1'),
    ];
    expect(second.y - (first.y + first.height)).toBe(20);
    expect(await style(page, '#root > *', 'border-top-width')).not.toBe('0px');
  });
});
