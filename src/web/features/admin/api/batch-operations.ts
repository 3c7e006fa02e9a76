import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUEUE_REFRESH_BULK_MS } from '@/domain/admin';
import type { BatchKind, BatchStatus } from '@/domain/analysis-queue';
import { apiFetch } from '@/web/lib/api-client';

export function getBatchStatusQueryOptions(kind: BatchKind, watching: boolean) {
  return queryOptions({
    queryKey: ['admin', 'batches', kind] as const,
    queryFn: ({ signal }) => apiFetch<BatchStatus>(`/api/admin/analysis/batches/${kind}`, { signal }),
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
  return useStartBatch('logos', () =>
    apiFetch<{ processed: number }>('/api/admin/logos/improve', {
      method: 'POST',
      json: { batchMode: true },
    }),
  );
}

/** analyze-colors-only for every brand (the analyzer's route; one job per brand is queued). */
export function useAnalyzeAllColors() {
  return useStartBatch('colors', () =>
    apiFetch<{ processed: number }>('/api/admin/colors/analyze', {
      method: 'POST',
      json: { runForAllBrands: true },
    }),
  );
}

/** add-brands: the 13 vodka brands of the gallery, when missing. */
export function useAddVodkaBrands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ message: string; added: { id: string; slug: string }[] }>('/api/admin/brands/add-vodka', {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
