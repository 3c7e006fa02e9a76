import { type ClassValue, clsx } from 'clsx';
import { boundedMemo } from './bounded-memo';
import { mergeClasses } from './merge-classes';

/**
 * Merged lists by their joined text. A page renders the same few hundred lists over and over (every
 * card, button and badge); merging each anew took about 15% of the JavaScript time of /brands's
 * hydration on a slowed phone.
 */
const merged = boundedMemo(mergeClasses, 1_000);

/** Joins class names; later Tailwind utilities win over earlier conflicting ones (merge-classes.ts). */
export function cn(...inputs: ClassValue[]): string {
  return merged(clsx(inputs));
}
