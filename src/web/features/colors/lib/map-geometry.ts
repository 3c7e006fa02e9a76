/** The landscape map: hue across (0° to 360°), OKLCH lightness up, neutrals in a column at the right. */
export const MAP = {
  width: 760,
  height: 380,
  left: 44,
  right: 680,
  top: 16,
  bottom: 330,
  neutralX: 720,
  pointRadius: 6,
} as const;

export const hueX = (hue: number) => MAP.left + (hue / 360) * (MAP.right - MAP.left);
export const lightnessY = (lightness: number) => MAP.bottom - lightness * (MAP.bottom - MAP.top);

/** Points that would sit on top of each other are nudged apart, in the order given (a small spiral). */
export function spreadPositions(
  points: readonly { x: number; y: number }[],
  gap = 9,
): { x: number; y: number }[] {
  const placed: { x: number; y: number }[] = [];
  for (const point of points) {
    let { x, y } = point;
    for (let step = 1; step < 40 && placed.some((p) => Math.hypot(p.x - x, p.y - y) < gap); step++) {
      const angle = step * 2.4;
      const radius = gap * Math.sqrt(step) * 0.6;
      x = point.x + Math.cos(angle) * radius;
      y = point.y + Math.sin(angle) * radius;
    }
    placed.push({ x, y });
  }
  return placed;
}
