import { Link } from 'react-router';
import type { AnalysisDebugReport } from '@/domain/analysis-queue';

const time = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The result of the debug check: findings first, then the numbers behind them. */
export function AnalysisDebugReportView({ report }: { report: AnalysisDebugReport }) {
  const facts: [string, string | number][] = [
    ['Jobs queued', report.jobs.queued],
    ['Jobs running', report.jobs.running],
    ['Jobs completed', report.jobs.completed],
    ['Jobs failed', report.jobs.failed],
    ['Bulk run waiting', report.bulk.waiting],
    ['Lost workers', report.expired_leases],
    ['Next job due', report.next_job_at ? time.format(new Date(report.next_job_at)) : '—'],
  ];
  return (
    <section
      aria-labelledby="analysis-debug-title"
      className="flex flex-col gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="analysis-debug-title" className="font-semibold">
          Debug check
        </h3>
        <span className="text-xs text-muted-foreground">
          Checked {time.format(new Date(report.checked_at))}
        </span>
      </div>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {report.findings.map((finding) => (
          <li key={finding}>{finding}</li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {report.stalled.length > 0 ? (
        <div>
          <h4 className="text-xs font-medium text-muted-foreground">Stalled brands</h4>
          <ul className="mt-1 flex flex-wrap gap-2">
            {report.stalled.map((brand) => (
              <li key={brand.id}>
                <Link to={`/brands/${brand.slug}`} className="underline underline-offset-4">
                  {brand.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.recent_failures.length > 0 ? (
        <div>
          <h4 className="text-xs font-medium text-muted-foreground">Recent failures</h4>
          <ul className="mt-1 flex flex-col gap-1">
            {report.recent_failures.map((failure) => (
              <li key={`${failure.brand}-${failure.at}`}>
                <span className="font-medium">{failure.brand ?? 'A deleted brand'}</span>
                {failure.error ? <span className="text-muted-foreground"> — {failure.error}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
