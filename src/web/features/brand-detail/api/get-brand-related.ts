import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandRelated } from '@/domain/brand';
import { callApi } from '@/web/lib/call-api';

export function getBrandRelated(slug: string, signal?: AbortSignal): Promise<BrandRelated> {
  return callApi('GET /brands/{slug}/related', { params: { slug } }, { signal });
}

export function getBrandRelatedQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['brands', 'related', slug] as const,
    queryFn: ({ signal }) => getBrandRelated(slug, signal),
  });
}

/** Read once the brand itself is known (`isBrandFound`): a slug no brand has has none of these. */
export function useBrandRelated(slug: string, isBrandFound: boolean) {
  return useQuery({ ...getBrandRelatedQueryOptions(slug), enabled: isBrandFound });
}
