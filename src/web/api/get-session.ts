import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_PATH } from '@/domain/arrival-requests';
import { apiFetch } from '@/web/lib/api-client';

export type SessionUser = {
  id: string;
  email: string;
  role?: string | null;
  createdAt: string;
};

/** better-auth's answer to get-session when signed in. */
export type Session = {
  user: SessionUser;
  session: { id: string; expiresAt: string; userId: string };
};

export const sessionQueryKey = ['auth', 'session'] as const;

/** The current session, or null when signed out. Any failure reads as signed out. */
export async function getSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await apiFetch<Session | null>(SESSION_PATH, { signal });
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
