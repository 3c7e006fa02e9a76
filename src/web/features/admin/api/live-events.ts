import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { AnalysisProgressEvent } from '@/domain/live-events';

const LIVE_EVENTS = ['brand.changed', 'brand.created', 'analysis.progress'] as const;

/**
 * Refreshes the queries under `queryKey` on every live change of the catalogue (GET /api/events):
 * brand.changed, brand.created and analysis.progress. `onProgress` hears each progress event.
 */
export function useLiveRefresh(
  queryKey: readonly unknown[],
  onProgress?: (event: AnalysisProgressEvent) => void,
) {
  const queryClient = useQueryClient();
  const progressHandler = useRef(onProgress);
  progressHandler.current = onProgress;
  const key = JSON.stringify(queryKey);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: JSON.parse(key) as unknown[] });
    for (const type of LIVE_EVENTS) source.addEventListener(type, refresh);
    source.addEventListener('analysis.progress', (event) => {
      try {
        progressHandler.current?.(JSON.parse((event as MessageEvent<string>).data) as AnalysisProgressEvent);
      } catch {
        // A malformed event is ignored; the next refresh brings the truth.
      }
    });
    return () => source.close();
  }, [key, queryClient]);
}
