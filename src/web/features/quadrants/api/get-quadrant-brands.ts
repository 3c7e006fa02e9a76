import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

/** Brands with a pricing position under a 'Filter Brands' choice ('luxury', 'all', 'industry:…', 'archetype:…'). */
export function getQuadrantBrandsQueryOptions(filter: string) {
  return queryOptions({
    queryKey: ['quadrants', filter] as const,
    queryFn: ({ signal }) => callApi('GET /quadrants', { query: { filter } }, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useQuadrantBrands(filter: string) {
  return useQuery(getQuadrantBrandsQueryOptions(filter));
}
