import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import { callApi } from '@/web/lib/call-api';

export function getBrand(slug: string, signal?: AbortSignal): Promise<Brand> {
  return callApi('GET /brands/{slug}', { params: { slug } }, { signal });
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
