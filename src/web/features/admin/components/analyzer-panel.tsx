import { BugIcon, PlayIcon, RotateCcwIcon, SquareIcon } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { bulkRunSummary } from '@/domain/admin';
import type { AnalysisQueue, AnalysisQueueEntry } from '@/domain/analysis-queue';
import type { AnalysisProgressEvent } from '@/domain/live-events';
import { Button } from '@/web/components/ui/button';
import { callApi } from '@/web/lib/call-api';
import { toast } from '@/web/lib/toast';
import {
  analysisQueueKey,
  useAnalysisDebug,
  useAnalysisQueue,
  useAnalyzeQueued,
  useRetryFailed,
  useRunAll,
  useStopBulk,
} from '../api/analysis-queue';
import { useLiveRefresh } from '../api/live-events';
import { notifyFailure } from '../lib/notify';
import { AnalysisCountsSkeleton, AnalysisCountsView } from './analysis-counts';
import { AnalysisDebugReportView } from './analysis-debug-report';
import { AnalysisQueueList, AnalysisQueueSkeleton } from './analysis-queue-list';

/** What the panel knows of the bulk run it watches. */
interface BulkWatch {
  /** When this page started a run (Date.now()), until the run is seen to end. */
  startedAt: number | null;
  /** The run was stopped from this page: its end is not a completion. */
  stopped: boolean;
  /** Brands of the run that failed, and that completed, while the page watched. */
  failed: number;
  completed: number;
}

/**
 * Toasts 'Bulk analysis completed' when a bulk run this page watched comes to its end, saying how
 * many of its brands failed (they wait for Retry Failed). A run started here counts even when it
 * ends before the queue was read with work left (a short run between two refreshes).
 */
function useBulkCompletion(
  data: AnalysisQueue | undefined,
  dataUpdatedAt: number,
  bulk: RefObject<BulkWatch>,
) {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = previous.current;
    previous.current = data.bulk_remaining;
    const watch = bulk.current;
    const startedHere = watch.startedAt !== null && dataUpdatedAt > watch.startedAt;
    if (data.bulk_remaining > 0 || !((before ?? 0) > 0 || startedHere)) return;
    const { failed, completed, stopped } = watch;
    bulk.current = { startedAt: null, stopped: false, failed: 0, completed: 0 };
    if (stopped) return;
    // One notice for the whole run: an error with the counts when brands failed (spec 001 §8).
    const summary = bulkRunSummary({ completed, failed });
    const options = summary.description ? { description: summary.description } : undefined;
    if (summary.kind === 'error') toast.error(summary.title, options);
    else toast.success(summary.title, options);
  }, [data, dataUpdatedAt, bulk]);
}

/** 'Analysis failed' with the brand's name and the analyzer's reason (spec 001 §8). */
async function announceFailure(slug: string, fallbackName: string) {
  const brand = await callApi('GET /brands/{slug}', { params: { slug } }).catch(() => null);
  const name = brand?.name ?? fallbackName;
  toast.error('Analysis failed', {
    description: brand?.analysis_error ? `${name}: ${brand.analysis_error}` : name,
  });
}

/**
 * The brand-analyzer panel (spec 001 §2): counts, analyze all, retry failed, stop, a debug check,
 * the queue of the first 20 and a progress bar. It refreshes on live events, every 2 s during a
 * bulk run and every 10 s otherwise.
 */
