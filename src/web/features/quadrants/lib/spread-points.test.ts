import { describe, expect, it } from 'vitest';
import { SPREAD_STEP, spreadPoints } from './spread-points';

const drawn = (points: { x: number; y: number }[]) =>
  spreadPoints(points).map((p) => ({ x: p.x + p.dx, y: p.y + p.dy }));

const nearest = (points: { x: number; y: number }[]) => {
  let best = Number.POSITIVE_INFINITY;
  for (const [i, a] of points.entries())
    for (const b of points.slice(i + 1)) best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y));
  return best;
};

describe('spreadPoints', () => {
  it('leaves lone points where they are and keeps the scores', () => {
    expect(
      spreadPoints([
        { x: 10, y: 20 },
        { x: 60, y: 70 },
      ]),
    ).toEqual([
      { x: 10, y: 20, dx: 0, dy: 0 },
      { x: 60, y: 70, dx: 0, dy: 0 },
    ]);
  });

  it('sets coinciding points apart, around their shared position', () => {
    const points = drawn(Array.from({ length: 30 }, () => ({ x: 50, y: 50 })));
    expect(nearest(points)).toBeGreaterThan(SPREAD_STEP * 0.6);
    const cx = points.reduce((sum, p) => sum + p.x, 0) / points.length;
    const cy = points.reduce((sum, p) => sum + p.y, 0) / points.length;
    expect(Math.hypot(cx - 50, cy - 50)).toBeLessThan(1.5);
    for (const p of points) expect(Math.hypot(p.x - 50, p.y - 50)).toBeLessThan(8);
  });

  it('keeps a group at the edge on the chart', () => {
    for (const p of drawn(Array.from({ length: 20 }, () => ({ x: 95, y: 100 })))) {
      expect(p.x).toBeLessThanOrEqual(100);
      expect(p.y).toBeLessThanOrEqual(100);
      expect(p.y).toBeGreaterThan(85);
    }
  });
});
