import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

/** After the link, the home page says welcome and cleans the URL (spec 000 §4). */
export const SIGNED_IN_PARAM = 'signed-in';

export function requestMagicLink(email: string) {
  return callApi('POST /auth/sign-in/magic-link', {
    body: { email, callbackURL: `/?${SIGNED_IN_PARAM}=1`, errorCallbackURL: '/auth' },
  });
}

export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}
