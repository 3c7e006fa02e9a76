import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { styledBrowserForTests } from '@/web/test/styled-page';
import { ImageFileButton, isImageFile, MediaProblem } from './media-controls';

const button = (props: { uploading?: boolean; disabled?: boolean; multiple?: boolean } = {}) =>
  renderToStaticMarkup(
    <ImageFileButton
      label="Add logo files"
      uploading={props.uploading ?? false}
      disabled={props.disabled ?? false}
      multiple={props.multiple}
      onChange={() => {}}
    />,
  );

const browser = styledBrowserForTests();

describe('media controls', () => {
  it('takes the files the browser calls images', () => {
    expect(isImageFile(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'logo.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'logo.pdf', { type: 'application/pdf' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'logo'))).toBe(false);
  });

  it('opens an image picker from a labelled button, one file unless told', () => {
    const html = button();
    expect(html).toMatch(/^<label[^>]*>.*Add logo files<input type="file" accept="image\/\*"/);
    expect(html).not.toContain('multiple');
    expect(html).not.toContain('disabled');
    expect(button({ multiple: true })).toContain('multiple=""');
  });

  it('greys out and disables the picker while busy, with a turning spinner while uploading', async () => {
    const page = await browser.show(
      `<div id="busy">${button({ uploading: true, disabled: true })}</div>` +
        `<div id="off">${button({ disabled: true })}</div><div id="idle">${button()}</div>`,
    );
    const label = (id: string) => page.locator(`#${id} label`);
    const css = (id: string, selector: string, property: string) =>
      page
        .locator(`#${id} ${selector}`)
        .evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
    // Busy: faded, does not take a click, its file input is disabled.
    expect(Number(await css('busy', 'label', 'opacity'))).toBeLessThan(1);
    expect(await css('busy', 'label', 'pointer-events')).toBe('none');
    expect(await page.locator('#busy input').isDisabled()).toBe(true);
    expect(Number(await css('idle', 'label', 'opacity'))).toBe(1);
    expect(await page.locator('#idle input').isEnabled()).toBe(true);
    // Only an upload turns the icon.
    expect(await css('busy', 'svg', 'animation-name')).not.toBe('none');
    expect(await css('off', 'svg', 'animation-name')).toBe('none');
    expect(await label('busy').textContent()).toBe('Add logo files');
    // No turning when motion is reduced.
    const still = await browser.show(button({ uploading: true, disabled: true }), { reducedMotion: true });
    expect(
      await still.locator('svg').evaluate((el) => getComputedStyle(el).getPropertyValue('animation-name')),
    ).toBe('none');
  });

  it('says why the last file was refused, as an alert, and nothing otherwise', () => {
    expect(renderToStaticMarkup(<MediaProblem problem={null} />)).toBe('');
    expect(renderToStaticMarkup(<MediaProblem problem="Too many files" />)).toMatch(
      /^<p role="alert"[^>]*>Too many files<\/p>$/,
    );
  });
});
