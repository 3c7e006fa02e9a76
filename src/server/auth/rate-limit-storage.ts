import type { BetterAuthRateLimitOptions } from 'better-auth';
import { RateLimiter } from '../http/rate-limit';

type RateLimitStorage = NonNullable<BetterAuthRateLimitOptions['customStorage']>;

/**
 * better-auth's rate-limit counters, kept by one auth instance. better-auth's own memory storage
 * is a single map for the whole process, so every app made in it would count against the others.
 */
export function instanceRateLimitStorage(): RateLimitStorage {
  const limiters = new Map<string, RateLimiter>();
  return {
    async consume(key, rule) {
      const id = `${rule.max}/${rule.window}`;
      let limiter = limiters.get(id);
      if (!limiter) {
        limiter = new RateLimiter(rule.max, rule.window * 1000);
        limiters.set(id, limiter);
      }
      if (limiter.hit(key)) return { allowed: true, retryAfter: null };
      return { allowed: false, retryAfter: limiter.retryAfterSeconds(key) };
    },
  };
}
