import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuadrantBrands } from '@/domain/catalogue-views';
import { apiFetch } from '@/web/lib/api-client';

/** Brands with a pricing position under a 'Filter Brands' choice ('luxury', 'all', 'industry:…', 'archetype:…'). */
export function getQuadrantBrandsQueryOptions(filter: string) {
  return queryOptions({
    queryKey: ['quadrants', filter] as const,
    queryFn: ({ signal }) =>
      apiFetch<QuadrantBrands>(`/api/quadrants?${new URLSearchParams({ filter })}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useQuadrantBrands(filter: string) {
  return useQuery(getQuadrantBrandsQueryOptions(filter));
}
