import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOT_SUBSCRIBED } from '@/domain/pro-plan';
import { callApi } from '@/web/lib/call-api';
import { getSessionQueryOptions, useSession } from './get-session';

/** spec 000 §9: the subscription state is refreshed every 60 seconds. */
export const SUBSCRIPTION_POLL_MS = 60_000;

export function getSubscription(signal?: AbortSignal) {
  return callApi('GET /billing/subscription', {}, { signal });
}

export function getSubscriptionQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: ['billing', 'subscription', userId] as const,
    queryFn: ({ signal }) => (userId ? getSubscription(signal) : Promise.resolve(NOT_SUBSCRIBED)),
    refetchInterval: userId ? SUBSCRIPTION_POLL_MS : false,
    refetchOnWindowFocus: true,
  });
}

/**
 * Who is signed in and whether they subscribe, once both have loaded: an action taken while they
 * load waits instead of guessing.
 */
export async function settledSubscription(
  queryClient: QueryClient,
): Promise<{ signedIn: boolean; subscribed: boolean }> {
  const current = await queryClient.ensureQueryData(getSessionQueryOptions());
  const id = current?.user.id ?? null;
  if (!id) return { signedIn: false, subscribed: false };
  const status = await queryClient
    .ensureQueryData(getSubscriptionQueryOptions(id))
    .catch(() => NOT_SUBSCRIBED);
  return { signedIn: true, subscribed: status.subscribed };
}

/** Signed out means not subscribed; failures are only logged (spec 000 §8). */
export function useSubscription() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.data?.user.id ?? null;
  const query = useQuery(getSubscriptionQueryOptions(userId));
  return {
    ...query,
    subscribed: query.data?.subscribed ?? false,
    signedIn: userId !== null,
    sessionPending: session.isPending,
    /** The state once it has loaded (settledSubscription). */
    settled: () => settledSubscription(queryClient),
  };
}
