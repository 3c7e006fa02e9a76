import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

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
      const page = await callApi('GET /brands', { query: { search, limit: 6, sort: 'alpha' } }, { signal });
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
