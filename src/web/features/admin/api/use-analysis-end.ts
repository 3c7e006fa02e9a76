import { useCallback, useEffect, useRef } from 'react';
import type { Brand } from '@/domain/brand';
import { callApi } from '@/web/lib/call-api';
import { type LiveSubscription, subscribeLiveEvents } from '@/web/lib/live-events';

/** While the event stream is given up, the brand is read this often instead. */
const FALLBACK_POLL_MS = 2_000;

export type AnalysisEnd = { status: 'completed' } | { status: 'failed'; reason: string | null };

function readBrand(slug: string): Promise<Brand | null> {
  return callApi('GET /brands/{slug}', { params: { slug } }).catch(() => null);
}

/**
 * Follows one brand's analysis to its end over the page's shared live events.
 * `start()` subscribes and resolves once the server has accepted it, so the caller queues
 * the analysis only when no event can slip past. `onEnd` hears how it ended, a failure with the
 * brand's analysis_error. After a dropped stream reconnects, the brand is read to catch up: an
 * analysis_completed_at other than the one it had when the watch started means it ended meanwhile.
 */
export function useAnalysisEnd(slug: string, onEnd: (end: AnalysisEnd) => void) {
  const handler = useRef(onEnd);
  handler.current = onEnd;
  const subscription = useRef<LiveSubscription | null>(null);
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    subscription.current?.close();
    subscription.current = null;
    if (poll.current) clearInterval(poll.current);
    poll.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (previousCompletedAt: string | null) => {
      stop();
      let dropped = false;
      let own: LiveSubscription | null = null;
      const end = (result: AnalysisEnd) => {
        if (!own || subscription.current !== own) return;
        stop();
        handler.current(result);
      };
      const failed = async () => {
        const brand = await readBrand(slug);
        end({ status: 'failed', reason: brand?.analysis_error ?? null });
      };
      const catchUp = async () => {
        const brand = await readBrand(slug);
        if (!brand || brand.analysis_completed_at === previousCompletedAt) return;
        if (brand.analysis_status === 'completed') end({ status: 'completed' });
        if (brand.analysis_status === 'failed') end({ status: 'failed', reason: brand.analysis_error });
      };
      own = subscribeLiveEvents({
        brand: slug,
        onReady: () => {
          if (poll.current) clearInterval(poll.current);
          poll.current = null;
          if (dropped) void catchUp();
        },
        // A stream that cannot open does not hold the action back; while it is down the brand is
        // read every 2 s.
        onDrop: (gaveUp) => {
          dropped = true;
          if (gaveUp && !poll.current && subscription.current === own) {
            poll.current = setInterval(() => void catchUp(), FALLBACK_POLL_MS);
          }
        },
        onEvent: (event) => {
          if (event.type !== 'analysis.progress') return;
          if (event.status === 'completed') end({ status: 'completed' });
          else if (event.status === 'failed') void failed();
        },
      });
      subscription.current = own;
      return own.ready;
    },
    [slug, stop],
  );

  return { start, stop };
}
