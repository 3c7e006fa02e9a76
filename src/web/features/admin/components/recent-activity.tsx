import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuditLog } from '../api/audit-log';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'brand.logos.add' → 'brand logos add': the audit action as words. */
function actionWords(action: string): string {
  return action.replace(/[._-]+/g, ' ');
}

/** The newest entries of the audit log: who did what, when. */
export function RecentActivity() {
  const log = useAuditLog();
  if (log.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-4 w-full max-w-md" />
        ))}
      </div>
    );
  }
  if (log.isError) return <p className="text-sm text-muted-foreground">The audit log could not be loaded.</p>;
  if (log.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        No admin actions yet. Edits, imports and runs appear here.
      </p>
    );
  }
  return (
    <ol className="flex flex-col divide-y text-sm">
      {log.data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
          <span>
            <span className="font-medium capitalize">{actionWords(entry.action)}</span>
            <span className="text-muted-foreground"> by {entry.actor_email ?? 'the operator'}</span>
          </span>
          <time dateTime={entry.created_at} className="text-xs tabular-nums text-muted-foreground">
            {time.format(new Date(entry.created_at))}
          </time>
        </li>
      ))}
    </ol>
  );
}
