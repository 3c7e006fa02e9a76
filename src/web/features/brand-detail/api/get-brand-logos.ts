import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface BrandLogoFile {
  id: string;
  name: string;
  file_url: string;
  file_type: string;
  created_at: string;
}

export function getBrandLogos(slug: string, signal?: AbortSignal): Promise<{ items: BrandLogoFile[] }> {
  return apiFetch<{ items: BrandLogoFile[] }>(`/api/brands/${encodeURIComponent(slug)}/logos`, { signal });
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
