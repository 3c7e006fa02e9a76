import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '@/web/api/get-session';
import { callApi } from '@/web/lib/call-api';
import { toast } from '@/web/lib/toast';

function openUrl(url: string) {
  // Our own test-mode pages (a path) open in place; the payment provider in a new tab (spec 000 §7).
  const target = new URL(url, window.location.href);
  if (target.origin === window.location.origin) window.location.assign(target.href);
  else window.open(target.href, '_blank', 'noopener');
}

/** create-checkout, with the messages of spec 000 §8. */
export function useCheckout() {
  const session = useSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      if (!session.data) {
        toast.error('Please log in to subscribe');
        navigate('/auth');
        return null;
      }
      return callApi('POST /billing/checkout');
    },
    onSuccess: (result) => {
      if (result) openUrl(result.url);
    },
    onError: () => toast.error('Failed to create checkout session'),
  });
}

/** customer-portal, with the messages of spec 000 §8. */
export function usePortal() {
  const session = useSession();
  return useMutation({
    mutationFn: async () => {
      if (!session.data) {
        toast.error('Please log in to manage subscription');
        return null;
      }
      return callApi('POST /billing/portal');
    },
    onSuccess: (result) => {
      if (result) openUrl(result.url);
    },
    onError: () => toast.error('Failed to open customer portal'),
  });
}

/** Test mode only: switch Pro on or off without payment. */
export function useTestSubscription(action: 'activate' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(action === 'activate' ? 'POST /billing/test/activate' : 'POST /billing/test/cancel'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['billing'] }),
  });
}
