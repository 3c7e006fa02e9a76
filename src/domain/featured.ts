/** The featured brand of the day turns over at midnight in this time zone (spec 000 §9). */
export const FEATURED_TIME_ZONE = 'America/New_York';

const newYorkDate = new Intl.DateTimeFormat('en-US', {
  timeZone: FEATURED_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** year × 10000 + month × 100 + day of the date in New York, e.g. 20261121; null for an invalid date. */
export function featuredDateKey(date: Date): number | null {
  if (Number.isNaN(date.getTime())) return null;
  const parts = newYorkDate.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return part('year') * 10000 + part('month') * 100 + part('day');
}

/**
 * The index of today's featured brand among `count` brands (spec 000 §9): the New York date as
 * year × 10000 + month × 100 + day, modulo the number of brands. Null when there are no brands.
 */
export function featuredBrandIndex(date: Date, count: number): number | null {
  if (!Number.isInteger(count) || count <= 0) return null;
  const key = featuredDateKey(date);
  return key === null ? null : key % count;
}
