import { z } from 'zod';

/** Names at least this similar count as the same brand (spec 000 §5, §9). */
export const DUPLICATE_SIMILARITY_THRESHOLD = 0.85;

/** How a name matched an existing brand, the strongest first. */
export const DUPLICATE_KINDS = ['exact', 'normalized', 'similar'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

export interface DuplicateCandidate {
  name: string;
  slug: string;
}

/** The existing brand a new name duplicates, as the add-brand wizard shows it. */
export const DuplicateMatchSchema = z.object({
  name: z.string(),
  slug: z.string(),
  kind: z.enum(DUPLICATE_KINDS),
  similarity: z.number(),
  /** The spec's words (000 §5), ready to show. */
  message: z.string(),
  /**
   * Set when the match is not listed yet (its first analysis has not completed): it is offered to
   * its creator (and admins) to follow or retry instead of being added again.
   */
  pending: z.enum(['analyzing', 'failed']).optional(),
});
export type DuplicateMatch = z.infer<typeof DuplicateMatchSchema>;

/** GET /api/brands/duplicates: the match, or null when the name is new. */
export const DuplicateCheckSchema = z.object({ match: DuplicateMatchSchema.nullable() });
export type DuplicateCheck = z.infer<typeof DuplicateCheckSchema>;

/**
 * A name lower-cased with non-alphanumerics removed (spec 000 §5). Accents are folded first, so
 * 'Hermès' and 'Hermes' compare equal; letters and digits of any script are kept, so names written
 * entirely in another script do not all collapse to ''.
 */
export function normalizeBrandName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Edit distance (insertions, deletions, substitutions) over code points, in two rows. */
export function levenshtein(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  if (left.length === 0) return right.length;
  if (right.length === 0) return left.length;
  let previous = Array.from({ length: right.length + 1 }, (_, j) => j);
  let current = new Array<number>(right.length + 1).fill(0);
  for (let i = 1; i <= left.length; i++) {
    current[0] = i;
    for (let j = 1; j <= right.length; j++) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    [previous, current] = [current, previous];
  }
  return previous[right.length] ?? 0;
}

/** 1 − distance / longer length on normalised names (spec 000 §5); 1 when both normalise to ''. */
export function nameSimilarity(a: string, b: string): number {
  const left = normalizeBrandName(a);
  const right = normalizeBrandName(b);
  const longer = Math.max(Array.from(left).length, Array.from(right).length);
  return longer === 0 ? 1 : 1 - levenshtein(left, right) / longer;
}

const KIND_RANK: Record<DuplicateKind, number> = { exact: 2, normalized: 1, similar: 0 };

/** The message the add-brand wizard shows for a match (spec 000 §5). */
export function duplicateMessage(kind: DuplicateKind, existingName: string): string {
  return kind === 'similar'
    ? `Did you mean "${existingName}"? This brand is already in our database.`
    : `${existingName} is already in our database.`;
}

/** The add-brand refusal of a website already in the catalogue (the same registrable domain). */
export function sameWebsiteMessage(existingName: string): string {
  return `${existingName} is already in our database with this website.`;
}

/** The message for a match that is not listed yet, offered to the user who added it (or an admin). */
export function unlistedDuplicateMessage(name: string, failed: boolean, isOwn: boolean): string {
  const who = isOwn ? 'You already added' : 'Someone already added';
  return failed
    ? `${who} ${name}, but its analysis failed. Open it to see why and try again.`
    : `${who} ${name}. Its analysis is still running.`;
}

/**
 * The existing brand a new name duplicates, or null (spec 000 §5). A candidate counts on an exact
 * case-insensitive match of the trimmed names, on equal normalised names, or on a similarity of at
 * least 0.85; the most similar is offered (ties: exact before normalised before similar, then the
 * first in the list). A name that normalises to '' (only punctuation) is matched exactly or not at all.
 */
export function findDuplicate(
  input: string,
  candidates: readonly DuplicateCandidate[],
): DuplicateMatch | null {
  const trimmed = input.trim();
  if (trimmed === '') return null;
  const lowered = trimmed.toLowerCase();
  const normalized = normalizeBrandName(trimmed);
  let best: DuplicateMatch | null = null;
  for (const candidate of candidates) {
    const candidateNormalized = normalizeBrandName(candidate.name);
    const similarity = nameSimilarity(trimmed, candidate.name);
    let kind: DuplicateKind | null = null;
    if (candidate.name.trim().toLowerCase() === lowered) kind = 'exact';
    else if (normalized !== '' && candidateNormalized === normalized) kind = 'normalized';
    else if (normalized !== '' && similarity >= DUPLICATE_SIMILARITY_THRESHOLD) kind = 'similar';
    if (kind === null) continue;
    const better =
      best === null ||
      similarity > best.similarity ||
      (similarity === best.similarity && KIND_RANK[kind] > KIND_RANK[best.kind]);
    if (better) {
      const { name, slug } = candidate;
      best = { name, slug, kind, similarity, message: duplicateMessage(kind, name) };
    }
  }
  return best;
}
