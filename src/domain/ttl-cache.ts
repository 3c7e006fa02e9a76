import { recentlyUsed } from './recently-used';

/**
 * Values computed once per key and kept for `ttlMs`: a second caller asking while the first is
 * still computing gets the same promise, so the work is done once. A computation that fails is
 * not kept, and the next caller computes again. At most `maxEntries` keys are kept; past that the
 * least recently used is forgotten. A TTL of 0 turns the cache off (every call computes).
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createTtlCache<T>(
  ttlMs: number,
  maxEntries: number,
  now: () => number = Date.now,
): TtlCache<T> {
  const entries = recentlyUsed<string, { value: Promise<T>; expires: number }>(maxEntries);
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const kept = entries.get(key);
      if (kept && kept.expires > now()) return kept.value;
      const entry = { value: compute(), expires: now() + ttlMs };
      entries.set(key, entry);
      // Only this entry is forgotten: a newer one under the same key (after a clear) stays.
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear: () => entries.clear(),
  };
}
