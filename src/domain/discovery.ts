// The state of Brand Discovery (/brands) in its query string. The page and the server read it
// alike: the server announces the page's first API reads to the browser (arrival-requests.ts).
import type { ListBrandsQuery } from './brand';
import { BRAND_SORTS, type BrandSort, DEFAULT_BRAND_SORT } from './taxonomy';

/** The list filters carried in the query string of /brands and / (spec 000 §2). */
export type BrandFilters = Pick<ListBrandsQuery, 'search' | 'industry' | 'archetype' | 'color' | 'verified'>;

/** The filters the discovery list keeps in its query string (spec 000 §2). */
export const LIST_FILTER_KEYS = ['search', 'industry', 'archetype', 'color'] as const;
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** The value of a filter menu that clears it (spec 000 §5). */
export const ALL = 'all';

/** A filtered list without its sort bar reads in name order. */
export const FILTERED_SORT: BrandSort = 'alpha';

export interface ListParams {
  filters: BrandFilters;
  /** The sort the list is fetched in. */
  sort: BrandSort;
  /** The sort bar is hidden while an industry or archetype filter is active (spec 000 §2). */
  showSortBar: boolean;
  hasFilters: boolean;
}

function isSort(value: string | null): value is BrandSort {
  return (BRAND_SORTS as readonly (string | null)[]).includes(value);
}

/** Reads the list's state from the query string; 'all' and blank values count as no filter. */
export function readListParams(params: URLSearchParams): ListParams {
  const filters: BrandFilters = {};
  for (const key of LIST_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value && value.toLowerCase() !== ALL) filters[key] = value;
  }
  const showSortBar = !filters.industry && !filters.archetype;
  const requested = params.get('sort');
  const chosen = isSort(requested) ? requested : DEFAULT_BRAND_SORT;
  return {
    filters,
    sort: showSortBar ? chosen : FILTERED_SORT,
    showSortBar,
    hasFilters: Object.keys(filters).length > 0,
  };
}

/** The query string with one value set; 'all', blank, null and the default sort remove the key. */
export function withListParam(
  params: URLSearchParams,
  key: ListFilterKey | 'sort',
  value: string | null,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const trimmed = value?.trim() ?? '';
  const clears =
    !trimmed || trimmed.toLowerCase() === ALL || (key === 'sort' && trimmed === DEFAULT_BRAND_SORT);
  if (clears) next.delete(key);
  else next.set(key, trimmed);
  return next;
}

/** The query string without any filter (the sort is kept). */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LIST_FILTER_KEYS) next.delete(key);
  return next;
}
