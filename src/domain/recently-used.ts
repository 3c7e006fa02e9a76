/**
 * A map that keeps at most `max` entries: reading or writing an entry makes it the most recent,
 * and past `max` the least recently used is forgotten. The caches of public answers, rendered
 * screens, share previews, catalogue views, sites' robots.txt rules and merged class lists are
 * all this.
 */
export interface RecentlyUsed<K, V> {
  has(key: K): boolean;
  /** The entry's value, now the most recent; undefined when it is not kept. */
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  /** Forgets the entry; true when it was kept. */
  delete(key: K): boolean;
  clear(): void;
  readonly size: number;
}

export function recentlyUsed<K, V>(max: number): RecentlyUsed<K, V> {
  const entries = new Map<K, V>();
  return {
    has: (key) => entries.has(key),
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