export function AnalyzerPanel() {
  const queue = useAnalysisQueue();
  const runAll = useRunAll();
  const stop = useStopBulk();
  const retry = useRetryFailed();
  const analyze = useAnalyzeQueued();
  const debug = useAnalysisDebug();
  const bulk = useRef<BulkWatch>({ startedAt: null, stopped: false, failed: 0, completed: 0 });
  // Brands this admin asked to analyze: their end is announced (spec 001 §8).
  const [watching, setWatching] = useState<ReadonlyMap<string, string>>(new Map());
  const watchingRef = useRef(watching);
  watchingRef.current = watching;

  const unwatch = (brandId: string) =>
    setWatching((current) => {
      const next = new Map(current);
      next.delete(brandId);
      return next;
    });

  // The end of a brand this admin asked for is announced; so is every failure of a bulk run.
  const onProgress = (event: AnalysisProgressEvent) => {
    if (event.status !== 'completed' && event.status !== 'failed') return;
    const name = watchingRef.current.get(event.brandId);
    if (name) unwatch(event.brandId);
    const inBulkRun = (queue.data?.bulk_remaining ?? 0) > 0 || bulk.current.startedAt !== null;
    // A bulk run's brands are counted and summed up once at its end, not announced one by one.
    if (!name) {
      if (inBulkRun) bulk.current[event.status === 'completed' ? 'completed' : 'failed']++;
      return;
    }
    if (event.status === 'completed') toast.success('Analysis completed', { description: name });
    else void announceFailure(event.slug, name);
  };
  useLiveRefresh(analysisQueueKey, onProgress);
  useBulkCompletion(queue.data, queue.dataUpdatedAt, bulk);

  const data = queue.data;
  const bulkRunning = (data?.bulk_remaining ?? 0) > 0;

  const startAll = () => {
    if (data && data.counts.pending === 0) return void toast.warning('No brands to analyze');
    runAll.mutate(undefined, {
      onSuccess: ({ queued }) => {
        if (queued === 0) return void toast.warning('No brands to analyze');
        bulk.current = { startedAt: Date.now(), stopped: false, failed: 0, completed: 0 };
        toast.success('Bulk analysis started', {
          description: `${queued} ${queued === 1 ? 'brand' : 'brands'} will be analyzed one after another.`,
        });
      },
      onError: () =>
        toast.error('Bulk analysis error', { description: 'Some brands may not have been analyzed' }),
    });
  };
  const stopAll = () => {
    bulk.current.stopped = true;
    stop.mutate(undefined, {
      onSuccess: ({ stopped }) =>
        toast('Bulk analysis stopped', {
          description: `${stopped} waiting ${stopped === 1 ? 'brand was' : 'brands were'} taken off the queue.`,
        }),
      onError: (error) => {
        bulk.current.stopped = false;
        notifyFailure('Error', 'Failed to stop the bulk analysis', error);
      },
    });
  };
  const retryFailed = () =>
    retry.mutate(undefined, {
      onSuccess: ({ reset }) =>
        toast.success('Reset complete', {
          description: `${reset} failed ${reset === 1 ? 'brand is' : 'brands are'} pending again.`,
        }),
      onError: (error) => notifyFailure('Error', 'Failed to reset failed brands', error),
    });
  const analyzeOne = (entry: AnalysisQueueEntry) => {
    setWatching((current) => new Map(current).set(entry.id, entry.name));
    analyze.mutate(entry.id, {
      onSuccess: () => toast('Analysis started', { description: entry.name }),
      onError: (error) => {
        unwatch(entry.id);
        notifyFailure('Analysis failed', 'Failed to analyze brand', error, { fromServer: true });
      },
    });
  };

  return (
    <div className="flex flex-col gap-6">
      {data ? (
        <AnalysisCountsView counts={data.counts} bulkRemaining={data.bulk_remaining} />
      ) : queue.isError ? null : (
        <AnalysisCountsSkeleton />
      )}

      <div className="flex flex-wrap gap-2">
        <Button onClick={startAll} disabled={!data || bulkRunning || runAll.isPending}>
          <PlayIcon aria-hidden="true" />
          Analyze All Pending{data ? ` (${data.counts.pending})` : ''}
        </Button>
        <Button variant="outline" onClick={stopAll} disabled={!bulkRunning || stop.isPending}>
          <SquareIcon aria-hidden="true" />
          Stop
        </Button>
        <Button
          variant="outline"
          onClick={retryFailed}
          disabled={!data || data.counts.failed === 0 || retry.isPending}
        >
          <RotateCcwIcon aria-hidden="true" />
          Retry Failed{data ? ` (${data.counts.failed})` : ''}
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            debug.mutate(undefined, {
              onError: (error) => notifyFailure('Error', 'Failed to run the debug check', error),
            })
          }
          disabled={debug.isPending}
        >
          <BugIcon aria-hidden="true" />
          Debug Check
        </Button>
      </div>

      {debug.data ? <AnalysisDebugReportView report={debug.data} /> : null}

      <div className="flex flex-col gap-3">
        <h3 className="text-sm font-semibold">Queue</h3>
        {data ? (
          <AnalysisQueueList
            entries={data.queue}
            pendingIds={new Set(watching.keys())}
            onAnalyze={analyzeOne}
          />
        ) : queue.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border px-4 py-6">
            <p className="text-sm">The analysis queue could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => void queue.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <AnalysisQueueSkeleton />
        )}
      </div>
    </div>
  );
}
