import type { AnalysisProgressEvent } from '@/domain/live-events';
import { callApi } from '@/web/lib/call-api';
import { subscribeLiveEvents } from '@/web/lib/live-events';

export type ProgressUpdate =
  | { kind: 'progress'; progress: number }
  | { kind: 'completed' }
  | { kind: 'failed'; reason: string | null };

export interface ProgressStream {
  /** Resolves once the server has accepted the subscription, so no event can be missed. */
  ready: Promise<void>;
  /** Starts reporting the brand's progress (events that arrived before are replayed). */
  follow(brand: { id: string; slug: string }): void;
  close(): void;
}

/** While the event stream is down, the brand is read this often instead. */
const FALLBACK_POLL_MS = 2_000;

/**
 * The analysis' live progress: the server's events (the page's shared live stream) as its stages really finish,
 * with a poll of GET /api/brands/{slug} while the stream is down. Opened before the brand is
 * created, so the first checkpoints cannot slip past.
 */
export function openProgressStream(onUpdate: (update: ProgressUpdate) => void): ProgressStream {
  const buffered: AnalysisProgressEvent[] = [];
  let followed: { id: string; slug: string } | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  const failedBecause = async (slug: string) => {
    const brand = await callApi('GET /brands/{slug}', { params: { slug } }).catch(() => null);
    if (!closed) onUpdate({ kind: 'failed', reason: brand?.analysis_error ?? null });
  };
  const deliver = (event: AnalysisProgressEvent) => {
    // The event says that it failed; the brand says why.
    if (event.status === 'failed') void failedBecause(event.slug);
    else if (event.status === 'completed') onUpdate({ kind: 'completed' });
    else onUpdate({ kind: 'progress', progress: event.progress });
  };

  const readBrand = async () => {
    if (!followed || closed) return;
    try {
      const brand = await callApi('GET /brands/{slug}', { params: { slug: followed.slug } });
      if (closed) return;
      if (brand.analysis_status === 'completed') onUpdate({ kind: 'completed' });
      if (brand.analysis_status === 'failed') onUpdate({ kind: 'failed', reason: brand.analysis_error });
    } catch {
      // The next poll or event will tell.
    }
  };
  const stopPolling = () => {
    if (poll) clearInterval(poll);
    poll = null;
  };

  const subscription = subscribeLiveEvents({
    onReady: () => {
      stopPolling();
      // Back after a drop: catch up with what happened meanwhile.
      void readBrand();
    },
    onDrop: () => {
      if (closed || poll || !followed) return;
      poll = setInterval(() => void readBrand(), FALLBACK_POLL_MS);
    },
    onEvent: (event) => {
      if (event.type !== 'analysis.progress') return;
      if (!followed) buffered.push(event);
      else if (event.brandId === followed.id) deliver(event);
    },
  });

  return {
    ready: subscription.ready,
    follow(brand) {
      followed = brand;
      for (const event of buffered.splice(0)) if (event.brandId === brand.id) deliver(event);
      if (typeof EventSource === 'undefined') poll = setInterval(() => void readBrand(), FALLBACK_POLL_MS);
    },
    close() {
      closed = true;
      stopPolling();
      subscription.close();
    },
  };
}
