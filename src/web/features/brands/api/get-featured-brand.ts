import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

/** Today's Featured Brand, chosen on the server by the date in New York (spec 000 §9). */
export function getFeaturedBrandQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'featured'] as const,
    queryFn: ({ signal }) => callApi('GET /featured-brand', {}, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useFeaturedBrand() {
  return useQuery(getFeaturedBrandQueryOptions());
}
