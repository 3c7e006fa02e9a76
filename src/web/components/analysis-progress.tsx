import { CheckIcon, LoaderCircleIcon } from 'lucide-react';
import { isChecked, PROGRESS_CHECKLIST } from '@/domain/analysis-progress';
import { cn } from '@/web/lib/cn';

/**
 * The analyzing step (spec 000 §4): the bar at the server's checkpoints and the checklist, a tick
 * per stage once its threshold is reached; the stage under way spins.
 */
export function AnalysisProgress({ progress, brandName }: { progress: number; brandName: string }) {
  const current = PROGRESS_CHECKLIST.find((item) => !isChecked(progress, item.threshold));
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between text-sm">
          <span className="font-medium">{current ? current.label : 'Finishing up'}</span>
          <span className="font-mono text-muted-foreground tabular-nums" aria-hidden="true">
            {progress}%
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Analysis of ${brandName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-foreground motion-safe:transition-[width] motion-safe:duration-500"
            style={{ width: `${progress}%` }}
          />
        </div>
      </div>
      <ul className="flex flex-col gap-2.5 text-sm" aria-label="Analysis steps">
        {PROGRESS_CHECKLIST.map((item) => {
          const done = isChecked(progress, item.threshold);
          const active = item === current;
          return (
            <li
              key={item.label}
              className={cn('flex items-center gap-3', !done && !active && 'text-muted-foreground')}
            >
              <span
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-full border',
                  done && 'border-foreground bg-foreground text-background',
                )}
                aria-hidden="true"
              >
                {done ? (
                  <CheckIcon className="size-3" strokeWidth={3} />
                ) : active ? (
                  <LoaderCircleIcon className="size-3 motion-safe:animate-spin" />
                ) : null}
              </span>
              <span>
                {item.label}
                <span className="sr-only">{done ? ' (done)' : active ? ' (in progress)' : ' (waiting)'}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
