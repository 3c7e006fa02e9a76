import { useQueryClient } from '@tanstack/react-query';
import { BugIcon, PlayIcon, RotateCcwIcon, SquareIcon } from 'lucide-react';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/web/components/ui/button';
import {
  type AnalysisQueue,
  analysisQueueKey,
  getAnalysisQueueQueryOptions,
  type QueueEntry,
  useAnalysisDebug,
  useAnalysisQueue,
  useAnalyzeQueued,
  useRetryFailed,
  useRunAll,
  useStopBulk,
} from '../api/analysis-queue';
import { type AnalysisProgressEvent, useLiveRefresh } from '../api/live-events';
import { notifyFailure } from '../lib/notify';
import { AnalysisCountsSkeleton, AnalysisCountsView } from './analysis-counts';
import { AnalysisDebugReportView } from './analysis-debug-report';
import { AnalysisQueueList, AnalysisQueueSkeleton } from './analysis-queue-list';

/** Toasts 'Bulk analysis completed' when a bulk run this page watched comes to its end. */
function useBulkCompletion(data: AnalysisQueue | undefined, stoppedByUs: RefObject<boolean>) {
  const previous = useRef<number | null>(null);
  useEffect(() => {
    if (!data) return;
    const before = previous.current;
    previous.current = data.bulk_remaining;
    if (before !== null && before > 0 && data.bulk_remaining === 0) {
      if (stoppedByUs.current) stoppedByUs.current = false;
      else toast.success('Bulk analysis completed');
    }
  }, [data, stoppedByUs]);
}

/**
 * The brand-analyzer panel (spec 001 §2): counts, analyze all, retry failed, stop, a debug check,
 * the queue of the first 20 and a progress bar. It refreshes on live events, every 2 s during a
 * bulk run and every 10 s otherwise.
 */
export function AnalyzerPanel() {
  const queryClient = useQueryClient();
  const queue = useAnalysisQueue();
  const runAll = useRunAll();
  const stop = useStopBulk();
  const retry = useRetryFailed();
  const analyze = useAnalyzeQueued();
  const debug = useAnalysisDebug();
  const stoppedByUs = useRef(false);
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

  const onProgress = (event: AnalysisProgressEvent) => {
    const name = watchingRef.current.get(event.brandId);
    if (!name) return;
    if (event.status === 'completed') {
      unwatch(event.brandId);
      toast.success('Analysis completed', { description: name });
    } else if (event.status === 'failed') {
      unwatch(event.brandId);
      void queryClient.fetchQuery({ ...getAnalysisQueueQueryOptions(), staleTime: 0 }).then(
        (fresh) => {
          const entry = fresh.queue.find((e) => e.id === event.brandId);
          toast.error('Analysis failed', { description: entry?.analysis_error ?? name });
        },
        () => toast.error('Analysis failed', { description: name }),
      );
    }
  };
  useLiveRefresh(analysisQueueKey, onProgress);
  useBulkCompletion(queue.data, stoppedByUs);

  const data = queue.data;
  const bulkRunning = (data?.bulk_remaining ?? 0) > 0;

  const startAll = () => {
    if (data && data.counts.pending === 0) return void toast.warning('No brands to analyze');
    runAll.mutate(undefined, {
      onSuccess: ({ queued }) => {
        if (queued === 0) return void toast.warning('No brands to analyze');
        stoppedByUs.current = false;
        toast.success('Bulk analysis started', {
          description: `${queued} ${queued === 1 ? 'brand' : 'brands'} will be analyzed one after another.`,
        });
      },
      onError: () =>
        toast.error('Bulk analysis error', { description: 'Some brands may not have been analyzed' }),
    });
  };
  const stopAll = () => {
    stoppedByUs.current = true;
    stop.mutate(undefined, {
      onSuccess: ({ stopped }) =>
        toast('Bulk analysis stopped', {
          description: `${stopped} waiting ${stopped === 1 ? 'brand was' : 'brands were'} taken off the queue.`,
        }),
      onError: (error) => {
        stoppedByUs.current = false;
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
  const analyzeOne = (entry: QueueEntry) => {
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
