import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';
import { useSession } from './get-session';

export function useAccount() {
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  return useQuery({
    queryKey: ['account', userId] as const,
    queryFn: ({ signal }) => callApi('GET /account', {}, { signal }),
    enabled: userId !== null,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { current_password?: string; new_password: string }) =>
      callApi('POST /account/password', { body }),
  });
}

export function useGrantAdmin() {
  return useMutation({
    mutationFn: (email: string) => callApi('POST /admin/grant', { body: { email } }),
  });
}
