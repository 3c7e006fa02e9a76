import { queryOptions, useQuery } from '@tanstack/react-query';
import { listQueryInOrder } from '@/domain/arrival-requests';
import { callApi } from '@/web/lib/call-api';
import { compareKeys } from './get-comparison';

/** A few brands whose name or words hold the text, to add to the comparison. */
export function searchBrandsQueryOptions(text: string) {
  return queryOptions({
    queryKey: compareKeys.search(text),
    queryFn: ({ signal }) =>
      callApi(
        'GET /brands',
        { query: listQueryInOrder({ search: text, sort: 'popular', limit: 6 }) },
        { signal },
      ),
    staleTime: 60_000,
  });
}

export function useBrandSearch(text: string) {
  const trimmed = text.trim();
  return useQuery({ ...searchBrandsQueryOptions(trimmed), enabled: trimmed.length >= 2 });
}
