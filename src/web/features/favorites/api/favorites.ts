import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/web/api/get-session';
import { callApi } from '@/web/lib/call-api';

export const favoriteIdsKey = (userId: string | null) => ['favorites', 'ids', userId] as const;

export function getFavoriteIdsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: favoriteIdsKey(userId),
    queryFn: async ({ signal }) =>
      userId ? (await callApi('GET /favorites/ids', {}, { signal })).ids : ([] as string[]),
  });
}

export function useFavoriteIds() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  return { ...useQuery(getFavoriteIdsQueryOptions(userId)), userId };
}

export function useFavorites() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  return useQuery({
    queryKey: ['favorites', 'list', userId] as const,
    queryFn: async ({ signal }) => (await callApi('GET /favorites', {}, { signal })).items,
    enabled: userId !== null,
  });
}

/**
 * The optimistic toggle of spec 000 §4: the local list changes first and is rolled back when the
 * server refuses.
 */
export function useToggleFavorite(userId: string | null) {
  const queryClient = useQueryClient();
  const key = favoriteIdsKey(userId);
  return useMutation({
    mutationFn: ({ brandId, favorite }: { brandId: string; favorite: boolean }) =>
      callApi(favorite ? 'PUT /favorites/{brandId}' : 'DELETE /favorites/{brandId}', { params: { brandId } }),
    onMutate: async ({ brandId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<string[]>(key) ?? [];
      queryClient.setQueryData<string[]>(
        key,
        favorite ? [...previous, brandId] : previous.filter((id) => id !== brandId),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['favorites'] });
    },
  });
}
