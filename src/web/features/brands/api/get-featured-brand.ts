import { queryOptions, useQuery } from '@tanstack/react-query';
import { FEATURED_BRAND_PATH } from '@/domain/arrival-requests';
import type { Brand } from '@/domain/brand';
import { apiFetch } from '@/web/lib/api-client';

/** Today's Featured Brand, chosen on the server by the date in New York (spec 000 §9). */
export function getFeaturedBrandQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'featured'] as const,
    queryFn: ({ signal }) => apiFetch<Brand>(FEATURED_BRAND_PATH, { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useFeaturedBrand() {
  return useQuery(getFeaturedBrandQueryOptions());
}
