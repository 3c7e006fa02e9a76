/** Plain names for OKLCH hue angles, for labels people read ('a free run of blues'). */
const HUE_NAMES: readonly [number, string][] = [
  [15, 'pink'],
  [45, 'red'],
  [80, 'orange'],
  [120, 'yellow'],
  [175, 'green'],
  [220, 'teal'],
  [285, 'blue'],
  [320, 'purple'],
  [345, 'magenta'],
  [360, 'pink'],
];

export function hueName(hue: number): string {
  const h = ((hue % 360) + 360) % 360;
  return HUE_NAMES.find(([end]) => h < end)?.[1] ?? 'pink';
}

/** The names a run of hues passes through, e.g. 'teal to blue'. */
export function hueRangeName(from: number, to: number): string {
  const first = hueName(from);
  const last = hueName(to);
  return first === last ? first : `${first} to ${last}`;
}
