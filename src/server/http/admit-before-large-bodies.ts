import type { Context, MiddlewareHandler } from 'hono';
import { READ_ONLY_MESSAGE } from '../api-keys/authenticate-api-key';
import type { Db } from '../db/client';
import { guardFor } from './access';
import { problemJson } from './problem';
import type { RouteRules } from './route-rules';
import type { AppEnv } from './types';

/**
 * A route that declared a body limit of its own (uploads and imports, larger than the API's
 * general one) judges its caller before the body is read: the session is read and the route's own
 * guard runs here, so an anonymous or unprivileged upload is refused at its first bytes instead of
 * being held whole in memory first. A request with an API key is refused at once (keys never
 * write).
 */
export function admitBeforeLargeBodies(
  rules: RouteRules,
  loadSession: MiddlewareHandler<AppEnv>,
  db: Db,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const rule = rules(c);
    if (!rule?.bodyLimit || !rule.access) return next();
    // A refusal closes the connection: the rest of the body is never read.
    if (c.req.header('authorization') !== undefined) {
      c.header('connection', 'close');
      return problemJson(c, 403, READ_ONLY_MESSAGE);
    }
    try {
      const refusal = await refusedBy([loadSession, ...guardFor(rule.access, db)], c);
      if (refusal) {
        refusal.headers.set('connection', 'close');
        return refusal;
      }
    } catch (error) {
      // Thrown to the app's error handler, which answers with the headers set here.
      c.header('connection', 'close');
      throw error;
    }
    return next();
  };
}

/** Runs middleware one after another; the answer of the first that does not go on, if any. */
async function refusedBy(chain: MiddlewareHandler<AppEnv>[], c: Context<AppEnv>): Promise<Response | null> {
  for (const step of chain) {
    let passed = false;
    const answer = await step(c, async () => {
      passed = true;
    });
    if (!passed) return answer ?? c.res;
  }
  return null;
}
