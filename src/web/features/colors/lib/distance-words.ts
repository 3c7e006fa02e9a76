/** CIEDE2000 in words, for people who do not think in ΔE. */
export function distanceInWords(distance: number): string {
  if (distance < 1) return 'the same to the eye';
  if (distance < 3) return 'barely different';
  if (distance < 10) return 'close';
  if (distance < 20) return 'related';
  return 'different';
}

export const formatDistance = (distance: number) => `ΔE ${distance.toFixed(1)}`;
