import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import { apiFetch } from '@/web/lib/api-client';

export function getBrand(slug: string, signal?: AbortSignal): Promise<Brand> {
  return apiFetch<Brand>(`/api/brands/${encodeURIComponent(slug)}`, { signal });
}

export function getBrandQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['brands', 'detail', slug] as const,
    queryFn: ({ signal }) => getBrand(slug, signal),
  });
}

export function useBrand(slug: string) {
  return useQuery(getBrandQueryOptions(slug));
}
