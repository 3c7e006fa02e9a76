/** The base used when a name leaves nothing to build a slug from. */
export const EMPTY_SLUG_BASE = 'brand';

/**
 * Accents are folded before the rules below run: NFD splits 'è' into 'e' and a combining mark, and
 * the marks are dropped, so 'Hermès' becomes 'hermes' rather than 'herms'. Letters without a
 * decomposition ('ß', 'ø', non-Latin scripts) are not letters a–z and are removed.
 */
function foldAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The slug the add-brand wizard gives a new brand (spec 000 §4): lower-cased; characters other than
 * letters, digits, spaces and hyphens removed; whitespace runs turned into one hyphen; repeated
 * hyphens collapsed; leading and trailing hyphens trimmed. 'Letters' means a–z after folding accents.
 */
export function toBrandSlug(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The slug of a brand imported from CSV (spec 001 §5): the lower-cased name with every run of
 * characters other than a–z and 0–9 turned into one hyphen, leading and trailing hyphens trimmed.
 * Accents are folded first, as in `toBrandSlug`, so both routes give 'Hermès' the slug 'hermes'.
 */
export function toCsvSlug(name: string): string {
  return foldAccents(name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first of base, base-2, base-3 … that is not taken; an empty base becomes 'brand'. */
export function uniqueSlug(base: string, isTaken: (slug: string) => boolean): string {
  const start = base === '' ? EMPTY_SLUG_BASE : base;
  if (!isTaken(start)) return start;
  for (let n = 2; ; n++) {
    const candidate = `${start}-${n}`;
    if (!isTaken(candidate)) return candidate;
  }
}
