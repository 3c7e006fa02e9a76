import { describe, expect, it } from 'vitest';
import { discPoints, polar, ringSegmentPath } from './wheel-geometry';

const centre = { x: 100, y: 100 };

describe('polar', () => {
  it('puts 0° at the top and turns clockwise', () => {
    expect(polar(centre, 50, 0)).toEqual({ x: 100, y: 50 });
    expect(polar(centre, 50, 90)).toEqual({ x: 150, y: 100 });
    expect(polar(centre, 50, 180)).toEqual({ x: 100, y: 150 });
    expect(polar(centre, 50, 270)).toEqual({ x: 50, y: 100 });
  });
});

describe('ringSegmentPath', () => {
  it('draws the outer arc clockwise and the inner arc back', () => {
    expect(ringSegmentPath(centre, 40, 50, 0, 90)).toBe(
      'M100 50 A50 50 0 0 1 150 100 L140 100 A40 40 0 0 0 100 60 Z',
    );
  });
});

describe('discPoints', () => {
  it('keeps every point inside the disc and apart from the others', () => {
    for (const count of [1, 2, 5, 20, 60]) {
      const { points, spacing } = discPoints(centre, 60, count);
      expect(points).toHaveLength(count);
      for (const p of points) expect(Math.hypot(p.x - 100, p.y - 100)).toBeLessThanOrEqual(60);
      let nearest = Number.POSITIVE_INFINITY;
      for (const [i, a] of points.entries())
        for (const b of points.slice(i + 1)) nearest = Math.min(nearest, Math.hypot(a.x - b.x, a.y - b.y));
      if (count > 1) expect(nearest, `count ${count}`).toBeGreaterThanOrEqual(spacing * 0.6);
    }
  });
});
