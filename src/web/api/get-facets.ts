import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

export function getFacetsQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'facets'] as const,
    queryFn: ({ signal }) => callApi('GET /brands/facets', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useFacets() {
  return useQuery(getFacetsQueryOptions());
}
