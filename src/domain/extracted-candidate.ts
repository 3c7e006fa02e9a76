import { z } from 'zod';

/**
 * Where on a site an extracted value was read (ARCHITECTURE §6.1): the kind of source, the element
 * (selector), the attribute or the text it came from, and the document's address.
 */
export const EvidenceSchema = z.object({
  /** The kind of source, in words an admin understands: 'meta description', 'header logo link'. */
  source: z.string().max(200),
  /** The element it was read from, as a CSS path ('header a.logo > img'). */
  selector: z.string().max(300).optional(),
  /** The attribute read ('content', 'src', 'bgcolor'). */
  attribute: z.string().max(100).optional(),
  /** The words it was read from (a sentence, a title), cut to 300 characters. */
  text: z.string().max(300).optional(),
  /** The document read: the page, a stylesheet, the manifest, a logo file. */
  url: z.string().max(2_000),
  /** The element's line in that document, when known. */
  line: z.number().int().positive().optional(),
});
export type Evidence = z.infer<typeof EvidenceSchema>;

/** A value an extractor offers: text, a year, a colour, an address, or a list of keywords. */
export const CandidateValueSchema = z.union([z.string(), z.number(), z.array(z.string())]);
export type CandidateValue = z.infer<typeof CandidateValueSchema>;

/** One extracted value with how sure the analyzer is (0 to 1) and what supports it. */
export const ExtractedCandidateSchema = z.object({
  value: CandidateValueSchema,
  confidence: z.number().min(0).max(1),
  evidence: EvidenceSchema,
});
export interface Candidate<T extends CandidateValue = CandidateValue> {
  value: T;
  confidence: number;
  evidence: Evidence;
}

/** At or above this confidence a value is shown as fact; below it visitors see it marked unverified. */
export const CONFIDENT = 0.7;
/** Below this confidence nothing is stored: the candidates wait for an admin's choice. */
export const FILL_THRESHOLD = 0.45;
/** Candidates kept beside (or instead of) a value that is not confident. */
export const MAX_KEPT_CANDIDATES = 3;

export function isConfident(confidence: number): boolean {
  return confidence >= CONFIDENT;
}

/** Two independent pieces of evidence for one value make it surer than either: 1 − (1−a)(1−b). */
export function combineConfidence(a: number, b: number): number {
  return Math.round((1 - (1 - a) * (1 - b)) * 1000) / 1000;
}

export interface CandidateChoice<T extends CandidateValue> {
  /** The value to store, or null when no candidate reaches FILL_THRESHOLD. */
  chosen: Candidate<T> | null;
  /** Up to MAX_KEPT_CANDIDATES others, kept only when the choice is not confident. */
  kept: Candidate<T>[];
}

const sameValue = (a: CandidateValue, b: CandidateValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Chooses among candidates for one field: equal values found in several places are merged (their
 * confidences combined, the strongest evidence kept), the surest wins when it reaches the fill
 * threshold, and the runners-up are kept for an admin when the choice is not confident.
 */
export function chooseCandidate<T extends CandidateValue>(
  candidates: readonly Candidate<T>[],
  same: (a: T, b: T) => boolean = sameValue,
): CandidateChoice<T> {
  const merged: Candidate<T>[] = [];
  for (const candidate of [...candidates].sort((a, b) => b.confidence - a.confidence)) {
    const home = merged.find((m) => same(m.value, candidate.value));
    if (home) home.confidence = combineConfidence(home.confidence, candidate.confidence);
    else merged.push({ ...candidate });
  }
  merged.sort((a, b) => b.confidence - a.confidence);
  const [best, ...rest] = merged;
  if (!best) return { chosen: null, kept: [] };
  if (best.confidence < FILL_THRESHOLD) return { chosen: null, kept: merged.slice(0, MAX_KEPT_CANDIDATES) };
  return { chosen: best, kept: isConfident(best.confidence) ? [] : rest.slice(0, MAX_KEPT_CANDIDATES) };
}
