import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '@/web/api/get-session';
import { callApi } from '@/web/lib/call-api';
import { toast } from '@/web/lib/toast';

export async function signOut(): Promise<void> {
  await callApi('POST /auth/sign-out', { body: {} });
}

/** Signs out and tells the user, in the words of spec 000 §8. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      toast('Signed out', { description: "You've been successfully signed out." });
    },
    onError: (error) => {
      toast.error('Sign out failed', { description: error.message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
