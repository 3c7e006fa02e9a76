import { useEffect, useRef } from 'react';
import type { AnalysisProgressEvent } from './live-events';

/**
 * While `active`, listens to the brand's live events and calls `onEnd` once its analysis completes
 * or fails (the job runs on the server; the page only hears how it ended).
 */
export function useAnalysisEnd(
  slug: string,
  active: boolean,
  onEnd: (status: 'completed' | 'failed') => void,
) {
  const handler = useRef(onEnd);
  handler.current = onEnd;
  useEffect(() => {
    if (!active || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/events?brand=${encodeURIComponent(slug)}`);
    source.addEventListener('analysis.progress', (event) => {
      try {
        const data = JSON.parse((event as MessageEvent<string>).data) as AnalysisProgressEvent;
        if (data.status === 'completed' || data.status === 'failed') handler.current(data.status);
      } catch {
        // A malformed event is ignored.
      }
    });
    return () => source.close();
  }, [slug, active]);
}
