import { createTtlCache, type TtlCache } from '../../domain/ttl-cache';
import type { EventBus } from '../events/event-bus';

/**
 * Totals and catalogue views kept for a few seconds per key: counting 100,000 rows for every page
 * of every visitor is the most expensive part of a list request, and the catalogue views
 * (archetypes, galleries, quadrants) change far more slowly than they are read. A brand created or
 * changed anywhere (the live events, shared by every instance on one PostgreSQL server) clears them
 * at once (`clearOnBrandWrites`); the TTL bounds what a write without an event could leave stale.
 * A TTL of 0 turns the cache off (tests).
 */
export type CountCache = TtlCache<number>;

/** At most this many keys are kept (a few hundred bytes each). */
const MAX_KEPT_VIEWS = 5_000;

export function createViewCache<T>(ttlMs: number): TtlCache<T> {
  return createTtlCache<T>(ttlMs, MAX_KEPT_VIEWS);
}

export function createCountCache(ttlMs: number): CountCache {
  return createViewCache<number>(ttlMs);
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
