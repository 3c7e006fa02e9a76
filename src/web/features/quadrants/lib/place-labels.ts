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

/**
 * The estimate a name's box is made from, at 11 px: the average advance of a medium sans-serif
 * character (enough to keep boxes apart) and the height of a line, in pixels.
 */
export const LABEL_METRICS = { charWidth: 6.4, lineHeight: 13 } as const;
const GAP = 10;
const SPACE = 4;
/** Vertical moves tried, in lines, in order, when a name would cover another. */
const NUDGES = [0, 1, -1, 2, -2, 3, -3];

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const EVERYWHERE: Box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };

/**
 * Places each name beside its point, nudged up or down (by whole lines) when it would cover a name
 * already placed, so that a small chart's names stay readable where points crowd; when no line on
 * its side is free, the other side of its point is tried. A name moved stays within `within` (the
 * plot, clear of the quadrants' own names). A name that finds no free place is left out rather
 * than drawn over another: its point still names it under the pointer or the focus, as a crowded
 * chart's points do, and the quadrant's list names it. `textScale` is how much larger than 11 px
 * the names are drawn.
 */
export function placeLabels(
  requests: readonly LabelRequest[],
  textScale = 1,
  within: Box = EVERYWHERE,
): PlacedLabel[] {
  const placed: Box[] = [];
  const charWidth = LABEL_METRICS.charWidth * textScale;
  const lineHeight = LABEL_METRICS.lineHeight * textScale;
  const inside = (box: Box) =>
    box.left >= within.left &&
    box.right <= within.right &&
    box.top >= within.top &&
    box.bottom <= within.bottom;
  return requests.flatMap((request) => {
    const width = [...request.text].length * charWidth;
    const at = (side: LabelRequest['side'], dy: number) => {
      const x = side === 'right' ? request.cx + GAP : request.cx - GAP;
      const left = side === 'right' ? x : x - width;
      // A little room either side, so that two names never read as one.
      const box = {
        left: left - SPACE * textScale,
        right: left + width + SPACE * textScale,
        top: request.cy + dy - lineHeight / 2,
        bottom: request.cy + dy + lineHeight / 2,
      };
      return { x, dy, side, box };
    };
    const other: LabelRequest['side'] = request.side === 'right' ? 'left' : 'right';
    const own = at(request.side, 0);
    const choice = [request.side, other]
      .flatMap((side) => NUDGES.map((lines) => at(side, lines * lineHeight)))
      .find(
        (place) =>
          ((place.side === own.side && place.dy === 0) || inside(place.box)) &&
          !placed.some((box) => overlaps(box, place.box)),
      );
    if (!choice) return [];
    placed.push(choice.box);
    return [
      {
        id: request.id,
        x: choice.x,
        y: request.cy + choice.dy,
        anchor: choice.side === 'right' ? ('start' as const) : ('end' as const),
      },
    ];
  });
}
