import { useCallback, useEffect, useRef } from 'react';
import type { Brand } from '@/domain/brand';
import type { AnalysisProgressEvent } from '@/domain/live-events';
import { apiFetch } from '@/web/lib/api-client';

/** While the event stream is given up, the brand is read this often instead. */
const FALLBACK_POLL_MS = 2_000;

export type AnalysisEnd = { status: 'completed' } | { status: 'failed'; reason: string | null };

function readBrand(slug: string): Promise<Brand | null> {
  return apiFetch<Brand>(`/api/brands/${encodeURIComponent(slug)}`).catch(() => null);
}

/**
 * Follows one brand's analysis to its end over the live events (GET /api/events?brand=slug).
 * `start()` opens the stream and resolves once the server has accepted it, so the caller queues
 * the analysis only when no event can slip past. `onEnd` hears how it ended, a failure with the
 * brand's analysis_error. After a dropped stream reconnects, the brand is read to catch up: an
 * analysis_completed_at other than the one it had when the watch started means it ended meanwhile.
 */
export function useAnalysisEnd(slug: string, onEnd: (end: AnalysisEnd) => void) {
  const handler = useRef(onEnd);
  handler.current = onEnd;
  const source = useRef<EventSource | null>(null);
  const poll = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    source.current?.close();
    source.current = null;
    if (poll.current) clearInterval(poll.current);
    poll.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const start = useCallback(
    (previousCompletedAt: string | null) =>
      new Promise<void>((resolve) => {
        stop();
        if (typeof EventSource === 'undefined') return resolve();
        const stream = new EventSource(`/api/events?brand=${encodeURIComponent(slug)}`);
        source.current = stream;
        const end = (result: AnalysisEnd) => {
          if (source.current !== stream) return;
          stop();
          handler.current(result);
        };
        const failed = async () => {
          const brand = await readBrand(slug);
          end({ status: 'failed', reason: brand?.analysis_error ?? null });
        };
        let dropped = false;
        const catchUp = async () => {
          const brand = await readBrand(slug);
          if (!brand || brand.analysis_completed_at === previousCompletedAt) return;
          if (brand.analysis_status === 'completed') end({ status: 'completed' });
          if (brand.analysis_status === 'failed') end({ status: 'failed', reason: brand.analysis_error });
        };
        stream.addEventListener('ready', () => {
          resolve();
          if (dropped) void catchUp();
        });
        // A stream that cannot open does not hold the action back: the browser retries, and a
        // stream it gave up on is replaced by reading the brand every 2 s.
        stream.addEventListener('error', () => {
          dropped = true;
          resolve();
          if (stream.readyState === EventSource.CLOSED && !poll.current && source.current === stream) {
            poll.current = setInterval(() => void catchUp(), FALLBACK_POLL_MS);
          }
        });
        stream.addEventListener('analysis.progress', (event) => {
          let data: AnalysisProgressEvent;
          try {
            data = JSON.parse((event as MessageEvent<string>).data) as AnalysisProgressEvent;
          } catch {
            return;
          }
          if (data.status === 'completed') end({ status: 'completed' });
          else if (data.status === 'failed') void failed();
        });
      }),
    [slug, stop],
  );

  return { start, stop };
}
