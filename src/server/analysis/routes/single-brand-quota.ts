import type { Context, MiddlewareHandler } from 'hono';
import { problemJson } from '../../http/problem';
import { RateLimiter } from '../../http/rate-limit';
import type { AppEnv } from '../../http/types';

/**
 * Bounds on the analyses answered at once (docs/operations.md, limits). They run inside the
 * request, so they are counted where they run: per user in this process (docs/decisions/0067).
 */
export interface SingleBrandQuota {
  /** What the calls are, in the refusal's words ('color imports'). */
  what: string;
  perMinute: number;
  /** The refusal once the minute's calls are made, given the seconds until the next is allowed. */
  overMinute(waitSeconds: number): string;
  /** Calls of one user running at the same time. */
  atOnce: number;
}

/** Import Known Colors reads a whole site: a few per user per minute are plenty. */
export const COLOR_IMPORT_QUOTA: SingleBrandQuota = {
  what: 'color imports',
  perMinute: 6,
  // The words the brand page shows under 'Failed to fetch brand colors'.
  overMinute: () => 'You are importing colors very fast. Please wait a minute and try again.',
  atOnce: 2,
};

/** An admin's single-brand analyses (positioning, news, insights, social, colours, logo). */
export const ADMIN_SINGLE_BRAND_QUOTA: SingleBrandQuota = {
  what: 'single-brand analyses',
  perMinute: 30,
  overMinute: (wait) =>
    `You have run 30 single-brand analyses in the last minute. Please wait ${wait} seconds and try again.`,
  atOnce: 4,
};

/** When all of a user's calls are still running, about when one will have ended. */
const AT_ONCE_RETRY_AFTER_SECONDS = 5;

/** A call for every brand queues jobs instead of analysing now: it is a bulk run, not counted. */
async function isBulkCall(c: Context<AppEnv>): Promise<boolean> {
  const body = (await c.req.raw
    .clone()
    .json()
    .catch(() => null)) as { runForAllBrands?: unknown; batchMode?: unknown } | null;
  return body?.runForAllBrands === true || body?.batchMode === true;
}

/**
 * Refuses with 429, Retry-After and a plain sentence once the signed-in user has made `perMinute`
 * calls in the last minute or has `atOnce` running. It runs after the route's access guard, so only
 * callers the route lets in are counted; bulk calls pass through.
 */
export function singleBrandQuota(quota: SingleBrandQuota): MiddlewareHandler<AppEnv> {
  const perMinute = new RateLimiter(quota.perMinute, 60_000);
  const running = new Map<string, number>();
  return async (c, next) => {
    const userId = c.get('user')?.id;
    if (!userId || (await isBulkCall(c))) return next();
    const now = running.get(userId) ?? 0;
    if (now >= quota.atOnce) {
      c.header('retry-after', String(AT_ONCE_RETRY_AFTER_SECONDS));
      return problemJson(
        c,
        429,
        `You already have ${quota.atOnce} ${quota.what} running. Please wait for one to finish and try again.`,
      );
    }
    if (!perMinute.hit(userId)) {
      const wait = perMinute.retryAfterSeconds(userId);
      c.header('retry-after', String(wait));
      return problemJson(c, 429, quota.overMinute(wait));
    }
    running.set(userId, now + 1);
    try {
      await next();
    } finally {
      const left = (running.get(userId) ?? 1) - 1;
      if (left > 0) running.set(userId, left);
      else running.delete(userId);
    }
  };
}

/**
 * The app's quotas of single-brand calls, counted per process. One app makes them once and hands
 * them to its route factories; each route that analyses one brand while its caller waits declares
 * which it counts against (accessRoute's `quota`), so the admin's six routes share one count.
 */
export interface SingleBrandQuotas {
  colorImport: MiddlewareHandler<AppEnv>;
  adminSingleBrand: MiddlewareHandler<AppEnv>;
}

export function singleBrandQuotas(): SingleBrandQuotas {
  return {
    colorImport: singleBrandQuota(COLOR_IMPORT_QUOTA),
    adminSingleBrand: singleBrandQuota(ADMIN_SINGLE_BRAND_QUOTA),
  };
}
