import { describe, expect, it } from 'vitest';
import { placeLabels } from './place-labels';

describe('placeLabels', () => {
  it('puts a lone name beside its point, on the side asked for', () => {
    expect(placeLabels([{ id: 'a', cx: 100, cy: 50, text: 'Nike', side: 'right' }])).toEqual([
      { id: 'a', x: 110, y: 50, anchor: 'start' },
    ]);
    expect(placeLabels([{ id: 'b', cx: 400, cy: 50, text: 'Nike', side: 'left' }])).toEqual([
      { id: 'b', x: 390, y: 50, anchor: 'end' },
    ]);
  });

  it('moves a name that would cover another to a free line', () => {
    const placed = placeLabels([
      { id: 'a', cx: 400, cy: 300, text: 'Guinness', side: 'left' },
      { id: 'b', cx: 405, cy: 303, text: "Peet's Coffee", side: 'left' },
      { id: 'c', cx: 402, cy: 298, text: 'Ketel One', side: 'left' },
    ]);
    const lines = placed.map((label) => label.y);
    expect(new Set(lines).size).toBe(3);
    for (let i = 0; i < lines.length; i++)
      for (let j = i + 1; j < lines.length; j++)
        expect(Math.abs((lines[i] ?? 0) - (lines[j] ?? 0))).toBeGreaterThanOrEqual(10);
  });

  it('leaves names that do not meet where they are', () => {
    const placed = placeLabels([
      { id: 'a', cx: 100, cy: 100, text: 'Left', side: 'right' },
      { id: 'b', cx: 100, cy: 200, text: 'Below', side: 'right' },
    ]);
    expect(placed.map((label) => label.y)).toEqual([100, 200]);
  });
});
