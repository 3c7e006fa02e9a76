import { useState } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useBrandSources } from '../../api/brand-admin';

const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Every stored value's origin (URL or person, method, time), read when the admin opens it. */
export function BrandSources({ brandId }: { brandId: string }) {
  const [open, setOpen] = useState(false);
  const sources = useBrandSources(brandId, open);
  const entries = Object.entries(sources.data ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return (
    <details
      className="group rounded-lg border p-4"
      onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer text-sm font-semibold">Data sources</summary>
      <div className="mt-3">
        {sources.isPending && open ? (
          <div className="flex flex-col gap-2" aria-hidden="true">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : sources.isError ? (
          <p className="text-sm text-muted-foreground">The sources could not be loaded.</p>
        ) : entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">No recorded sources for this brand yet.</p>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            {entries.map(([field, source]) => (
              <div key={field} className="contents">
                <dt className="font-mono text-xs leading-5 text-muted-foreground">{field}</dt>
                <dd className="min-w-0 break-words">
                  {source.method} · {source.source}
                  {source.at ? (
                    <span className="text-muted-foreground"> · {date.format(new Date(source.at))}</span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </details>
  );
}
