import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

/** After the link, the home page says welcome and cleans the URL (spec 000 §4). */
export const SIGNED_IN_PARAM = 'signed-in';

export function requestMagicLink(email: string) {
  return apiFetch<{ status: boolean }>('/api/auth/sign-in/magic-link', {
    method: 'POST',
    json: { email, callbackURL: `/?${SIGNED_IN_PARAM}=1`, errorCallbackURL: '/auth' },
  });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
