import { describe, expect, it } from 'vitest';
import { LIGHT_INK_LUMINANCE, logoTileFor, measureLogoInk } from './logo-tile';

/** A logo of `ink` pixels of one colour on `clear` see-through pixels (or an opaque ground). */
function logo(
  ink: [number, number, number],
  inkPixels: number,
  ground: [number, number, number, number],
  groundPixels: number,
) {
  const pixels: number[] = [];
  for (let i = 0; i < inkPixels; i++) pixels.push(...ink, 255);
  for (let i = 0; i < groundPixels; i++) pixels.push(...ground);
  return pixels;
}
const CLEAR: [number, number, number, number] = [0, 0, 0, 0];

describe('the tile a logo sits on', () => {
  it('is dark for a white or light mark on a transparent ground', () => {
    expect(logoTileFor(measureLogoInk(logo([255, 255, 255], 40, CLEAR, 60)))).toBe('dark');
    expect(logoTileFor(measureLogoInk(logo([230, 230, 220], 40, CLEAR, 60)))).toBe('dark');
    // Yellow is light ink too: it is barely visible on white.
    expect(logoTileFor(measureLogoInk(logo([255, 215, 0], 40, CLEAR, 60)))).toBe('dark');
  });

  it('is light for dark and saturated marks', () => {
    expect(logoTileFor(measureLogoInk(logo([0, 0, 0], 40, CLEAR, 60)))).toBe('light');
    expect(logoTileFor(measureLogoInk(logo([0, 112, 74], 40, CLEAR, 60)))).toBe('light');
    expect(logoTileFor(measureLogoInk(logo([244, 0, 9], 40, CLEAR, 60)))).toBe('light');
  });

  it('keeps the light tile for an opaque logo, which brings its own ground', () => {
    expect(logoTileFor(measureLogoInk(logo([20, 20, 20], 10, [255, 255, 255, 255], 90)))).toBe('light');
    expect(logoTileFor(measureLogoInk(logo([255, 255, 255], 100, CLEAR, 0)))).toBe('light');
  });

  it('weighs pixels by their opacity and ignores the see-through ones', () => {
    const ink = measureLogoInk([255, 255, 255, 255, 0, 0, 0, 85, 10, 10, 10, 0]);
    expect(ink.luminance).toBeCloseTo(0.75, 5);
    expect(ink.transparentShare).toBeCloseTo(1 / 3, 5);
    expect(ink.luminance).toBeGreaterThan(LIGHT_INK_LUMINANCE);
  });

  it('falls back to the light tile when nothing is known or visible', () => {
    expect(logoTileFor(null)).toBe('light');
    expect(logoTileFor(measureLogoInk(logo([255, 255, 255], 0, CLEAR, 10)))).toBe('light');
    expect(measureLogoInk([]).luminance).toBeNull();
  });
});
