import { describe, expect, it } from 'vitest';
import { deltaE2000, type Lab, labOfHex } from './color-lab';
import {
  abRadius,
  COLOR_CELL_SIZE,
  cellLowerBound,
  cellRangesWithin,
  colorCellOf,
  GAMUT_A,
  GAMUT_B,
  lightnessRange,
} from './nearest-color-region';

/** A small deterministic generator, so a failure names a colour that fails again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const randomHex = (rand: () => number) =>
  `#${Math.floor(rand() * 0x1000000)
    .toString(16)
    .padStart(6, '0')}`;

/** A colour near another in RGB: the pairs a nearest search actually weighs. */
function nearby(rand: () => number, hex: string, spread: number): string {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `#${channels
    .map((c) => Math.max(0, Math.min(255, Math.round(c + (rand() - 0.5) * 2 * spread))))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The box of the cell a colour is filed in (edge cells reach beyond the grid). */
function boxOf(lab: Lab) {
  const cell = colorCellOf(lab);
  const bi = cell % 128;
  const ai = Math.floor(cell / 128) % 128;
  const li = Math.floor(cell / 128 / 128);
  const lower = (i: number) => (i === 0 ? -1e3 : (i - 64) * COLOR_CELL_SIZE);
  const upper = (i: number) => (i === 127 ? 1e3 : (i - 63) * COLOR_CELL_SIZE);
  return {
    l0: li * COLOR_CELL_SIZE,
    l1: (li + 1) * COLOR_CELL_SIZE,
    a0: lower(ai),
    a1: upper(ai),
    b0: lower(bi),
    b1: upper(bi),
  };
}

const inRanges = (ranges: [number, number][], cell: number) =>
  ranges.some(([lo, hi]) => cell >= lo && cell <= hi);

describe('the colour grid', () => {
  it('files each colour in a cell whose box holds it', () => {
    const rand = random(1);
    for (let i = 0; i < 2000; i++) {
      const lab = labOfHex(randomHex(rand)) as Lab;
      const box = boxOf(lab);
      expect(lab.l).toBeGreaterThanOrEqual(box.l0);
      expect(lab.l).toBeLessThan(box.l1 + 1e-9);
      expect(lab.a).toBeGreaterThanOrEqual(box.a0);
      expect(lab.a).toBeLessThan(box.a1);
      expect(lab.b).toBeGreaterThanOrEqual(box.b0);
      expect(lab.b).toBeLessThan(box.b1);
    }
  });
});

describe('the lower bound of a cell', () => {
  it('never exceeds CIEDE2000 to a colour in the cell, near or far, in every hue', () => {
    const rand = random(7);
    let checked = 0;
    let tightest = 0;
    for (let i = 0; i < 6000; i++) {
      const q = randomHex(rand);
      const c = i % 3 === 0 ? randomHex(rand) : nearby(rand, q, i % 3 === 1 ? 6 : 30);
      const query = labOfHex(q) as Lab;
      const color = labOfHex(c) as Lab;
      const bound = cellLowerBound(query, boxOf(color));
      const actual = deltaE2000(query, color);
      expect(bound, `${q} → ${c}`).toBeLessThanOrEqual(actual + 1e-9);
      checked++;
      if (actual > 3) tightest = Math.max(tightest, bound / actual);
    }
    expect(checked).toBe(6000);
    // A bound of zero everywhere would be sound and useless: it must say something.
    expect(tightest).toBeGreaterThan(0.5);
  });

  it('holds for greys, black, white and the corners of the gamut', () => {
    const special = [
      '#000000',
      '#FFFFFF',
      '#808080',
      '#0000FF',
      '#FF0000',
      '#00FF00',
      '#FFFF00',
      '#FF00FF',
      '#00FFFF',
    ];
    const rand = random(3);
    for (const q of special) {
      for (let i = 0; i < 300; i++) {
        const c = i % 2 ? nearby(rand, q, 20) : randomHex(rand);
        const query = labOfHex(q) as Lab;
        const color = labOfHex(c) as Lab;
        expect(cellLowerBound(query, boxOf(color)), `${q} → ${c}`).toBeLessThanOrEqual(
          deltaE2000(query, color) + 1e-9,
        );
      }
    }
  });
});

describe('the cells within a distance', () => {
  it('hold every colour that close', () => {
    const rand = random(11);
    for (let i = 0; i < 300; i++) {
      const q = randomHex(rand);
      const query = labOfHex(q) as Lab;
      const distance = 1 + rand() * 6;
      const ranges = cellRangesWithin(query, distance);
      expect(ranges).not.toBeNull();
      for (let k = 0; k < 60; k++) {
        const color = labOfHex(nearby(rand, q, 12)) as Lab;
        if (deltaE2000(query, color) <= distance)
          expect(inRanges(ranges ?? [], colorCellOf(color))).toBe(true);
      }
    }
  });

  it('are few for a small distance, and none are given for a distance with no bound', () => {
    const query = labOfHex('#00704A') as Lab;
    const ranges = cellRangesWithin(query, 2) ?? [];
    const cells = ranges.reduce((n, [lo, hi]) => n + hi - lo + 1, 0);
    expect(cells).toBeGreaterThan(0);
    expect(cells).toBeLessThan(200);
    expect(cellRangesWithin(query, 40)).toBeNull();
  });

  it('bound lightness and the (a, b) radius soundly', () => {
    const rand = random(5);
    for (let i = 0; i < 3000; i++) {
      const q = randomHex(rand);
      const c = nearby(rand, q, 25);
      const query = labOfHex(q) as Lab;
      const color = labOfHex(c) as Lab;
      const d = deltaE2000(query, color);
      const [low, high] = lightnessRange(query, d);
      expect(color.l).toBeGreaterThanOrEqual(low - 1e-9);
      expect(color.l).toBeLessThanOrEqual(high + 1e-9);
      expect(Math.hypot(color.a - query.a, color.b - query.b)).toBeLessThanOrEqual(abRadius(query, d) + 1e-9);
    }
  });

  it('rest on (1 + G) × C growing with C, as the bound assumes', () => {
    const g = (c: number) => 0.5 * (1 - Math.sqrt(c ** 7 / (c ** 7 + 25 ** 7)));
    let previous = 0;
    for (let c = 0; c <= 300; c += 0.01) {
      const value = (1 + g(c)) * c;
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});

describe('the sRGB gamut the search is clipped to', () => {
  it('holds every sRGB colour', () => {
    const levels = Array.from({ length: 33 }, (_, i) => Math.min(255, i * 8));
    for (const r of levels)
      for (const g of levels)
        for (const b of levels) {
          const hex = `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
          const lab = labOfHex(hex) as Lab;
          expect(lab.a).toBeGreaterThan(GAMUT_A[0]);
          expect(lab.a).toBeLessThan(GAMUT_A[1]);
          expect(lab.b).toBeGreaterThan(GAMUT_B[0]);
          expect(lab.b).toBeLessThan(GAMUT_B[1]);
        }
  });
});
