import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import { callApi } from '@/web/lib/call-api';

export const historyKeys = {
  all: (slug: string) => ['history', slug] as const,
  versions: (slug: string) => [...historyKeys.all(slug), 'versions'] as const,
  identity: (slug: string) => [...historyKeys.all(slug), 'identity'] as const,
};

export const getBrandHistoryQueryOptions = (slug: string) =>
  infiniteQueryOptions({
    queryKey: historyKeys.versions(slug),
    queryFn: ({ signal, pageParam }) =>
      callApi(
        'GET /brands/{slug}/history',
        { params: { slug }, query: { limit: 20, cursor: pageParam || undefined } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export function useBrandHistory(slug: string, enabled: boolean) {
  return useInfiniteQuery({ ...getBrandHistoryQueryOptions(slug), enabled });
}

export const getIdentityTimelineQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: historyKeys.identity(slug),
    queryFn: ({ signal }) => callApi('GET /brands/{slug}/history/identity', { params: { slug } }, { signal }),
  });

export function useIdentityTimeline(slug: string, enabled: boolean) {
  return useQuery({ ...getIdentityTimelineQueryOptions(slug), enabled });
}

export function useRevertVersion(brand: Pick<Brand, 'id' | 'slug'>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (versionId: number) =>
      callApi('POST /admin/brands/{id}/history/{versionId}/revert', { params: { id: brand.id, versionId } }),
    // Not awaited: the caller's own callbacks run before the list refetches and the item leaves.
    onSuccess: () => void client.invalidateQueries({ queryKey: historyKeys.all(brand.slug) }),
  });
}
