import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUEUE_REFRESH_BULK_MS } from '@/domain/admin';
import type { BatchKind } from '@/domain/analysis-queue';
import { callApi } from '@/web/lib/call-api';

export function getBatchStatusQueryOptions(kind: BatchKind, watching: boolean) {
  return queryOptions({
    queryKey: ['admin', 'batches', kind] as const,
    queryFn: ({ signal }) => callApi('GET /admin/analysis/batches/{kind}', { params: { kind } }, { signal }),
    // Followed every 2 s while its jobs run, or while this page waits for a batch it started.
    refetchInterval: (query) =>
      (query.state.data?.open ?? 0) > 0 || watching ? QUEUE_REFRESH_BULK_MS : false,
  });
}

export function useBatchStatus(kind: BatchKind, watching: boolean) {
  return useQuery(getBatchStatusQueryOptions(kind, watching));
}

function useStartBatch(kind: BatchKind, start: () => Promise<{ processed: number }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: start,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'batches', kind] }),
  });
}

/** improved-logo-fetch for every brand (the analyzer's route; one job per brand is queued). */
export function useImproveAllLogos() {
  return useStartBatch('logos', async () => {
    const answer = await callApi('POST /admin/logos/improve', { body: { batchMode: true } });
    // In batch mode the call answers how many brands were queued, never a logo.
    if (!('processed' in answer)) throw new Error('The logos were not queued');
    return answer;
  });
}

/** analyze-colors-only for every brand (the analyzer's route; one job per brand is queued). */
export function useAnalyzeAllColors() {
  return useStartBatch('colors', () =>
    callApi('POST /admin/colors/analyze', { body: { runForAllBrands: true } }),
  );
}

/** add-brands: the 13 vodka brands of the gallery, when missing. */
export function useAddVodkaBrands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi('POST /admin/brands/add-vodka'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
