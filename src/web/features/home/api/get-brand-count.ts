import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandPage } from '@/domain/brand';
import { apiFetch } from '@/web/lib/api-client';

/** The live size of the catalogue: one brand is enough to read the total. */
export async function getBrandCount(signal?: AbortSignal): Promise<number> {
  const page = await apiFetch<BrandPage>('/api/brands?limit=1', { signal });
  return page.total;
}

export function getBrandCountQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'count'] as const,
    queryFn: ({ signal }) => getBrandCount(signal),
  });
}

export function useBrandCount() {
  return useQuery(getBrandCountQueryOptions());
}
