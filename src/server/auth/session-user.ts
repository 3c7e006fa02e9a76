import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/types';
import { type Auth, SESSION_ABSOLUTE_SECONDS, SIGN_IN_METHODS, type SignInMethod } from './auth';

export interface SessionUser {
  id: string;
  email: string;
  role: 'user' | 'admin';
  createdAt: string;
  /** The address was proven by a magic link at least once. */
  emailVerified: boolean;
  /** How this session was opened; null for sessions older than the record of it. */
  signInMethod: SignInMethod | null;
}

const asSignInMethod = (value: unknown): SignInMethod | null =>
  SIGN_IN_METHODS.find((method) => method === value) ?? null;

/**
 * Reads the session cookie once per request. A session older than its absolute lifetime is
 * revoked here, before any route (better-auth's own included) can use it.
 */
export function loadSessionUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.get('sessionRead')) return next();
    c.set('sessionRead', true);
    c.set('user', null);
    c.set('sessionId', null);
    // A request with an API key is judged by the key alone: its cookies are not read.
    if (!c.req.header('cookie') || c.get('apiKey')) return next();
    let found: Awaited<ReturnType<Auth['api']['getSession']>> = null;
    try {
      found = await auth.api.getSession({ headers: c.req.raw.headers, query: { disableRefresh: true } });
    } catch {
      found = null;
    }
    if (found) {
      const age = (Date.now() - new Date(found.session.createdAt).getTime()) / 1000;
      if (age > SESSION_ABSOLUTE_SECONDS) {
        await auth.api
          .revokeSession({ headers: c.req.raw.headers, body: { token: found.session.token } })
          .catch(() => {});
      } else {
        c.set('user', {
          id: found.user.id,
          email: found.user.email,
          role: found.user.role === 'admin' ? 'admin' : 'user',
          createdAt: new Date(found.user.createdAt).toISOString(),
          emailVerified: found.user.emailVerified === true,
          signInMethod: asSignInMethod((found.session as { signInMethod?: unknown }).signInMethod),
        });
        c.set('sessionId', found.session.id);
      }
    }
    return next();
  };
}
