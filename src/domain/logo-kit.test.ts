import { describe, expect, it } from 'vitest';
import { contrastRatio, type LogoKitEntry, readsOn, relativeLuminance, tileLogo } from './logo-kit';

const entry = (over: Partial<LogoKitEntry>): LogoKitEntry => {
  const ink = over.ink ?? '#1D4E89';
  return {
    url: '/files/brand-logos/b/1-0.svg',
    role: 'wordmark',
    ground: 'light',
    file_type: 'SVG',
    ink,
    ink_luminance: relativeLuminance(ink) ?? 0,
    self_backed: false,
    derived: false,
    source: 'https://example.com/',
    ...over,
  };
};

describe('logo kit: which variant a tile shows', () => {
  it('measures luminance and contrast as WCAG does', () => {
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio(1, 0)).toBeCloseTo(21, 5);
    expect(relativeLuminance('white')).toBeNull();
  });

  it('a dark mark reads on white, a white mark does not', () => {
    expect(readsOn(entry({ ink: '#1D4E89' }), 'light')).toBe(true);
    expect(readsOn(entry({ ink: '#FFFFFF' }), 'light')).toBe(false);
    expect(readsOn(entry({ ink: '#F2F2F2' }), 'light')).toBe(false);
    expect(readsOn(entry({ ink: '#FFFFFF' }), 'dark')).toBe(true);
    expect(readsOn(entry({ ink: '#FFFFFF', self_backed: true }), 'light')).toBe(true);
  });

  it('shows a logo that reads on white on the white tile', () => {
    const main = entry({});
    expect(tileLogo(main.url, [main])).toEqual({ url: main.url, ground: 'light' });
  });

  it('never shows a white logo on a white tile: a variant for light grounds, else the dark tile', () => {
    const white = entry({ url: '/w.svg', ink: '#FFFFFF', ground: 'dark' });
    const navy = entry({ url: '/n.svg', ink: '#1D4E89', ground: 'light', derived: true });
    expect(tileLogo('/w.svg', [white, navy])).toEqual({ url: '/n.svg', ground: 'light' });
    expect(tileLogo('/w.svg', [white])).toEqual({ url: '/w.svg', ground: 'dark' });
    // An icon of another shape is a last resort: the white wordmark on the dark tile comes first.
    const icon = entry({ url: '/i.png', role: 'icon', ink: '#5B2A86', self_backed: true });
    expect(tileLogo('/w.svg', [white, icon])).toEqual({ url: '/w.svg', ground: 'dark' });
  });

  it('leaves a logo the kit does not describe on white, and no logo as none', () => {
    expect(tileLogo('/other.png', [entry({})])).toEqual({ url: '/other.png', ground: 'light' });
    expect(tileLogo('/other.png', null)).toEqual({ url: '/other.png', ground: 'light' });
    expect(tileLogo(null, [entry({})])).toBeNull();
  });
});
