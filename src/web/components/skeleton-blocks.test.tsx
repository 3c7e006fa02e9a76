import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  SkeletonCard,
  SkeletonIdentity,
  SkeletonLines,
  SkeletonLogo,
  SkeletonPills,
  SkeletonSwatches,
} from './skeleton-blocks';

/** The class lists of the rendered elements, in document order. */
const classes = (element: ReactElement) =>
  [...renderToStaticMarkup(element).matchAll(/class="([^"]*)"/g)].map(([, list]) => (list ?? '').split(' '));
const blocks = (element: ReactElement) =>
  renderToStaticMarkup(element).match(/data-slot="skeleton"/g)?.length ?? 0;

describe('skeleton blocks', () => {
  it('draws a logo tile the size of BrandLogo, or the size it is given', () => {
    expect(classes(<SkeletonLogo />)[0]).toEqual(expect.arrayContaining(['size-12', 'rounded-lg']));
    const large = classes(<SkeletonLogo className="size-20 rounded-xl" />)[0];
    expect(large).toEqual(expect.arrayContaining(['size-20', 'rounded-xl']));
    expect(large).not.toContain('size-12');
    expect(large).not.toContain('rounded-lg');
  });

  it('stacks one line per entry, with its own height and width, then what follows', () => {
    const [stack, first, second, after] = classes(
      <SkeletonLines lines={['h-4 w-2/3', 'h-3.5 w-1/2']} className="gap-3">
        <span className="after" />
      </SkeletonLines>,
    );
    expect(stack).toEqual(['flex', 'flex-col', 'gap-3']);
    expect(first).toEqual(expect.arrayContaining(['h-4', 'w-2/3']));
    expect(second).toEqual(expect.arrayContaining(['h-3.5', 'w-1/2']));
    expect(after).toEqual(['after']);
  });

  it('nudges the name down beside a top-aligned tile, and not beside a centred one', () => {
    const [top, , topText] = classes(<SkeletonIdentity lines={['h-4 w-1/2']} />);
    expect(top).toContain('items-start');
    expect(topText).toEqual(expect.arrayContaining(['flex-1', 'pt-1']));
    const [centred, , centredText] = classes(<SkeletonIdentity lines={['h-4 w-1/2']} align="center" />);
    expect(centred).toContain('items-center');
    expect(centred).not.toContain('items-start');
    expect(centredText).not.toContain('pt-1');
  });

  it('draws three swatches unless told, pills one per width, all hidden from screen readers', () => {
    expect(blocks(<SkeletonSwatches className="flex" swatchClassName="size-7" />)).toBe(3);
    expect(blocks(<SkeletonSwatches className="flex" swatchClassName="size-7" count={5} />)).toBe(5);
    const [row, pill] = classes(<SkeletonPills widths={['w-24', 'w-16']} />);
    expect(row).toEqual(['flex', 'gap-1.5']);
    expect(pill).toEqual(expect.arrayContaining(['h-5', 'rounded-full', 'w-24']));
    const card = renderToStaticMarkup(
      <SkeletonCard className="gap-5">
        <SkeletonLogo />
      </SkeletonCard>,
    );
    expect(card).toMatch(/^<div aria-hidden="true" class="[^"]*\bgap-5\b/);
    expect(card).not.toMatch(/\bgap-4\b/);
  });
});
