/**
 * Counting cue words and phrases in a text, the shared ground of the analyzer's transparent
 * heuristics (archetype lexicon, price words, audiences, advantages).
 */

/** Each cue counts at most this many times, so one repeated word cannot decide a result. */
export const CUE_REPEAT_CAP = 3;

/**
 * The text lower-cased, accents folded, hyphens and punctuation turned into spaces ('%' kept as a
 * word of its own), padded with one space on each side, so a cue matches as ` word ` and never
 * inside another word.
 */
export function cueText(text: string): string {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/%/g, ' % ')
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim();
  return ` ${words} `;
}

/** How often a cue (a word or a phrase of words) occurs in a text prepared by `cueText`. */
export function countCue(prepared: string, cue: string): number {
  const needle = cueText(cue);
  if (needle.trim() === '') return 0;
  let count = 0;
  let from = 0;
  for (;;) {
    const at = prepared.indexOf(needle, from);
    if (at < 0) return count;
    count++;
    // The closing space may open the next match.
    from = at + needle.length - 1;
  }
}

export interface CueHit<L> {
  cue: string;
  label: L;
  count: number;
}

/** Every cue of a lexicon found in the text, with its count capped at CUE_REPEAT_CAP. */
export function findCues<L>(prepared: string, lexicon: Readonly<Record<string, L>>): CueHit<L>[] {
  const hits: CueHit<L>[] = [];
  for (const [cue, label] of Object.entries(lexicon)) {
    const count = Math.min(CUE_REPEAT_CAP, countCue(prepared, cue));
    if (count > 0) hits.push({ cue, label, count });
  }
  return hits;
}

/** Rounds a score to two decimals, as confidences are stored. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
