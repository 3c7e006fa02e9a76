import { type AnalysisCounts, analyzedPercent } from '@/domain/admin';
import { Skeleton } from '@/web/components/ui/skeleton';

const TILES = [
  { key: 'completed', label: 'Completed' },
  { key: 'pending', label: 'Pending' },
  { key: 'analyzing', label: 'Analyzing' },
  { key: 'failed', label: 'Failed' },
] as const;

const number = new Intl.NumberFormat('en-US');

/** The four counts of the analyzer panel and the progress bar of the catalogue's analysis. */
export function AnalysisCountsView({
  counts,
  bulkRemaining,
}: {
  counts: AnalysisCounts;
  bulkRemaining: number;
}) {
  const total = counts.completed + counts.pending + counts.analyzing + counts.failed;
  const percent = analyzedPercent(counts);
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TILES.map((tile) => (
          <div key={tile.key} className="rounded-lg border bg-background px-4 py-3">
            <dt className="text-xs font-medium text-muted-foreground">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{number.format(counts[tile.key])}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-4 text-sm">
          <span id="analysis-progress-label" className="font-medium">
            {number.format(counts.completed)} of {number.format(total)} brands analyzed
          </span>
          <span className="tabular-nums text-muted-foreground">{percent}%</span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="analysis-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-foreground transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        {bulkRemaining > 0 ? (
          <p className="text-xs text-muted-foreground" role="status">
            Bulk analysis running: {number.format(bulkRemaining)} {bulkRemaining === 1 ? 'brand' : 'brands'}{' '}
            left, one after another with a 2 second pause.
          </p>
        ) : null}
      </div>
    </div>
  );
}

export function AnalysisCountsSkeleton() {
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {TILES.map((tile) => (
          <div key={tile.key} className="rounded-lg border px-4 py-3">
            <Skeleton className="h-3 w-16" />
            <Skeleton className="mt-2.5 h-7 w-12" />
          </div>
        ))}
      </div>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-2 w-full rounded-full" />
    </div>
  );
}
