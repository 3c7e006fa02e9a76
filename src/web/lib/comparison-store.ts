import { useSyncExternalStore } from 'react';
import { MAX_COMPARED_BRANDS } from '@/domain/comparison';

/** A brand waiting in the comparison: its slug, and its name to show in the tray. */
export interface ComparedEntry {
  slug: string;
  name: string;
}

const STORAGE_KEY = 'brand-atlas:comparison';
const EMPTY: readonly ComparedEntry[] = [];

let entries: readonly ComparedEntry[] = read();
const listeners = new Set<() => void>();

function read(): readonly ComparedEntry[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return EMPTY;
    const kept = parsed
      .filter(
        (e): e is ComparedEntry =>
          typeof e === 'object' && e !== null && typeof e.slug === 'string' && typeof e.name === 'string',
      )
      .slice(0, MAX_COMPARED_BRANDS);
    // The very list the server renders with: a new empty one would tell React the comparison
    // changed after hydration, and every card's button would be drawn again at once.
    return kept.length > 0 ? kept : EMPTY;
  } catch {
    return EMPTY;
  }
}

function write(next: readonly ComparedEntry[]) {
  entries = next;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private windows may refuse storage: the comparison then lasts as long as the page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the comparison.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    entries = read();
    listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

export const comparison = {
  entries: () => entries,
  has: (slug: string) => entries.some((e) => e.slug === slug),
  isFull: () => entries.length >= MAX_COMPARED_BRANDS,
  /** Adds the brand, unless it is there or the comparison is full; returns whether it is in. */
  add(entry: ComparedEntry): boolean {
    if (comparison.has(entry.slug)) return true;
    if (comparison.isFull()) return false;
    write([...entries, entry]);
    return true;
  },
  remove(slug: string) {
    write(entries.filter((e) => e.slug !== slug));
  },
  clear() {
    write(EMPTY);
  },
};

/** The brands waiting in the comparison, kept across pages and tabs (local storage). */
export function useComparison(): readonly ComparedEntry[] {
  return useSyncExternalStore(subscribe, comparison.entries, () => EMPTY);
}
