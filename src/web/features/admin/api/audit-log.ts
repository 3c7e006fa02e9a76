import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface AuditEntry {
  id: string;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

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
