import { describe, expect, it } from 'vitest';
import { hueX, lightnessY, MAP, spreadPositions } from './map-geometry';

describe('the landscape map', () => {
  it('puts hue across and lightness up', () => {
    expect(hueX(0)).toBe(MAP.left);
    expect(hueX(360)).toBe(MAP.right);
    expect(lightnessY(1)).toBe(MAP.top);
    expect(lightnessY(0)).toBe(MAP.bottom);
  });

  it('nudges coinciding points apart and leaves lone ones where they are', () => {
    const placed = spreadPositions([
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 100, y: 100 },
      { x: 300, y: 50 },
    ]);
    expect(placed[0]).toEqual({ x: 100, y: 100 });
    expect(placed[3]).toEqual({ x: 300, y: 50 });
    for (let i = 0; i < 3; i++)
      for (let j = i + 1; j < 3; j++) {
        const a = placed[i] ?? { x: 0, y: 0 };
        const b = placed[j] ?? { x: 0, y: 0 };
        expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(9);
      }
  });
});
