import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
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

  it('greys out and disables the picker while busy, with a spinner while uploading', () => {
    const busy = button({ uploading: true, disabled: true });
    expect(busy).toMatch(/<label class="[^"]*pointer-events-none opacity-50/);
    expect(busy).toContain('disabled=""');
    expect(busy).toContain('animate-spin');
    expect(button({ disabled: true })).not.toContain('animate-spin');
  });

  it('says why the last file was refused, as an alert, and nothing otherwise', () => {
    expect(renderToStaticMarkup(<MediaProblem problem={null} />)).toBe('');
    expect(renderToStaticMarkup(<MediaProblem problem="Too many files" />)).toMatch(
      /^<p role="alert"[^>]*>Too many files<\/p>$/,
    );
  });
});
