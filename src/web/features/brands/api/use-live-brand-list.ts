import { useLiveQueryRefresh } from '@/web/lib/live-events';

/**
 * Keeps the discovery list and its count current: a brand added (by anyone, or an import) or an
 * analysis finishing refreshes them, as they happen (spec 001 §7: a live subscription to changes
 * on the brands table refreshes lists).
 */
export function useLiveBrandList() {
  useLiveQueryRefresh(
    [
      ['brands', 'list'],
      ['brands', 'count'],
      ['brands', 'facets'],
    ],
    {
      shouldRefresh: (event) =>
        event.type !== 'analysis.progress' || event.status === 'completed' || event.status === 'failed',
    },
  );
}
