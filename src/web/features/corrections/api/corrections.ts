import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiCalls } from '@/domain/contracts';
import type { InputOf } from '@/domain/contracts/api-call';
import { callApi } from '@/web/lib/call-api';

export const correctionKeys = {
  all: ['corrections'] as const,
  queue: () => [...correctionKeys.all, 'queue'] as const,
  stats: () => [...correctionKeys.all, 'stats'] as const,
};

export type CorrectionProposal = InputOf<ApiCalls['POST /brands/{slug}/corrections']>['body'];

export function useProposeCorrection(slug: string) {
  return useMutation({
    mutationFn: (proposal: CorrectionProposal) =>
      callApi('POST /brands/{slug}/corrections', { params: { slug }, body: proposal }),
  });
}

export const getReviewQueueQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: correctionKeys.queue(),
    queryFn: ({ signal, pageParam }) =>
      callApi(
        'GET /admin/corrections',
        { query: { status: 'pending', limit: 20, cursor: pageParam || undefined } },
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
    queryFn: ({ signal }) => callApi('GET /admin/corrections/stats', {}, { signal }),
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
        ? callApi('POST /admin/corrections/{id}/accept', { params: { id } })
        : callApi('POST /admin/corrections/{id}/reject', {
            params: { id },
            body: { reason: decision.reason },
          }),
    // Not awaited: the caller's own callbacks run before the list refetches and the item leaves.
    onSuccess: () => void client.invalidateQueries({ queryKey: correctionKeys.all }),
  });
}
