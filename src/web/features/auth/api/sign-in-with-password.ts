import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/web/api/get-session';
import { apiFetch } from '@/web/lib/api-client';

/** Password sign-in, for accounts that set a password after a magic link (/settings). */
export function signInWithPassword(input: { email: string; password: string }) {
  return apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', json: input });
}

export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
