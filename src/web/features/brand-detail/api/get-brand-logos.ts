import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandLogoLibrary } from '@/domain/logo-library';
import { callApi } from '@/web/lib/call-api';

export function getBrandLogos(slug: string, signal?: AbortSignal): Promise<BrandLogoLibrary> {
  return callApi('GET /brands/{slug}/logos', { params: { slug } }, { signal });
}

export function getBrandLogosQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['brands', 'logos', slug] as const,
    queryFn: ({ signal }) => getBrandLogos(slug, signal),
  });
}

/** Read once the brand itself is known (`isBrandFound`): a slug no brand has has none of these. */
export function useBrandLogos(slug: string, isBrandFound: boolean) {
  return useQuery({ ...getBrandLogosQueryOptions(slug), enabled: isBrandFound });
}
