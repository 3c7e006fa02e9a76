import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyList, ApiUsage, CreatedApiKey } from '@/domain/api-keys';
import { apiFetch } from '@/web/lib/api-client';

export const apiKeyKeys = {
  all: ['api-keys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
  usage: () => [...apiKeyKeys.all, 'usage'] as const,
};

export const getApiKeysQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => apiFetch<ApiKeyList>('/api/account/api-keys', { signal }),
  });

export const getApiUsageQueryOptions = () =>
  queryOptions({
    queryKey: apiKeyKeys.usage(),
    queryFn: ({ signal }) => apiFetch<ApiUsage>('/api/account/api-keys/usage', { signal }),
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
    mutationFn: (name: string) =>
      apiFetch<CreatedApiKey>('/api/account/api-keys', { method: 'POST', json: { name } }),
    // Not awaited: the caller's own callbacks run before the list refetches and the item leaves.
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<ApiKey>(`/api/account/api-keys/${id}`, { method: 'DELETE' }),
    // Not awaited: the caller's own callbacks run before the list refetches and the item leaves.
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
