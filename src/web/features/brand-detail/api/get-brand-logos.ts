import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandLogoLibrary } from '@/domain/logo-library';
import { apiFetch } from '@/web/lib/api-client';

export function getBrandLogos(slug: string, signal?: AbortSignal): Promise<BrandLogoLibrary> {
  return apiFetch<BrandLogoLibrary>(`/api/brands/${encodeURIComponent(slug)}/logos`, { signal });
}

export function getBrandLogosQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['brands', 'logos', slug] as const,
    queryFn: ({ signal }) => getBrandLogos(slug, signal),
  });
}

export function useBrandLogos(slug: string) {
  return useQuery(getBrandLogosQueryOptions(slug));
}
