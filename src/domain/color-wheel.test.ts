import { describe, expect, it } from 'vitest';
import { colorMeasuresOf } from './color-family';
import {
  hueDistance,
  layoutColorWheel,
  WHEEL_BAND_DEGREES,
  WHEEL_RINGS,
  WHEEL_STAGGER_DEGREES,
  wheelBands,
} from './color-wheel';

const ringsOf = (items: { id: string; hex: string | null }[]) =>
  Object.fromEntries(layoutColorWheel(items).placed.map((p) => [p.id, p.ring]));

describe('wheel constants (spec 000 §9)', () => {
  it('draws 10° bands, staggers within 5°, over 3 rings', () => {
    expect([WHEEL_BAND_DEGREES, WHEEL_STAGGER_DEGREES, WHEEL_RINGS]).toEqual([10, 5, 3]);
  });
});

describe('wheelBands', () => {
  it('covers the circle in 36 bands painted with their centre hue', () => {
    const bands = wheelBands();
    expect(bands).toHaveLength(36);
    expect(bands[0]).toMatchObject({ from: 0, to: 10 });
    expect(bands.at(-1)).toMatchObject({ from: 350, to: 360 });
    for (const band of bands) {
      expect(band.hex).toMatch(/^#[0-9A-F]{6}$/);
      // Read back, each colour's hue is the band's centre (within rounding to 8-bit channels).
      const hue = colorMeasuresOf(band.hex)?.hue ?? -1;
      expect(hueDistance(hue, band.from + 5), band.hex).toBeLessThan(1);
    }
  });
});

describe('hueDistance', () => {
  it('measures around the circle', () => {
    expect(hueDistance(10, 20)).toBe(10);
    expect(hueDistance(358, 2)).toBe(4);
    expect(hueDistance(0, 180)).toBe(180);
  });
});

describe('layoutColorWheel', () => {
  it('places brands by the hue of the primary colour, in hue order', () => {
    const { placed } = layoutColorWheel([
      { id: 'blue', hex: '#0000FF' },
      { id: 'red', hex: '#ff0000' },
      { id: 'green', hex: '#00FF00' },
    ]);
    expect(placed.map((p) => [p.id, p.hue, p.band, p.hex])).toEqual([
      ['red', 0, 0, '#FF0000'],
      ['green', 120, 12, '#00FF00'],
      ['blue', 240, 24, '#0000FF'],
    ]);
    expect(placed.every((p) => p.ring === 0)).toBe(true);
  });

  it('staggers brands within 5° of each other over three rings', () => {
    // Hues 120, 122, 124, 126 (all within 5° of the next): rings 0, 1, 2, then 0 again
    // because 126 is 6° from 120.
    expect(
      ringsOf([
        { id: 'a', hex: '#00FF00' },
        { id: 'b', hex: '#00FF08' },
        { id: 'c', hex: '#00FF11' },
        { id: 'd', hex: '#00FF19' },
      ]),
    ).toEqual({ a: 0, b: 1, c: 2, d: 0 });
  });

  it('cycles through the rings when more than three share a hue', () => {
    const same = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, hex: '#00704A' }));
    expect(Object.values(ringsOf(same))).toEqual([0, 1, 2, 0, 1]);
  });

  it('keeps brands 5° or more apart on the outer ring', () => {
    // 0° and 5° (#FF1500 is 4.9°; #FF1600 is 5.2°).
    expect(
      ringsOf([
        { id: 'a', hex: '#FF0000' },
        { id: 'b', hex: '#FF1600' },
      ]),
    ).toEqual({ a: 0, b: 0 });
    expect(
      ringsOf([
        { id: 'a', hex: '#FF0000' },
        { id: 'b', hex: '#FF1500' },
      ]),
    ).toEqual({ a: 0, b: 1 });
  });

  it('staggers across 0°, where the circle closes', () => {
    // #FF000A is 357.6°, #FF0500 is 1.2°: 3.6° apart across 0.
    expect(
      ringsOf([
        { id: 'late', hex: '#FF000A' },
        { id: 'early', hex: '#FF0500' },
      ]),
    ).toEqual({ early: 0, late: 1 });
  });

  it('puts black, white and grey in the middle, dark first, and leaves out non-colours', () => {
    const layout = layoutColorWheel([
      { id: 'white', hex: '#FFFFFF' },
      { id: 'black', hex: '#000000' },
      { id: 'gray', hex: '#808080' },
      { id: 'none', hex: null },
      { id: 'bad', hex: 'red' },
      { id: 'teal', hex: '#0ABAB5' },
    ]);
    expect(layout.neutrals.map((n) => n.id)).toEqual(['black', 'gray', 'white']);
    expect(layout.unplaced).toEqual(['none', 'bad']);
    expect(layout.placed.map((p) => p.id)).toEqual(['teal']);
  });
});
