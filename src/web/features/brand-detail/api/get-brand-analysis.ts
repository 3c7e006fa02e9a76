import { queryOptions, useQuery } from '@tanstack/react-query';
import { ANALYSIS_POLL_MS } from '@/domain/analysis-progress';
import type { BrandAnalysis } from '@/domain/brand-analysis';
import { callApi } from '@/web/lib/call-api';

export function getBrandAnalysis(slug: string, signal?: AbortSignal): Promise<BrandAnalysis> {
  return callApi('GET /brands/{slug}/analysis', { params: { slug } }, { signal });
}

const isRunning = (analysis: BrandAnalysis | undefined) =>
  analysis?.status === 'pending' || analysis?.status === 'analyzing';

export function getBrandAnalysisQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['brands', 'analysis', slug] as const,
    queryFn: ({ signal }) => getBrandAnalysis(slug, signal),
    // Read again while it runs, so the page shows the server's checkpoints as they are reached.
    refetchInterval: (query) => (isRunning(query.state.data) ? ANALYSIS_POLL_MS : false),
  });
}

/** The analysis of a brand that is not completed (pending, analyzing or failed); idle otherwise. */
export function useBrandAnalysis(slug: string, enabled: boolean) {
  return useQuery({ ...getBrandAnalysisQueryOptions(slug), enabled });
}
