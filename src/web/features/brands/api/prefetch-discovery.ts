import type { QueryClient } from '@tanstack/react-query';
import { readListParams } from '@/domain/discovery';
import { getBrandCountQueryOptions, listBrandsInfiniteQueryOptions } from '@/web/api/get-brands';
import { getFacetsQueryOptions } from '@/web/api/get-facets';
import { getFeaturedBrandQueryOptions } from './get-featured-brand';

/**
 * Starts the reads Brand Discovery shows for a query string (those still fresh in the cache are
 * not asked again); settles when all have. The same reads the server announces for the page
 * (arrivalRequests in src/domain/arrival-requests.ts).
 */
export function prefetchDiscovery(queryClient: QueryClient, params: URLSearchParams): Promise<unknown> {
  const { filters, sort, hasFilters } = readListParams(params);
  return Promise.all([
    queryClient.prefetchInfiniteQuery(listBrandsInfiniteQueryOptions(filters, sort)),
    queryClient.prefetchQuery(getBrandCountQueryOptions()),
    hasFilters ? null : queryClient.prefetchQuery(getFeaturedBrandQueryOptions()),
    queryClient.prefetchQuery(getFacetsQueryOptions()),
  ]);
}
