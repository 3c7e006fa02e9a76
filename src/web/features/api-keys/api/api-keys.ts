import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
  usage: () => [...apiKeyKeys.all, 'usage'] as const,
};

export const getApiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => callApi('GET /account/api-keys', {}, { signal }),
  });

export const getApiUsageQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.usage(),
    queryFn: ({ signal }) => callApi('GET /account/api-keys/usage', {}, { signal }),
  });

export function useApiKeys(enabled: boolean) {
  return useQuery({ ...getApiKeysQueryOptions(), enabled });
}

export function useApiUsage(enabled: boolean) {
  return useQuery({ ...getApiUsageQueryOptions(), enabled });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi('POST /account/api-keys', { body: { name } }),
    // Not awaited: the caller's own callbacks run before the list refetches and the item leaves.
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi('DELETE /account/api-keys/{id}', { params: { id } }),
    // Not awaited: the caller's own callbacks run before the list refetches and the item leaves.
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
