import type { AnalysisProgressEvent } from '@/domain/live-events';
import { useLiveQueryRefresh } from '@/web/lib/live-events';

/**
 * Refreshes the queries under `queryKey` on every live change of the catalogue (brand.changed,
 * brand.created and analysis.progress, over the page's shared live stream). `onProgress` hears
 * each progress event.
 */
export function useLiveRefresh(
  queryKey: readonly unknown[],
  onProgress?: (event: AnalysisProgressEvent) => void,
) {
  useLiveQueryRefresh([queryKey], {
    onEvent: (event) => {
      if (event.type === 'analysis.progress') onProgress?.(event);
    },
  });
}
