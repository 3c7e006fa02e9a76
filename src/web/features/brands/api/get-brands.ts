import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BrandPage, ListBrandsQuery } from '@/domain/brand';
import { DEFAULT_BRAND_SORT } from '@/domain/taxonomy';
import { apiFetch } from '@/web/lib/api-client';

/** Mirrors BRAND_PAGE_SIZE_DEFAULT; importing it as a value would bundle zod with the domain schemas. */
export const BRANDS_PAGE_SIZE = 24;

/** The list filters carried in the /brands query string (spec 000 §2). */
export type BrandFilters = Pick<ListBrandsQuery, 'search' | 'industry' | 'archetype' | 'color'>;

export const BRAND_FILTER_KEYS = ['search', 'industry', 'archetype', 'color'] as const;

export function listBrands(query: ListBrandsQuery, signal?: AbortSignal): Promise<BrandPage> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiFetch<BrandPage>(`/api/brands?${params}`, { signal });
}

export function listBrandsInfiniteQueryOptions(filters: BrandFilters) {
  const query = { ...filters, sort: DEFAULT_BRAND_SORT, limit: BRANDS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: ['brands', 'list', query] as const,
    queryFn: ({ pageParam, signal }) => listBrands({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useBrandsInfinite(filters: BrandFilters) {
  return useInfiniteQuery(listBrandsInfiniteQueryOptions(filters));
}
