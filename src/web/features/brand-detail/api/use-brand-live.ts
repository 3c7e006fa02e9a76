import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Refreshes the page's data when the brand changes on the server (an analysis finishing). */
export function useBrandLive(slug: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!slug || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events?brand=${encodeURIComponent(slug)}`);
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: ['brands', 'detail', slug] });
      void queryClient.invalidateQueries({ queryKey: ['brands', 'related', slug] });
      void queryClient.invalidateQueries({ queryKey: ['brands', 'logos', slug] });
    };
    source.addEventListener('brand.changed', refresh);
    source.addEventListener('analysis.progress', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as { status?: string };
        if (data.status === 'completed' || data.status === 'failed') refresh();
      } catch {
        // ignore a malformed event
      }
    });
    return () => source.close();
  }, [slug, queryClient]);
}
