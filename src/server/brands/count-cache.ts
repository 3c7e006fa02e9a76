import type { EventBus } from '../events/event-bus';

/**
 * Values kept for a few seconds per key: counting 100,000 rows for every page of every visitor is
 * the most expensive part of a list request, and the catalogue views (archetypes, galleries,
 * quadrants) change far more slowly than they are read. A brand created or changed anywhere (the
 * live events, shared by every instance on one PostgreSQL server) clears them at once
 * (`clearOnBrandWrites`); the TTL bounds what a write without an event could leave stale.
 * A TTL of 0 turns the cache off (tests).
 */
export interface TtlCache<T> {
  get(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export type CountCache = TtlCache<number>;

/** At most this many keys are kept (a few hundred bytes each); beyond it the oldest are dropped. */
const MAX_ENTRIES = 5_000;

export function createTtlCache<T>(ttlMs: number, maxEntries = MAX_ENTRIES): TtlCache<T> {
  // A Map iterates in insertion order, and an entry is inserted again when it is computed again,
  // so the first key is always the one computed longest ago.
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, compute) {
      if (ttlMs <= 0) return compute();
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      entries.delete(key);
      for (const oldest of entries.keys()) {
        if (entries.size < maxEntries) break;
        entries.delete(oldest);
      }
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

/** Empties the caches whenever a brand is created or changed; returns the unsubscribe. */
export function clearOnBrandWrites(
  events: Pick<EventBus, 'subscribe'>,
  caches: TtlCache<unknown>[],
): () => void {
  return events.subscribe((event) => {
    if (event.type === 'brand.created' || event.type === 'brand.changed') {
      for (const cache of caches) cache.clear();
    }
  });
}
