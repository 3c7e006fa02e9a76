import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRAND_FACETS_PATH } from '@/domain/arrival-requests';
import type { BrandFacets } from '@/domain/catalogue-views';
import { apiFetch } from '@/web/lib/api-client';

export function getFacetsQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'facets'] as const,
    queryFn: ({ signal }) => apiFetch<BrandFacets>(BRAND_FACETS_PATH, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFacets() {
  return useQuery(getFacetsQueryOptions());
}
