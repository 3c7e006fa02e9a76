import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandRelated } from '@/domain/brand';
import { apiFetch } from '@/web/lib/api-client';

export function getBrandRelated(slug: string, signal?: AbortSignal): Promise<BrandRelated> {
  return apiFetch<BrandRelated>(`/api/brands/${encodeURIComponent(slug)}/related`, { signal });
}

export function getBrandRelatedQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['brands', 'related', slug] as const,
    queryFn: ({ signal }) => getBrandRelated(slug, signal),
  });
}

export function useBrandRelated(slug: string) {
  return useQuery(getBrandRelatedQueryOptions(slug));
}
