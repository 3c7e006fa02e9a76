import { describe, expect, it } from 'vitest';
import { deltaE2000OfHex } from './color-lab';
import {
  CLUSTER_DISTANCE,
  clusterColors,
  HUE_STEP,
  placeColor,
  probeHex,
  UNCLAIMED_DISTANCE,
  unclaimedHueRanges,
} from './color-landscape';

const inRange = (hue: number, range: { from: number; to: number }) =>
  range.from <= range.to ? hue >= range.from && hue <= range.to : hue >= range.from || hue <= range.to;

describe('placeColor', () => {
  it('gives chromatic colours an OKLCH hue and neutrals none', () => {
    expect(placeColor('#00704A')?.hue).toBeGreaterThan(150);
    expect(placeColor('#00704A')?.hue).toBeLessThan(170);
    expect(placeColor('#FF0000')?.hue).toBeCloseTo(29.2, 0);
    expect(placeColor('#777777')).toMatchObject({ hue: null });
    expect(placeColor('#FFFFFF')?.lightness).toBeCloseTo(1, 3);
    expect(placeColor('nope')).toBeNull();
  });
});

describe('unclaimedHueRanges', () => {
  it('is the whole circle when nobody has a colour', () => {
    expect(unclaimedHueRanges([])).toEqual([{ from: 0, to: 360 - HUE_STEP, hex: expect.any(String) }]);
    expect(unclaimedHueRanges(['#000000', '#FFFFFF'])).toHaveLength(1);
  });

  it('leaves out the hues near the brands, and keeps the ones far from all of them', () => {
    const reds = ['#E50914', '#DA291C', '#F40009'];
    const ranges = unclaimedHueRanges(reds);
    const red = placeColor('#E50914')?.hue ?? 0;
    expect(ranges.some((r) => inRange(Math.round(red / HUE_STEP) * HUE_STEP, r))).toBe(false);
    // Blue is free, and so is green.
    expect(ranges.some((r) => inRange(260, r))).toBe(true);
    expect(ranges.some((r) => inRange(150, r))).toBe(true);
    // Every free hue is really free: none of its probe tones within the distance of a brand.
    for (const range of ranges) {
      for (let hue = range.from; inRange(hue % 360, range); hue += HUE_STEP) {
        for (const l of [0.45, 0.62, 0.78]) {
          for (const brand of reds) {
            expect(deltaE2000OfHex(probeHex(hue % 360, l), brand)).toBeGreaterThanOrEqual(UNCLAIMED_DISTANCE);
          }
        }
        if (hue > range.from + 360) break;
      }
      expect(range.hex).toMatch(/^#[0-9A-F]{6}$/);
    }
  });

  it('joins a free run across 0°', () => {
    const ranges = unclaimedHueRanges(['#1DB954']);
    const wrapping = ranges.filter((r) => inRange(0, r));
    expect(wrapping).toHaveLength(1);
    expect(wrapping[0]?.from).toBeGreaterThan(wrapping[0]?.to ?? 0);
  });
});

describe('clusterColors', () => {
  it('groups colours that read alike and keeps different ones apart, in input order', () => {
    const items = [
      { id: 'coke', hex: '#F40009' },
      { id: 'netflix', hex: '#E50914' },
      { id: 'starbucks', hex: '#00704A' },
      { id: 'mcd', hex: '#DA291C' },
      { id: 'tiffany', hex: '#0ABAB5' },
    ];
    const clusters = clusterColors(items);
    expect(clusters.map((c) => c.members.map((m) => m.id))).toEqual([
      ['coke', 'netflix', 'mcd'],
      ['starbucks'],
      ['tiffany'],
    ]);
    expect(clusters[0]?.hex).toBe('#F40009');
    for (const member of clusters[0]?.members ?? []) {
      expect(deltaE2000OfHex(member.hex, '#F40009')).toBeLessThan(CLUSTER_DISTANCE);
    }
  });
});
