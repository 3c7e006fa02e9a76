import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import {
  type ApiTier,
  isWellFormedApiKey,
  rateLimitFields,
  secondsUntilUtcMidnight,
  utcDay,
} from '../../domain/api-key-rules';
import type { Db } from '../db/client';
import { apiKeys, apiKeyUsage } from '../db/schema';
import { problemJson } from '../http/problem';
import type { AppEnv } from '../http/types';
import { hashApiKey } from './api-key-secret';
import { apiTierOf } from './manage-api-keys';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CHALLENGE = 'Bearer realm="Brand Atlas"';

export const MISSING_KEY_MESSAGE = 'An API key is required: send Authorization: Bearer <key>';
export const MALFORMED_KEY_MESSAGE =
  'Malformed API key: send Authorization: Bearer <key>, as shown once in Settings';
export const UNKNOWN_KEY_MESSAGE = 'This API key is revoked or unknown';
export const READ_ONLY_MESSAGE = 'API keys grant read access only';

function refuse(c: Parameters<MiddlewareHandler<AppEnv>>[0], status: 401 | 403, detail: string) {
  if (status === 401) c.header('www-authenticate', `${CHALLENGE}, error="invalid_token"`);
  return problemJson(c, status, detail);
}

/**
 * Authorization: Bearer <key>. A request carrying one is judged by the key alone (its cookies are
 * not read): a malformed, revoked or unknown key is a 401, a write is a 403 (keys read only), and
 * each accepted request counts against the key's daily quota, answered with the RateLimit fields;
 * past the quota, 429. The count is one upsert that stops at the quota, exact across instances.
 * `required`: the route takes keys only (/mcp); otherwise a request without one passes as before.
 */
export function authenticateApiKey(
  db: Db,
  quotas: Record<ApiTier, number>,
  options: { required: boolean; readOnly: boolean; refusedPaths?: RegExp[] },
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('apiKey', null);
    const header = c.req.header('authorization');
    if (header === undefined) return options.required ? refuse(c, 401, MISSING_KEY_MESSAGE) : next();
    const token = /^Bearer +(\S+)$/i.exec(header.trim())?.[1];
    if (!token || !isWellFormedApiKey(token)) return refuse(c, 401, MALFORMED_KEY_MESSAGE);
    const [key] = await db
      .select({ id: apiKeys.id, userId: apiKeys.userId, lastUsedAt: apiKeys.lastUsedAt })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hashApiKey(token)), isNull(apiKeys.revokedAt)));
    if (!key) return refuse(c, 401, UNKNOWN_KEY_MESSAGE);
    if (options.readOnly && !SAFE_METHODS.has(c.req.method)) return refuse(c, 403, READ_ONLY_MESSAGE);
    if (options.refusedPaths?.some((re) => re.test(c.req.path))) {
      return refuse(c, 403, 'API keys are for the read API: sign in on the site for this route');
    }

    const quota = quotas[await apiTierOf(db, key.userId)];
    const now = new Date();
    const [counted] = await db
      .insert(apiKeyUsage)
      .values({ keyId: key.id, day: utcDay(now), count: 1 })
      .onConflictDoUpdate({
        target: [apiKeyUsage.keyId, apiKeyUsage.day],
        set: { count: sql`${apiKeyUsage.count} + 1` },
        setWhere: sql`${apiKeyUsage.count} < ${quota}`,
      })
      .returning({ count: apiKeyUsage.count });
    if (!counted) {
      for (const [name, value] of Object.entries(rateLimitFields(quota, quota, now))) c.header(name, value);
      c.header('retry-after', String(secondsUntilUtcMidnight(now)));
      return problemJson(
        c,
        429,
        `This key has used its ${quota.toLocaleString('en-US')} requests for today (UTC); the quota resets at midnight UTC`,
      );
    }
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > 60_000) {
      await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, key.id));
    }
    c.set('apiKey', { id: key.id, userId: key.userId });
    c.set('user', null);
    await next();
    // A new Response: the Node adapter may already have taken the handler's headers as they were.
    const headers = new Headers(c.res.headers);
    for (const [name, value] of Object.entries(rateLimitFields(quota, counted.count, now)))
      headers.set(name, value);
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };
}
