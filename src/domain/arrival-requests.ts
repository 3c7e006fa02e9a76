import type { ListBrandsQuery } from './brand';
import { callUrl } from './contracts/api-call';
import { readListParams } from './discovery';

/** Brands per page of a list: BRAND_PAGE_SIZE_DEFAULT, repeated so the web app does not bundle zod with it. */
export const BRANDS_PAGE_SIZE = 24;
/** Brands in the home page's strip of logos. */
export const LOGO_STRIP_SIZE = 16;

export const SESSION_PATH = callUrl('GET /auth/get-session');
export const FEATURED_BRAND_PATH = callUrl('GET /featured-brand');
export const BRAND_FACETS_PATH = callUrl('GET /brands/facets');

const LIST_PARAMS = [
  'search',
  'industry',
  'archetype',
  'color',
  'verified',
  'has_logo',
  'sort',
  'limit',
  'cursor',
] as const satisfies readonly (keyof ListBrandsQuery)[];

/** GET /api/brands for a query, its parameters always in one order: one list, one URL. */
export function brandListPath(query: ListBrandsQuery): string {
  return callUrl('GET /brands', { query: listQueryInOrder(query) });
}

/** A list query with its parameters in the one order its URL spells them. */
export function listQueryInOrder(query: ListBrandsQuery): ListBrandsQuery {
  return Object.fromEntries(LIST_PARAMS.map((key) => [key, query[key]]));
}

/** One brand is enough to read the size of the whole catalogue. */
export const BRAND_COUNT_PATH = brandListPath({ limit: 1 });
export const LOGO_STRIP_PATH = brandListPath({ has_logo: 'true', sort: 'popular', limit: LOGO_STRIP_SIZE });

/**
 * The API reads a page makes as soon as it opens, which the server announces in the page's HTML
 * (`<link rel="preload">`) so that they travel while the scripts load, instead of after them. A
 * read left out here only loses that head start; a read listed that the page does not make is
 * fetched for nothing (Chromium warns of it), so each page's list follows its queries exactly.
 */
export function arrivalRequests(pathname: string, search: URLSearchParams): string[] {
  // The header asks who is signed in on every page.
  const requests = [SESSION_PATH];
  if (pathname === '/brands') {
    const { filters, sort, hasFilters } = readListParams(search);
    requests.push(brandListPath({ ...filters, sort, limit: BRANDS_PAGE_SIZE }), BRAND_COUNT_PATH);
    // Today's Featured Brand shows on the unfiltered list only.
    if (!hasFilters) requests.push(FEATURED_BRAND_PATH);
    requests.push(BRAND_FACETS_PATH);
  } else if (pathname === '/') {
    requests.push(BRAND_COUNT_PATH, LOGO_STRIP_PATH);
  }
  return requests;
}

/** The brand a page shows, for /brands/{slug}; null on any other page. */
function brandPageSlug(pathname: string): string | null {
  const match = /^\/brands\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** GET /api/brands/{slug}, spelt as the web app asks for it. */
export const brandPath = (slug: string) => callUrl('GET /brands/{slug}', { params: { slug } });

/**
 * The public reads whose answers the server writes into a page's HTML (`PAGE_DATA_ELEMENT_ID`), so
 * the page renders its data with no request after its scripts: the arrival reads the same for
 * every visitor (not the session), and the brand of a brand page with its sections' reads.
 */
export function pageDataRequests(pathname: string, search: URLSearchParams): string[] {
  const slug = brandPageSlug(pathname);
  if (slug) {
    return [
      brandPath(slug),
      callUrl('GET /brands/{slug}/related', { params: { slug } }),
      callUrl('GET /brands/{slug}/logos', { params: { slug } }),
      callUrl('GET /colors/brands/{slug}', { params: { slug } }),
    ];
  }
  return arrivalRequests(pathname, search).filter((path) => path !== SESSION_PATH);
}

/** The element of index.html holding the page's data: JSON of API path → answer. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
