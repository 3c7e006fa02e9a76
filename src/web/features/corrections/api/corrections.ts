import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Correction, CorrectionPage, CorrectionStats } from '@/domain/corrections';
import { apiFetch } from '@/web/lib/api-client';

export const correctionKeys = {
  all: ['corrections'] as const,
  queue: () => [...correctionKeys.all, 'queue'] as const,
  stats: () => [...correctionKeys.all, 'stats'] as const,
};

export interface CorrectionProposal {
  field: string;
  value: unknown;
  source_url: string;
  comment?: string;
}

export function useProposeCorrection(slug: string) {
  return useMutation({
    mutationFn: (proposal: CorrectionProposal) =>
      apiFetch<Correction>(`/api/brands/${encodeURIComponent(slug)}/corrections`, {
        method: 'POST',
        json: proposal,
      }),
  });
}

export const getReviewQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: correctionKeys.queue(),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<CorrectionPage>(
        `/api/admin/corrections?status=pending&limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useReviewQueue() {
  return useInfiniteQuery(getReviewQueueQueryOptions());
}

export const getCorrectionStatsQueryOptions = () =>
  queryOptions({
    queryKey: correctionKeys.stats(),
    queryFn: ({ signal }) => apiFetch<CorrectionStats>('/api/admin/corrections/stats', { signal }),
  });

export function useCorrectionStats() {
  return useQuery(getCorrectionStatsQueryOptions());
}

export function useReviewCorrection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      decision,
    }: {
      id: string;
      decision: { accept: true } | { accept: false; reason: string };
    }) =>
      decision.accept
        ? apiFetch<Correction>(`/api/admin/corrections/${id}/accept`, { method: 'POST', json: {} })
        : apiFetch<Correction>(`/api/admin/corrections/${id}/reject`, {
            method: 'POST',
            json: { reason: decision.reason },
          }),
    // Not awaited: the caller's own callbacks run before the list refetches and the item leaves.
    onSuccess: () => void client.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}
