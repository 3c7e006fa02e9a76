import { describe, expect, it } from 'vitest';
import { LABEL_METRICS, placeLabels } from './place-labels';

const PLOT = { left: 44, right: 488, top: 30, bottom: 436 };

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

  it('keeps larger names apart by their larger lines, where a phone draws them larger', () => {
    const requests = [
      { id: 'a', cx: 100, cy: 100, text: 'Guinness', side: 'right' as const },
      { id: 'b', cx: 100, cy: 115, text: 'Ketel One', side: 'right' as const },
    ];
    // 15 apart is room enough for 13-pixel lines, not for lines 1.6 times that.
    expect(placeLabels(requests).map((label) => label.y)).toEqual([100, 115]);
    const larger = placeLabels(requests, 1.6).map((label) => label.y);
    expect(Math.abs((larger[1] ?? 0) - (larger[0] ?? 0))).toBeGreaterThanOrEqual(13 * 1.6);
  });

  it('moves a name only to lines inside the band it is given', () => {
    const requests = [
      { id: 'a', cx: 100, cy: 40, text: 'Toyota', side: 'right' as const },
      { id: 'b', cx: 100, cy: 40, text: 'Tesla', side: 'right' as const },
    ];
    // The second name goes a line down, where the band has room.
    expect(placeLabels(requests, 1, PLOT).map((label) => label.y)).toEqual([40, 53]);
    const below = requests.map((r) => ({ ...r, cy: 430 }));
    // At the band's bottom a line down would leave it (unbounded, it does): the name goes up.
    expect(placeLabels(below).map((label) => label.y)[1]).toBe(443);
    expect(placeLabels(below, 1, PLOT).map((label) => label.y)[1]).toBe(417);
  });

  it('tries the other side of a point when no line on its own side is free', () => {
    const band = { left: 0, right: 500, top: 30, bottom: 50 };
    const crowded = [
      { id: 'a', cx: 100, cy: 40, text: 'Toyota', side: 'right' as const },
      { id: 'b', cx: 100, cy: 40, text: 'Tesla', side: 'right' as const },
    ];
    expect(placeLabels(crowded, 1, band)[1]).toEqual({ id: 'b', x: 90, y: 40, anchor: 'end' });
    // Nor there, when the band ends at the point: the name is left out rather than drawn over the other.
    expect(placeLabels(crowded, 1, { ...band, left: 95 })).toEqual([
      { id: 'a', x: 110, y: 40, anchor: 'start' },
    ]);
  });

  it('never draws one name over another, however many points share a corner', () => {
    const corner = Array.from({ length: 9 }, (_, i) => ({
      id: `p${i}`,
      cx: 470 - (i % 3) * 4,
      cy: 40 + Math.floor(i / 3) * 4,
      text:
        ['Louis Vuitton', 'Hermès', 'Chanel', 'Rolex', 'Cartier', 'Gucci', 'Prada', 'Dior', 'Tiffany & Co.'][
          i
        ] ?? '',
      side: 'left' as const,
    }));
    const band = { left: 44, right: 488, top: 30, bottom: 80 };
    const placed = placeLabels(corner, 1.6, band);
    expect(placed.length).toBeGreaterThan(0);
    expect(placed.length).toBeLessThan(corner.length);
    const boxes = placed.map((label) => {
      const text = corner.find((c) => c.id === label.id)?.text ?? '';
      const width = [...text].length * LABEL_METRICS.charWidth * 1.6;
      const half = (LABEL_METRICS.lineHeight / 2) * 1.6;
      const left = label.anchor === 'start' ? label.x : label.x - width;
      return { left, right: left + width, top: label.y - half, bottom: label.y + half };
    });
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        if (!a || !b) continue;
        const meet = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(meet, `${placed[i]?.id} and ${placed[j]?.id}`).toBe(false);
      }
  });
});
