import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { BRANDS_PAGE_SIZE, listQueryInOrder } from '@/domain/arrival-requests';
import type { BrandPage, ListBrandsQuery } from '@/domain/brand';
import type { BrandFilters } from '@/domain/discovery';
import type { BrandSort } from '@/domain/taxonomy';
import { callApi } from '@/web/lib/call-api';

export function listBrands(query: ListBrandsQuery, signal?: AbortSignal): Promise<BrandPage> {
  return callApi('GET /brands', { query: listQueryInOrder(query) }, { signal });
}

/** Pages of the catalogue, fetched one after the other with the server's cursor. */
export function listBrandsInfiniteQueryOptions(filters: BrandFilters, sort: BrandSort) {
  const query = { ...filters, sort, limit: BRANDS_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: ['brands', 'list', query] as const,
    queryFn: ({ pageParam, signal }) => listBrands({ ...query, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useBrandsInfinite(filters: BrandFilters, sort: BrandSort) {
  return useInfiniteQuery(listBrandsInfiniteQueryOptions(filters, sort));
}

export interface BrandListTotal {
  value: number;
  /** More brands match than were counted (a broad filter over a large catalogue). */
  capped: boolean;
}

/** The number of brands a list matches, read from its first page; undefined until it arrives. */
export function useBrandListTotal(filters: BrandFilters, sort: BrandSort): BrandListTotal | undefined {
  const { data } = useInfiniteQuery({
    ...listBrandsInfiniteQueryOptions(filters, sort),
    select: (pages): BrandListTotal | undefined => {
      const first = pages.pages[0];
      return first ? { value: first.total, capped: first.total_capped } : undefined;
    },
  });
  return data;
}

/** The live size of the whole catalogue: one brand is enough to read the total. */
export function getBrandCountQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'count'] as const,
    queryFn: async ({ signal }) => (await listBrands({ limit: 1 }, signal)).total,
  });
}

export function useBrandCount() {
  return useQuery(getBrandCountQueryOptions());
}

/** A few of the most favourited brands that have a logo: the home page's strip of real logos. */
export function getLogoBrandsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: ['brands', 'logos', limit] as const,
    queryFn: async ({ signal }) =>
      (await listBrands({ has_logo: 'true', sort: 'popular', limit }, signal)).items,
    staleTime: 5 * 60_000,
  });
}

export function useLogoBrands(limit: number) {
  return useQuery(getLogoBrandsQueryOptions(limit));
}
