import { PlayIcon, ShieldIcon } from 'lucide-react';
import { Link } from 'react-router';
import { QUEUE_SHOWN } from '@/domain/admin';
import type { AnalysisQueueEntry } from '@/domain/analysis-queue';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { AnalysisStatusBadge } from './analysis-status-badge';

/** The first 20 brands waiting, running or failed, each with its status, error and analyze button. */
export function AnalysisQueueList({
  entries,
  pendingIds,
  onAnalyze,
}: {
  entries: AnalysisQueueEntry[];
  pendingIds: ReadonlySet<string>;
  onAnalyze: (entry: AnalysisQueueEntry) => void;
}) {
  if (entries.length === 0) {
    return (
      <div className="rounded-lg border border-dashed px-6 py-10 text-center">
        <p className="font-medium">The queue is empty</p>
        <p className="mt-1 text-sm text-muted-foreground">
          Every brand is analyzed. Brands added by users or imported from CSV wait here until they are
          analyzed.
        </p>
      </div>
    );
  }
  return (
    <ul aria-label={`Analysis queue, first ${QUEUE_SHOWN}`} className="divide-y rounded-lg border">
      {entries.map((entry) => {
        const busy = pendingIds.has(entry.id) || entry.analysis_status === 'analyzing';
        return (
          <li key={entry.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`/brands/${entry.slug}`} className="truncate font-medium hover:underline">
                  {entry.name}
                </Link>
                <AnalysisStatusBadge status={entry.analysis_status} />
                {entry.protected ? (
                  <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                    <ShieldIcon aria-hidden="true" className="size-3.5" />
                    Protected
                  </span>
                ) : null}
              </div>
              {entry.analysis_error ? (
                <p className="text-sm break-words text-red-700 dark:text-red-400">{entry.analysis_error}</p>
              ) : null}
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start sm:self-center"
              disabled={busy || entry.protected}
              onClick={() => onAnalyze(entry)}
              aria-label={`Analyze ${entry.name}`}
              title={entry.protected ? 'Protected brands are not re-analyzed' : undefined}
            >
              <PlayIcon aria-hidden="true" />
              Analyze
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function AnalysisQueueSkeleton() {
  return (
    <div className="divide-y rounded-lg border" aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="flex items-center gap-4 px-4 py-3.5">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="ml-auto h-8 w-24" />
        </div>
      ))}
    </div>
  );
}
