import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/web/api/get-session';
import { callApi } from '@/web/lib/call-api';

/** Password sign-in, for accounts that set a password after a magic link (/settings). */
export function signInWithPassword(input: { email: string; password: string }) {
  return callApi('POST /auth/sign-in/email', { body: input });
}

export function useSignInWithPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithPassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
