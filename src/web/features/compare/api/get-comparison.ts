import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

export const compareKeys = {
  comparison: (slugs: readonly string[]) => ['compare', ...slugs] as const,
  search: (text: string) => ['compare', 'search', text.toLowerCase()] as const,
};

export function getComparisonQueryOptions(slugs: readonly string[]) {
  return queryOptions({
    queryKey: compareKeys.comparison(slugs),
    queryFn: ({ signal }) => callApi('GET /compare', { query: { brands: slugs.join(',') } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useComparisonQuery(slugs: readonly string[] | null) {
  return useQuery({ ...getComparisonQueryOptions(slugs ?? []), enabled: slugs !== null });
}
