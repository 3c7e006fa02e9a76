/** Rules of API keys that the pages need too; schemas live in api-keys.ts. */

/** Every key starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'ba_';
/** 32 random bytes, base64url: 43 characters after the prefix. */
export const API_KEY_PATTERN = /^ba_[A-Za-z0-9_-]{43}$/;
/** How much of a key is kept in clear to tell keys apart in settings ('ba_AbCd1234…'). */
export const API_KEY_SHOWN_CHARS = 11;
/** Active keys one account may hold at once. */
export const API_KEYS_PER_USER_MAX = 10;
export const API_KEY_NAME_MAX_CHARS = 80;
/** Settings show the usage of this many days, today included. */
export const API_USAGE_DAYS = 30;

export const API_TIERS = ['free', 'pro'] as const;
export type ApiTier = (typeof API_TIERS)[number];

/** Requests per key per UTC day; Pro subscribers get the larger quota. */
export const DEFAULT_DAILY_QUOTAS: Record<ApiTier, number> = { free: 1_000, pro: 50_000 };

/** The quota policy's name in the RateLimit fields. */
export const RATE_LIMIT_POLICY_NAME = 'daily';
const DAY_SECONDS = 86_400;

export function isWellFormedApiKey(value: string): boolean {
  return API_KEY_PATTERN.test(value);
}

/** Seconds from `now` to the next UTC midnight, when the daily quota starts again (at least 1). */
export function secondsUntilUtcMidnight(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** The UTC day of `now` as YYYY-MM-DD: the usage counter's key. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The RateLimit-Policy and RateLimit fields of draft-ietf-httpapi-ratelimit-headers-10
 * (structured fields): the policy's quota and window, then what remains and when it resets.
 */
export function rateLimitFields(quota: number, used: number, now: Date): Record<string, string> {
  const remaining = Math.max(0, quota - used);
  return {
    'RateLimit-Policy': `"${RATE_LIMIT_POLICY_NAME}";q=${quota};w=${DAY_SECONDS}`,
    RateLimit: `"${RATE_LIMIT_POLICY_NAME}";r=${remaining};t=${secondsUntilUtcMidnight(now)}`,
  };
}
