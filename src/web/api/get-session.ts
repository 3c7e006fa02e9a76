import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiCalls } from '@/domain/contracts';
import type { ResultOf } from '@/domain/contracts/api-call';
import { callApi } from '@/web/lib/call-api';

/** better-auth's answer to get-session when signed in. */
export type Session = NonNullable<ResultOf<ApiCalls['GET /auth/get-session']>>;
export type SessionUser = Session['user'];

export const sessionQueryKey = ['auth', 'session'] as const;

/** The current session, or null when signed out. Any failure reads as signed out. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await callApi('GET /auth/get-session', {}, { signal });
    return session?.user ? session : null;
  } catch {
    return null;
  }
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

/** better-auth's admin plugin may store several roles separated by commas. */
export function isAdmin(user: SessionUser | null | undefined): boolean {
  return (user?.role ?? '').split(',').some((role) => role.trim() === 'admin');
}
