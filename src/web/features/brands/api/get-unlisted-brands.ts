import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYSIS_POLL_MS } from '@/domain/analysis-progress';
import type { UnlistedBrands } from '@/domain/brand';
import { callApi } from '@/web/lib/call-api';

export function getUnlistedBrands(signal?: AbortSignal): Promise<UnlistedBrands> {
  return callApi('GET /brands/unlisted', {}, { signal });
}

export function getUnlistedBrandsQueryOptions() {
  return queryOptions({
    queryKey: ['brands', 'unlisted'] as const,
    queryFn: ({ signal }) => getUnlistedBrands(signal),
    // Read again while one of them is analysed, so a finished one leaves this list for the catalogue.
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (b) => b.analysis_status === 'pending' || b.analysis_status === 'analyzing',
      )
        ? ANALYSIS_POLL_MS * 2
        : false,
  });
}

/** The signed-in viewer's brands not listed yet (every one for admins). */
export function useUnlistedBrands(enabled: boolean) {
  return useQuery({ ...getUnlistedBrandsQueryOptions(), enabled });
}
