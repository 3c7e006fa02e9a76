/** Rules of corrections that the pages need too; schemas live in corrections.ts. */

/** A user may propose this many corrections a minute; the next is refused with 429. */
export const CORRECTIONS_PER_MINUTE = 10;
/** …and have at most this many waiting for review at once. */
export const CORRECTIONS_PENDING_MAX = 50;
/** A proposed value, as JSON, is at most this long (a structured field included). */
export const CORRECTION_VALUE_MAX_CHARS = 20_000;
export const CORRECTION_COMMENT_MAX_CHARS = 1_000;
export const CORRECTION_REASON_MAX_CHARS = 1_000;
export const SOURCE_URL_MAX_CHARS = 2_048;
/** The median time to review covers the corrections reviewed in this many days. */
export const REVIEW_MEDIAN_WINDOW_DAYS = 30;

export const CORRECTION_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const SOURCE_URL_MESSAGE = 'The source must be a web address starting with http:// or https://';

/** The middle value (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A duration in words for people: '45 s', '12 min', '3 h 5 min', '2 d 4 h'. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
