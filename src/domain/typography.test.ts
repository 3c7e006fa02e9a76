import { describe, expect, it } from 'vitest';
import {
  alternativeFor,
  type BrandTypeface,
  categoryOf,
  familyList,
  fontSourceOf,
  licenceOf,
  typefaceShown,
  typefacesOf,
} from './typography';

const face = (over: Partial<BrandTypeface>): BrandTypeface => ({
  role: 'body',
  family: 'Circular',
  source: 'self-hosted',
  licence: 'proprietary',
  category: 'sans-serif',
  weight: '400',
  size_px: 16,
  proportions: null,
  file_url: null,
  alternative: 'DM Sans',
  source_url: 'https://example.com/',
  ...over,
});

describe('typography: source, licence, alternative', () => {
  it('tells the source by where the files came from', () => {
    expect(fontSourceOf(['https://fonts.gstatic.com/s/lato/v24/a.woff2'], true)).toBe('google-fonts');
    expect(fontSourceOf(['https://use.typekit.net/af/1/a.woff2'], true)).toBe('adobe-fonts');
    expect(fontSourceOf(['https://brand.example/fonts/a.woff2'], true)).toBe('self-hosted');
    expect(fontSourceOf([], false)).toBe('system');
  });

  it('open for Google Fonts and known open families, proprietary for Adobe and unknown self-hosted faces', () => {
    expect(licenceOf('Lobster', 'google-fonts')).toBe('open');
    expect(licenceOf('Inter', 'adobe-fonts')).toBe('proprietary');
    expect(licenceOf('Inter Variable', 'self-hosted')).toBe('open');
    expect(licenceOf('Brand Sans', 'self-hosted')).toBe('proprietary');
    expect(licenceOf('Georgia', 'system')).toBe('system');
  });

  it('reads the category from the family or its stack', () => {
    expect(categoryOf('Didot', ['Didot', 'sans-serif'])).toBe('serif');
    expect(categoryOf('Brand Text', familyList('"Brand Text", Georgia, serif'))).toBe('serif');
    expect(categoryOf('Brand Code', ['Brand Code'])).toBe('monospace');
    expect(categoryOf('Brand Sans', ['Brand Sans'])).toBe('sans-serif');
  });

  it('names the listed alternative, else the nearest shipped face of the same category by proportions', () => {
    expect(alternativeFor('Proxima Nova', 'sans-serif', null).family).toBe('Montserrat');
    expect(alternativeFor('Futura PT', 'sans-serif', null).family).toBe('Jost');
    // A wide, tall sans and a narrow, small-eyed serif, both unknown: found by their measures.
    expect(alternativeFor('Brand Wide', 'sans-serif', { widthPerEm: 0.61, xHeight: 0.53 }).family).toBe(
      'Montserrat',
    );
    expect(alternativeFor('Brand Old', 'serif', { widthPerEm: 0.43, xHeight: 0.39 }).family).toBe(
      'EB Garamond',
    );
    expect(alternativeFor('Brand Mono', 'monospace', null).family).toBe('JetBrains Mono');
  });
});

describe('typography: how the brand page shows a face', () => {
  it('in the real face when its licence allows loading it', () => {
    const shown = typefaceShown(
      face({ family: 'Inter', licence: 'open', file_url: '/files/fonts/x.woff2', alternative: null }),
    );
    expect(shown.real).toBe(true);
    expect(shown.note).toBe('Set in Inter itself (open licence)');
    expect(shown.fontFamily).toMatch(/^"Brand body Inter"/);
  });

  it('in the alternative otherwise, saying which', () => {
    const shown = typefaceShown(face({}));
    expect(shown.real).toBe(false);
    expect(shown.fontFamily).toBe('"DM Sans Variable", sans-serif');
    expect(shown.note).toBe('Shown in DM Sans, a free alternative: Circular is licensed to the brand');
  });

  it('in a face an admin installed for the brand, and in a system face where the device has it', () => {
    expect(typefaceShown(face({}), ['circular']).real).toBe(true);
    const system = typefaceShown(
      face({
        family: 'Georgia',
        source: 'system',
        licence: 'system',
        category: 'serif',
        alternative: 'Source Serif 4',
      }),
    );
    expect(system.fontFamily).toBe('"Georgia", "Source Serif 4 Variable", serif');
    expect(system.note).toBe('Set in Georgia where your device has it, otherwise in Source Serif 4');
  });

  it('keeps only well-formed entries from the API, and font files of our own', () => {
    expect(
      typefacesOf([
        face({}),
        face({ family: '</style><script>' }),
        face({ file_url: 'https://evil.example/x.woff2' }),
        null,
      ]),
    ).toHaveLength(1);
  });
});
