/**
 * Totals of the catalogue list, kept for a few seconds: counting 100,000 rows for every page of
 * every visitor is the most expensive part of a list request. Writes in this process clear it; other
 * instances see a new brand within the TTL.
 */
export interface CountCache {
  get(key: string, compute: () => Promise<number>): Promise<number>;
  clear(): void;
}

export function createCountCache(ttlMs: number): CountCache {
  const entries = new Map<string, { value: Promise<number>; expires: number }>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      if (entries.size > 1_000) entries.clear();
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
