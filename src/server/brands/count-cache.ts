/**
 * Values kept for a few seconds per key: counting 100,000 rows for every page of every visitor is
 * the most expensive part of a list request, and the catalogue views (archetypes, galleries,
 * quadrants) change far more slowly than they are read. Writes in this process clear what they
 * affect; other instances see a change within the TTL. A TTL of 0 turns the cache off (tests).
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export type CountCache = TtlCache<number>;

/** At most this many keys are kept; beyond it the cache starts again empty. */
const MAX_ENTRIES = 1_000;

export function createTtlCache<T>(ttlMs: number): TtlCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size > MAX_ENTRIES) entries.clear();
      const value = compute();
      entries.set(key, { value, expires: now + ttlMs });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

export function createCountCache(ttlMs: number): CountCache {
  return createTtlCache<number>(ttlMs);
}
