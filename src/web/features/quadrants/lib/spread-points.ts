/** Points closer than this (in score units) are drawn as one group, spread apart. */
export const OVERLAP_DISTANCE = 1.5;
/** Distance, in score units, between neighbours in a spread group. */
export const SPREAD_STEP = 2.4;

const GOLDEN_ANGLE = 2.399963;

/**
 * Many brands share scores (every luxury brand with no figures scores the same), so their points
 * would sit on top of each other. Points at the same position (to OVERLAP_DISTANCE) are packed in a
 * small disc around it, in input order (a sunflower pattern: even spacing, no rows); a lone point
 * stays where it is. A disc that would cross the chart's edge is moved inside it, so every drawn
 * point stays within 0..100. The scores themselves are not changed: only the drawing offset.
 */
export function spreadPoints<T extends { x: number; y: number }>(
  points: readonly T[],
): (T & { dx: number; dy: number })[] {
  const groups = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = `${Math.round(point.x / OVERLAP_DISTANCE)}:${Math.round(point.y / OVERLAP_DISTANCE)}`;
    const group = groups.get(key);
    if (group) group.push(index);
    else groups.set(key, [index]);
  });
  const offsets = new Map<number, { dx: number; dy: number }>();
  for (const members of groups.values()) {
    if (members.length < 2) continue;
    // k-th point at radius step·√k·0.6 keeps neighbours about one step apart.
    const scale = SPREAD_STEP * 0.6;
    const disc = members.map((_, k) => {
      const radius = scale * Math.sqrt(k + 0.5);
      return { dx: radius * Math.cos(k * GOLDEN_ANGLE), dy: radius * Math.sin(k * GOLDEN_ANGLE) };
    });
    const anchor = points[members[0] ?? 0] ?? { x: 50, y: 50 };
    const reach = scale * Math.sqrt(members.length);
    const shift = (value: number) => Math.min(100 - reach, Math.max(reach, value)) - value;
    const sx = shift(anchor.x);
    const sy = shift(anchor.y);
    members.forEach((index, k) => {
      const d = disc[k] ?? { dx: 0, dy: 0 };
      offsets.set(index, { dx: d.dx + sx, dy: d.dy + sy });
    });
  }
  return points.map((point, index) => ({ ...point, ...(offsets.get(index) ?? { dx: 0, dy: 0 }) }));
}
