import type { ApiUsage } from '@/domain/api-keys';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Requests per UTC day, as bars against the daily quota of one key, with a table for screen readers. */
export function ApiUsageChart({ usage }: { usage: ApiUsage }) {
  const highest = Math.max(1, ...usage.days.map((d) => d.total));
  const today = usage.days.at(-1);
  const total = usage.days.reduce((sum, d) => sum + d.total, 0);
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted-foreground">
        {total.toLocaleString('en-US')} {total === 1 ? 'request' : 'requests'} in the last {usage.days.length}{' '}
        days; today {(today?.total ?? 0).toLocaleString('en-US')} (quota{' '}
        {usage.daily_quota.toLocaleString('en-US')} per key per day, {usage.tier === 'pro' ? 'Pro' : 'Free'}).
      </figcaption>
      <div className="flex h-24 items-end gap-0.5" aria-hidden="true">
        {usage.days.map((d) => (
          <div
            key={d.day}
            title={`${dayFormat.format(new Date(d.day))}: ${d.total}`}
            className="flex-1 rounded-t-sm bg-foreground/70"
            style={{
              height: `${d.total === 0 ? 2 : Math.max(6, (d.total / highest) * 100)}%`,
              opacity: d.total ? 1 : 0.2,
            }}
          />
        ))}
      </div>
      <table className="sr-only">
        <caption>API requests per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Requests</th>
          </tr>
        </thead>
        <tbody>
          {usage.days.map((d) => (
            <tr key={d.day}>
              <td>{d.day}</td>
              <td>{d.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
