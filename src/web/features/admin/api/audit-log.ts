import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

export const auditLogKey = ['admin', 'audit'] as const;

export function getAuditLogQueryOptions(limit = 12) {
  return queryOptions({
    queryKey: [...auditLogKey, limit] as const,
    queryFn: async ({ signal }) =>
      (await callApi('GET /admin/audit', { query: { limit } }, { signal })).items,
  });
}

export function useAuditLog(limit?: number) {
  return useQuery(getAuditLogQueryOptions(limit));
}
