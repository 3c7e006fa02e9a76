/** A point's name to draw beside it, in chart pixels. */
export interface LabelRequest {
  id: string;
  cx: number;
  cy: number;
  text: string;
  /** Which side of the point the name goes on. */
  side: 'left' | 'right';
}

export interface PlacedLabel {
  id: string;
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

/** Average advance of an 11 px medium sans-serif character, in pixels: enough to keep boxes apart. */
const CHAR_WIDTH = 6.4;
const LINE_HEIGHT = 13;
const GAP = 10;
/** Vertical moves tried, in order, when a name would cover another. */
const NUDGES = [
  0,
  LINE_HEIGHT,
  -LINE_HEIGHT,
  2 * LINE_HEIGHT,
  -2 * LINE_HEIGHT,
  3 * LINE_HEIGHT,
  -3 * LINE_HEIGHT,
];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Places each name beside its point, nudged up or down (by whole lines) when it would cover a name
 * already placed, so that a small chart's names stay readable where points crowd. A name that finds
 * no free line keeps its own.
 */
export function placeLabels(requests: readonly LabelRequest[]): PlacedLabel[] {
  const placed: Box[] = [];
  return requests.map((request) => {
    const width = [...request.text].length * CHAR_WIDTH;
    const x = request.side === 'right' ? request.cx + GAP : request.cx - GAP;
    const left = request.side === 'right' ? x : x - width;
    const boxAt = (dy: number): Box => ({
      left,
      right: left + width,
      top: request.cy + dy - LINE_HEIGHT / 2,
      bottom: request.cy + dy + LINE_HEIGHT / 2,
    });
    const dy = NUDGES.find((nudge) => !placed.some((box) => overlaps(box, boxAt(nudge)))) ?? 0;
    placed.push(boxAt(dy));
    return { id: request.id, x, y: request.cy + dy, anchor: request.side === 'right' ? 'start' : 'end' };
  });
}
