import { useLiveQueryRefresh } from '@/web/lib/live-events';

/** Refreshes the page's data when the brand changes on the server (an analysis finishing). */
export function useBrandLive(slug: string) {
  useLiveQueryRefresh(
    [
      ['brands', 'detail', slug],
      ['brands', 'related', slug],
      ['brands', 'logos', slug],
    ],
    {
      brand: slug,
      shouldRefresh: (event) =>
        slug !== '' &&
        (event.type === 'brand.changed' ||
          (event.type === 'analysis.progress' &&
            (event.status === 'completed' || event.status === 'failed'))),
    },
  );
}
