/** Where a brand-name search leads (spec 000 §2 'Search'). */

/** What the server's lookup found for the text: an exact name, a name containing it, or nothing. */
export interface BrandLookup {
  slug: string | null;
  match: 'exact' | 'contains' | null;
}

/** The nav bar falls back to the discovery list, the home page's box to the home page itself. */
export type SearchFallback = 'brands' | 'home';

const FALLBACK_PATH: Readonly<Record<SearchFallback, string>> = { brands: '/brands', home: '/' };

/** The text as it is searched: surrounding spaces do not count. */
export function searchText(text: string): string {
  return text.trim();
}

/**
 * The path a search goes to: the found brand's page (exact name first, else the first name that
 * contains the text), else `/brands?search={text}` (nav bar) or `/?search={text}` (home page).
 * Empty text goes nowhere: null.
 */
export function searchDestination(
  text: string,
  lookup: BrandLookup | null,
  fallback: SearchFallback,
): string | null {
  const search = searchText(text);
  if (!search) return null;
  if (lookup?.slug && lookup.match) return `/brands/${encodeURIComponent(lookup.slug)}`;
  return `${FALLBACK_PATH[fallback]}?${new URLSearchParams({ search })}`;
}
