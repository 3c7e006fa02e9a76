import { useMutation, useQuery } from '@tanstack/react-query';
import type { Account } from '@/domain/account';
import { apiFetch } from '@/web/lib/api-client';
import { useSession } from './get-session';

export function useAccount() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  return useQuery({
    queryKey: ['account', userId] as const,
    queryFn: ({ signal }) => apiFetch<Account>('/api/account', { signal }),
    enabled: userId !== null,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password?: string; new_password: string }) =>
      apiFetch<{ message: string }>('/api/account/password', { method: 'POST', json: body }),
  });
}

export function useGrantAdmin() {
  return useMutation({
    mutationFn: (email: string) =>
      apiFetch<{ message: string }>('/api/admin/grant', { method: 'POST', json: { email } }),
  });
}
