import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';
import { auditLogKey } from './audit-log';

/** POST /api/admin/users/pro: Brand Explorer Pro on or off for an account, without payment. */
export function grantPro(input: { email: string; active: boolean }) {
  return apiFetch<{ message: string }>('/api/admin/users/pro', { method: 'POST', json: input });
}

export function useGrantPro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantPro,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditLogKey }),
  });
}
