import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';
import { auditLogKey } from './audit-log';

/** POST /api/admin/users/pro: Brand Explorer Pro on or off for an account, without payment. */
export function grantPro(input: { email: string; active: boolean }) {
  return callApi('POST /admin/users/pro', { body: input });
}

export function useGrantPro() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: grantPro,
    onSettled: () => queryClient.invalidateQueries({ queryKey: auditLogKey }),
  });
}
