import type { ReactNode } from 'react';
import type { Brand } from '@/domain/brand';
import { FIELD_LABELS } from '@/domain/brand-fields';
import type { BrandVersion } from '@/domain/brand-history';
import { isAdmin, useSession } from '@/web/api/get-session';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/lib/toast';
import { useBrandHistory, useRevertVersion } from '../api/history';
import { historyValue } from '../lib/history-value';
import { HistoryValueView } from './history-value-view';
import { IdentityTimelineView } from './identity-timeline';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One side of a change, its value before or after. */
function VersionSide({
  label,
  muted = false,
  children,
}: {
  label: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={muted ? 'min-w-0 text-muted-foreground' : 'min-w-0'}>{children}</dd>
    </div>
  );
}

function VersionRow({
  version,
  brand,
  canRevert,
}: {
  version: BrandVersion;
  brand: Brand;
  canRevert: boolean;
}) {
  const revert = useRevertVersion(brand);
  const label = FIELD_LABELS[version.field];
  const context = { brandName: brand.name, revenueCurrency: brand.annual_revenue_currency };
  return (
    <li className="flex flex-col gap-2 py-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium">
          {label}
          {version.reverts ? (
            <span className="ml-2 text-xs font-normal text-muted-foreground">(revert)</span>
          ) : null}
          {version.reverted_by ? (
            <span className="ml-2 text-xs font-normal text-muted-foreground">(reverted)</span>
          ) : null}
        </span>
        <time dateTime={version.changed_at} className="text-xs text-muted-foreground">
          {timeFormat.format(new Date(version.changed_at))}
        </time>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        <VersionSide label="Before" muted>
          <HistoryValueView value={historyValue(version.field, version.old_value, context)} />
        </VersionSide>
        <VersionSide label="After">
          <HistoryValueView value={historyValue(version.field, version.new_value, context)} />
        </VersionSide>
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="break-all">
          {version.source.url ? (
            <a
              href={version.source.url}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="underline"
            >
              {version.source.label}
            </a>
          ) : (
            version.source.label
          )}
          {version.method && version.method.toLowerCase() !== version.source.label.toLowerCase()
            ? ` · ${version.method}`
            : ''}
          {version.raw_source && version.raw_source !== version.source.url ? ` · ${version.raw_source}` : ''}
        </span>
        {canRevert && !version.reverted_by ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={revert.isPending}
            aria-label={`Revert this change of ${label.toLowerCase()}`}
            onClick={() =>
              revert.mutate(version.id, {
                onSuccess: () =>
                  toast.success('Change reverted', { description: `${label} is back to its earlier value` }),
                onError: (error) => toast.error('Revert failed', { description: error.message }),
              })
            }
          >
            Revert
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** The history once opened: colours and logos over time, and every change to a public field. */
export function BrandHistoryPanel({ brand }: { brand: Brand }) {
  const session = useSession();
  const history = useBrandHistory(brand.slug, true);
  const admin = isAdmin(session.data?.user);
  const versions = history.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <h3 className="text-base font-semibold">Colours and logos over time</h3>
        <IdentityTimelineView slug={brand.slug} name={brand.name} />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-base font-semibold">Every change</h3>
        {history.isPending ? (
          <div className="h-32 animate-pulse rounded-lg bg-muted" />
        ) : history.isError ? (
          <p className="text-sm text-destructive">Failed to load the history</p>
        ) : versions.length === 0 ? (
          <p className="text-sm text-muted-foreground">No changes recorded yet.</p>
        ) : (
          <ol className="divide-y rounded-lg border px-4" aria-label="Changes, newest first">
            {versions.map((version) => (
              <VersionRow
                key={version.id}
                version={version}
                brand={brand}
                canRevert={admin && !brand.protected}
              />
            ))}
          </ol>
        )}
        {history.hasNextPage ? (
          <Button
            variant="outline"
            className="self-start"
            disabled={history.isFetchingNextPage}
            onClick={() => history.fetchNextPage()}
          >
            Older changes
          </Button>
        ) : null}
      </div>
    </div>
  );
}
