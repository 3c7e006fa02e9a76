import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '@/domain/audit-log';
import { apiFetch } from '@/web/lib/api-client';

export const auditLogKey = ['admin', 'audit'] as const;

export function getAuditLogQueryOptions(limit = 12) {
  return queryOptions({
    queryKey: [...auditLogKey, limit] as const,
    queryFn: ({ signal }) =>
      apiFetch<{ items: AuditEntry[] }>(`/api/admin/audit?limit=${limit}`, { signal }).then((r) => r.items),
  });
}

export function useAuditLog(limit?: number) {
  return useQuery(getAuditLogQueryOptions(limit));
}
