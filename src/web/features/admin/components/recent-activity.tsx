import { Skeleton } from '@/web/components/ui/skeleton';
import { useAuditLog } from '../api/audit-log';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The audit log's actions in words; an unknown action is shown as its own words. */
const ACTIONS: Record<string, string> = {
  'brand.update': 'Edited a brand',
  'brand.protect': 'Protected a brand',
  'brand.unprotect': 'Unprotected a brand',
  'brand.analyze': 'Re-analyzed a brand',
  'brand.image.set': 'Set a brand image',
  'brand.image.remove': 'Removed a brand image',
  'brand.logo.set': 'Set a logo',
  'brand.logo.remove': 'Removed a logo',
  'brand.logos.add': 'Added library logos',
  'brand.logos.add-url': 'Added a library logo by URL',
  'brand.logos.rename': 'Renamed a library logo',
  'brand.logos.delete': 'Deleted a library logo',
  'brands.import-csv': 'Imported a CSV file',
  'brands.add-vodka': 'Added the vodka brands',
  'analysis.run-all': 'Started a bulk analysis',
  'analysis.stop': 'Stopped the bulk analysis',
  'analysis.retry-failed': 'Reset failed brands',
  'fonts.upload': 'Uploaded a font ZIP',
  'fonts.extract': 'Installed fonts',
  'grant-admin': 'Granted admin access',
};

function actionWords(action: string): string {
  return ACTIONS[action] ?? action.replace(/[._-]+/g, ' ');
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
            <span className="font-medium">{actionWords(entry.action)}</span>
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
