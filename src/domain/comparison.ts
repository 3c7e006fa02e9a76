/** A comparison sets 2 to 4 brands side by side; an export takes 1 to 4. */
export const MIN_COMPARED_BRANDS = 2;
export const MAX_COMPARED_BRANDS = 4;

/** A slug as the catalogue writes them: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export type BrandList = { ok: true; slugs: string[] } | { ok: false; reason: string };

/**
 * The brands named by a comma-separated list of slugs (`?brands=nike,adidas`): trimmed, lower-cased,
 * each once, in the order given. Too few, too many or a malformed slug is refused with a sentence.
 */
export function parseBrandList(
  value: string | null | undefined,
  { min = MIN_COMPARED_BRANDS, max = MAX_COMPARED_BRANDS }: { min?: number; max?: number } = {},
): BrandList {
  const parts = (value ?? '')
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const slugs = [...new Set(parts)];
  const range = min === max ? `${min}` : `${min} to ${max}`;
  if (slugs.length < min || slugs.length > max) {
    return {
      ok: false,
      reason: `Choose ${range} brands (comma-separated slugs); this request names ${slugs.length}.`,
    };
  }
  const malformed = slugs.find((slug) => !SLUG.test(slug));
  if (malformed !== undefined) {
    return { ok: false, reason: `'${malformed.slice(0, 60)}' is not a brand slug.` };
  }
  return { ok: true, slugs };
}

/** The shareable address of a comparison. */
export function comparePath(slugs: readonly string[]): string {
  return `/compare?brands=${slugs.map(encodeURIComponent).join(',')}`;
}
