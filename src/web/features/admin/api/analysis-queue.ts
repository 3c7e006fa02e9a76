import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUEUE_REFRESH_BULK_MS, QUEUE_REFRESH_MS } from '@/domain/admin';
import { isReanalyzedField } from '@/domain/reanalysis';
import { callApi } from '@/web/lib/call-api';

export const analysisQueueKey = ['admin', 'analysis'] as const;

export function getAnalysisQueue(signal?: AbortSignal) {
  return callApi('GET /admin/analysis', {}, { signal });
}

/** spec 001 §4: every 10 s, every 2 s while a bulk run is under way. */
export function getAnalysisQueueQueryOptions() {
  return queryOptions({
    queryKey: analysisQueueKey,
    queryFn: ({ signal }) => getAnalysisQueue(signal),
    refetchInterval: (query) =>
      (query.state.data?.bulk_remaining ?? 0) > 0 ? QUEUE_REFRESH_BULK_MS : QUEUE_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}

export function useAnalysisQueue() {
  return useQuery(getAnalysisQueueQueryOptions());
}

function useQueueMutation<TResult, TInput = void>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    // The queue and the audit log both live under ['admin'].
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useRunAll() {
  return useQueueMutation(() => callApi('POST /admin/analysis/run-all'));
}

export function useStopBulk() {
  return useQueueMutation(() => callApi('POST /admin/analysis/stop'));
}

export function useRetryFailed() {
  return useQueueMutation(() => callApi('POST /admin/analysis/retry-failed'));
}

/**
 * analyze-brand for one brand; preserve_colors keeps a verified palette (spec 001 §7), keep_fields
 * the fields not to overwrite (absent: the server keeps every field an admin set).
 */
export function analyzeBrand(brandId: string, preserveColors: boolean, keepFields?: readonly string[]) {
  return callApi('POST /admin/brands/{id}/analyze', {
    params: { id: brandId },
    body: {
      preserve_colors: preserveColors,
      // The server takes only the fields a re-analysis writes; the dialog offers no others.
      ...(keepFields ? { keep_fields: keepFields.filter(isReanalyzedField) } : {}),
    },
  });
}

export function useAnalyzeQueued() {
  return useQueueMutation((brandId: string) => analyzeBrand(brandId, false));
}

export function useAnalysisDebug() {
  return useMutation({
    mutationFn: () => callApi('GET /admin/analysis/debug'),
  });
}
