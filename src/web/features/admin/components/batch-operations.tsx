import type { UseMutationResult } from '@tanstack/react-query';
import { ImageUpIcon, LoaderCircleIcon, PaletteIcon } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import type { BatchKind, BatchStatus } from '@/domain/analysis-queue';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useAnalyzeAllColors, useBatchStatus, useImproveAllLogos } from '../api/batch-operations';
import { notifyFailure } from '../lib/notify';

const number = new Intl.NumberFormat('en-US');
const brands = (n: number) => `${number.format(n)} ${n === 1 ? 'brand' : 'brands'}`;

/** What each batch is called and how it reports (spec 001 §2, §8). */
const BATCHES: Record<
  BatchKind,
  {
    label: string;
    running: string;
    icon: typeof ImageUpIcon;
    started: string;
    /** The spec's toast once the batch's jobs have all ended, with how many changed a brand. */
    done: (changed: number) => [string, string | undefined];
    failed: string;
    /** The last batch's outcome, shown under the button. */
    outcome: (status: BatchStatus) => string;
  }
> = {
  logos: {
    label: 'Improve All Logos',
    running: 'Improving logos…',
    icon: ImageUpIcon,
    started: 'Logo fetch started',
    done: (n) => ['Logo fetch completed', `Successfully updated ${n} brand logos with improved quality`],
    failed: 'Error fetching logos',
    outcome: (s) => `Last run: ${number.format(s.completed)} of ${brands(s.total)} got a better logo.`,
  },
  colors: {
    label: 'Analyze All Colors (3-5 each)',
    running: 'Analyzing colors…',
    icon: PaletteIcon,
    started: 'Color analysis started',
    done: (n) => [`Color analysis completed for ${n} brands`, undefined],
    failed: 'Failed to analyze colors',
    outcome: (s) => `Last run: colours read for ${number.format(s.completed)} of ${brands(s.total)}.`,
  },
};

/**
 * One batch: its button, and while its jobs run a progress bar of the brands done so far. A batch
 * started from this page is announced when its last job ends, with how many brands it changed.
 */
function BatchControl({
  kind,
  start,
}: {
  kind: BatchKind;
  start: UseMutationResult<{ processed: number }, Error, void>;
}) {
  const config = BATCHES[kind];
  const progressId = useId();
  // When this page's batch was queued; the batch is announced from the first reading after it.
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const status = useBatchStatus(kind, startedAt !== null);
  const data = status.data;
  const running = (data?.open ?? 0) > 0;

  useEffect(() => {
    if (startedAt === null || !data || status.dataUpdatedAt <= startedAt || data.open > 0) return;
    setStartedAt(null);
    const [title, description] = config.done(data.completed);
    toast.success(title, description ? { description } : undefined);
  }, [config, data, status.dataUpdatedAt, startedAt]);

  const run = () =>
    start.mutate(undefined, {
      onSuccess: ({ processed }) => {
        if (processed === 0) {
          return void toast.warning('Nothing to queue', {
            description: 'Every unprotected brand with a website is already queued.',
          });
        }
        setStartedAt(Date.now());
        toast(config.started, {
          description: `${brands(processed)} queued; each is read in the background.`,
        });
      },
      onError: (error) => notifyFailure(config.failed, undefined, error),
    });

  const Icon = config.icon;
  const busy = start.isPending || running || startedAt !== null;
  const done = data ? data.completed + data.failed : 0;
  const percent = data && data.total > 0 ? Math.round((done / data.total) * 100) : 0;
  return (
    <div className="flex flex-col gap-2">
      <Button variant="outline" className="self-start" disabled={busy} onClick={run}>
        {busy ? (
          <LoaderCircleIcon aria-hidden="true" className="motion-safe:animate-spin" />
        ) : (
          <Icon aria-hidden="true" />
        )}
        {busy ? config.running : config.label}
      </Button>
      {data && running ? (
        <div className="flex flex-col gap-1.5">
          <span id={progressId} className="text-xs text-muted-foreground" role="status">
            {number.format(done)} of {brands(data.total)} done
          </span>
          <div
            role="progressbar"
            aria-labelledby={progressId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-foreground transition-[width] duration-500"
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      ) : data && data.total > 0 && !busy ? (
        <span className="text-xs text-muted-foreground">{config.outcome(data)}</span>
      ) : null}
    </div>
  );
}

/** Batch Operations (spec 001 §2): better logos and fresh colours for every brand, as queued jobs. */
export function BatchOperations() {
  const logos = useImproveAllLogos();
  const colors = useAnalyzeAllColors();
  return (
    <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
      <BatchControl kind="logos" start={logos} />
      <BatchControl kind="colors" start={colors} />
    </div>
  );
}
