import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './types';

/**
 * An answer to a signed-in user or an API key that says nothing of caching is theirs alone (their
 * account, their keys, an admin's view with its sources): no cache, a CDN's included, may keep it.
 * Answers that chose their own Cache-Control keep it.
 */
export const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.get('user') && !c.get('apiKey')) return;
  // On the answer's own headers: `c.header` on a finished answer would rebuild it around its body.
  if (!c.res.headers.has('cache-control')) c.res.headers.set('cache-control', 'private, no-store');
};
