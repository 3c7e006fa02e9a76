import { WCAG_AA_LARGE_MIN, WCAG_AA_MIN, WCAG_AAA_MIN } from './text-color';

/** The grades a contrast ratio is given, best first, in the words every page shows. */
export const CONTRAST_GRADES = ['AAA', 'AA', 'AA large', 'Fails'] as const;
export type ContrastGrade = (typeof CONTRAST_GRADES)[number];

/**
 * The WCAG 2.x grade of a contrast ratio for text: AAA from 7:1 (1.4.6), AA from 4.5:1 (1.4.3),
 * AA for large text only (18pt, or 14pt bold) from 3:1, otherwise it fails. The ratio is compared
 * as measured, never rounded first: WCAG counts 4.499:1 as short of 4.5:1.
 */
export function contrastGrade(ratio: number): ContrastGrade {
  if (ratio >= WCAG_AAA_MIN) return 'AAA';
  if (ratio >= WCAG_AA_MIN) return 'AA';
  if (ratio >= WCAG_AA_LARGE_MIN) return 'AA large';
  return 'Fails';
}

/**
 * A ratio as shown beside its grade, '3.32:1': two decimals, except that a ratio just short of a
 * threshold is cut rather than rounded up, so it never reads as reaching the grade it misses
 * (4.4999 is '4.49:1', graded AA large, not '4.50:1').
 */
export function formatContrastRatio(ratio: number): string {
  const rounded = Math.round(ratio * 100) / 100;
  const shown = contrastGrade(rounded) === contrastGrade(ratio) ? rounded : Math.floor(ratio * 100) / 100;
  return `${shown.toFixed(2)}:1`;
}
