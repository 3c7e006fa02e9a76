/** Geometry of the colour wheel's drawing: angles in degrees, 0 at the top, clockwise. */

export interface Point {
  x: number;
  y: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function polar(centre: Point, radius: number, degrees: number): Point {
  const radians = (degrees * Math.PI) / 180;
  return { x: round(centre.x + radius * Math.sin(radians)), y: round(centre.y - radius * Math.cos(radians)) };
}

/** An SVG path for the ring segment between two radii and two angles. */
export function ringSegmentPath(
  centre: Point,
  inner: number,
  outer: number,
  from: number,
  to: number,
): string {
  const largeArc = to - from > 180 ? 1 : 0;
  const a = polar(centre, outer, from);
  const b = polar(centre, outer, to);
  const c = polar(centre, inner, to);
  const d = polar(centre, inner, from);
  return [
    `M${a.x} ${a.y}`,
    `A${outer} ${outer} 0 ${largeArc} 1 ${b.x} ${b.y}`,
    `L${c.x} ${c.y}`,
    `A${inner} ${inner} 0 ${largeArc} 0 ${d.x} ${d.y}`,
    'Z',
  ].join(' ');
}

const GOLDEN_ANGLE = 137.508;

/**
 * Points for `count` items packed in a disc of `radius` (a sunflower pattern: even spacing, no
 * rows), and the distance between neighbours, so that swatches can be sized to fit.
 */
export function discPoints(
  centre: Point,
  radius: number,
  count: number,
): { points: Point[]; spacing: number } {
  if (count <= 0) return { points: [], spacing: radius * 2 };
  if (count === 1) return { points: [centre], spacing: radius * 2 };
  const step = radius / Math.sqrt(count);
  const points = Array.from({ length: count }, (_, k) =>
    polar(centre, step * Math.sqrt(k + 0.5), k * GOLDEN_ANGLE),
  );
  // Neighbours in a sunflower sit about 1.7 steps apart.
  return { points, spacing: step * 1.7 };
}
