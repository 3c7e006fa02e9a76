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
 * The instant the New York day of `date` began (00:00 local, across daylight saving changes);
 * null for an invalid date.
 */
export function featuredDayStart(date: Date): Date | null {
  const key = featuredDateKey(date);
  if (key === null) return null;
  const utcMidnight = Date.UTC(Math.floor(key / 10000), (Math.floor(key / 100) % 100) - 1, key % 100);
  // New York is 4 or 5 hours behind UTC: its midnight is the first of those instants on that date.
  for (const hours of [4, 5]) {
    const instant = new Date(utcMidnight + hours * 3_600_000);
    if (featuredDateKey(instant) === key && featuredDateKey(new Date(instant.getTime() - 1)) !== key) {
      return instant;
    }
  }
  return null;
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
