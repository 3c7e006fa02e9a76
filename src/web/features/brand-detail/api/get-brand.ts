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
    // The page's reads (page-reads.ts) asked just before the page mounts: an answer such as 404
    // is not asked again as it mounts. Opening the page again reads it afresh.
    retryOnMount: false,
  });
}

export function useBrand(slug: string) {
  return useQuery(getBrandQueryOptions(slug));
}
