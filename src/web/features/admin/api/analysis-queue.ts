import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUEUE_REFRESH_BULK_MS, QUEUE_REFRESH_MS } from '@/domain/admin';
import type { AnalysisDebugReport, AnalysisQueue } from '@/domain/analysis-queue';
import { apiFetch } from '@/web/lib/api-client';

export const analysisQueueKey = ['admin', 'analysis'] as const;

export function getAnalysisQueue(signal?: AbortSignal): Promise<AnalysisQueue> {
  return apiFetch<AnalysisQueue>('/api/admin/analysis', { signal });
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
  return useQueueMutation(() =>
    apiFetch<{ queued: number }>('/api/admin/analysis/run-all', { method: 'POST' }),
  );
}

export function useStopBulk() {
  return useQueueMutation(() =>
    apiFetch<{ stopped: number }>('/api/admin/analysis/stop', { method: 'POST' }),
  );
}

export function useRetryFailed() {
  return useQueueMutation(() =>
    apiFetch<{ reset: number }>('/api/admin/analysis/retry-failed', { method: 'POST' }),
  );
}

/**
 * analyze-brand for one brand; preserve_colors keeps a verified palette (spec 001 §7), keep_fields
 * the fields not to overwrite (absent: the server keeps every field an admin set).
 */
export function analyzeBrand(brandId: string, preserveColors: boolean, keepFields?: readonly string[]) {
  return apiFetch<{ job_id: string; queued: boolean; kept_fields: string[] }>(
    `/api/admin/brands/${brandId}/analyze`,
    {
      method: 'POST',
      json: { preserve_colors: preserveColors, ...(keepFields ? { keep_fields: keepFields } : {}) },
    },
  );
}

export function useAnalyzeQueued() {
  return useQueueMutation((brandId: string) => analyzeBrand(brandId, false));
}

export function useAnalysisDebug() {
  return useMutation({
    mutationFn: () => apiFetch<AnalysisDebugReport>('/api/admin/analysis/debug'),
  });
}
