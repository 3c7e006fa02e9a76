import type { Context, MiddlewareHandler } from 'hono';
import { problemJson } from './problem';
import type { AppEnv } from './types';

/**
 * Fixed-window counters in memory: enough for one instance, and a safe upper bound per
 * instance when several run (each counts its own share).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Counts one hit; false when the key is over its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    if (this.windows.size > 50_000) this.sweep(now);
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    window.count++;
    return window.count <= this.limit;
  }

  retryAfterSeconds(key: string, now = Date.now()): number {
    const window = this.windows.get(key);
    return window ? Math.max(1, Math.ceil((window.resetAt - now) / 1000)) : 1;
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** Refuses with 429 and Retry-After once any of the keys is over its limiter's budget. */
export function rateLimit(
  rules: { limiter: RateLimiter; key: (c: Context<AppEnv>) => Promise<string | null> | string | null }[],
  message = 'Too many requests. Please wait a minute and try again.',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    for (const rule of rules) {
      const key = await rule.key(c);
      if (key === null) continue;
      if (!rule.limiter.hit(key)) {
        c.header('retry-after', String(rule.limiter.retryAfterSeconds(key)));
        return problemJson(c, 429, message);
      }
    }
    return next();
  };
}
