import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BrandPage } from '@/domain/brand';
import { apiFetch } from '@/web/lib/api-client';

export interface BrandChoice {
  id: string;
  name: string;
  slug: string;
}

/** A few brands matching the text, for pickers (the catalogue's own search, never the whole list). */
export function searchBrandsQueryOptions(text: string) {
  const search = text.trim();
  return queryOptions({
    queryKey: ['brands', 'picker', search] as const,
    queryFn: async ({ signal }): Promise<BrandChoice[]> => {
      const params = new URLSearchParams({ search, limit: '6', sort: 'alpha' });
      const page = await apiFetch<BrandPage>(`/api/brands?${params}`, { signal });
      return page.items.map(({ id, name, slug }) => ({ id, name, slug }));
    },
    enabled: search.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useSearchBrands(text: string) {
  return useQuery(searchBrandsQueryOptions(text));
}
