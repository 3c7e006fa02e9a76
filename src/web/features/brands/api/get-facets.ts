import { queryOptions, useQuery } from '@tanstack/react-query';
import { BRAND_FACETS_PATH } from '@/domain/arrival-requests';
import type { ColorFamily } from '@/domain/taxonomy';
import { apiFetch } from '@/web/lib/api-client';

/** The filter options present in the catalogue (spec 000 §5: options come from the data). */
export interface BrandFacets {
  industries: string[];
  archetypes: string[];
  colors: ColorFamily[];
}

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
