import type { IdentityEra } from '@/domain/brand-history';
import { useIdentityTimeline } from '../api/history';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const ROLES = [
  ['primary_color', 'Primary'],
  ['secondary_color', 'Secondary'],
  ['accent_color', 'Accent'],
] as const;

function Era({ era, name }: { era: IdentityEra; name: string }) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border p-4">
      <p className="text-xs text-muted-foreground">
        {era.from ? `From ${dateFormat.format(new Date(era.from))}` : 'Before the first recorded change'}
        {era.source ? ` · ${era.source.label}` : ''}
      </p>
      <div className="flex items-center gap-4">
        <div className="flex size-14 shrink-0 items-center justify-center overflow-hidden rounded-md border bg-white">
          {era.logo_url ? (
            <img
              src={era.logo_url}
              alt={`${name} logo of this period`}
              className="max-h-full max-w-full object-contain"
            />
          ) : (
            <span className="text-xs text-muted-foreground">No logo</span>
          )}
        </div>
        <ul className="flex flex-wrap gap-3" aria-label="Colours">
          {ROLES.map(([field, role]) => {
            const hex = era[field];
            if (!hex) return null;
            return (
              <li key={field} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-8 rounded-md border"
                  style={{ backgroundColor: hex }}
                />
                <span className="flex flex-col text-xs">
                  <span className="text-muted-foreground">{role}</span>
                  <span className="font-mono">{hex}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </li>
  );
}

/** The brand's colours and logo over time, newest first: where it rebranded. */
export function IdentityTimelineView({ slug, name }: { slug: string; name: string }) {
  const timeline = useIdentityTimeline(slug, true);
  if (timeline.isPending) return <div className="h-24 animate-pulse rounded-lg bg-muted" />;
  if (timeline.isError) return <p className="text-sm text-destructive">Failed to load the timeline</p>;
  if (timeline.data.eras.length === 0) {
    return <p className="text-sm text-muted-foreground">No colours or logo recorded yet.</p>;
  }
  return (
    <ol className="grid gap-3 md:grid-cols-2" aria-label="Colours and logos over time">
      {timeline.data.eras.map((era) => (
        <Era key={`${era.from ?? 'start'}`} era={era} name={name} />
      ))}
    </ol>
  );
}
