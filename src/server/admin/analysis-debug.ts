import { sql } from 'drizzle-orm';
import type { AnalysisDebugReport } from '../../domain/analysis-queue';
import { type Db, queryRows } from '../db/client';
import { ANALYZE_BRAND_JOB } from '../jobs/job-names';

/** How long a brand may sit in 'analyzing' without a live job before the check calls it stalled. */
export const STALLED_AFTER_MS = 5 * 60_000;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The analyzer panel's debug check: the state of the job queue and the brands it works on, with
 * plain findings an admin can act on (nothing runs the queue, a brand is stuck, a run is held).
 */
export async function checkAnalysis(db: Db): Promise<AnalysisDebugReport> {
  const [jobs] = await queryRows<{
    queued: number;
    running: number;
    completed: number;
    failed: number;
    expired: number;
    bulk_waiting: number;
    bulk_due: number;
    bulk_running: number;
    next_at: Date | string | null;
    oldest_due: Date | string | null;
  }>(
    db,
    sql`select
          count(*) filter (where status = 'queued')::int as queued,
          count(*) filter (where status = 'running')::int as running,
          count(*) filter (where status = 'completed')::int as completed,
          count(*) filter (where status = 'failed')::int as failed,
          count(*) filter (where status = 'running' and lease_expires_at < now())::int as expired,
          count(*) filter (where payload->>'bulk' = 'true' and status = 'queued' and run_after >= '2900-01-01'::timestamptz)::int as bulk_waiting,
          count(*) filter (where payload->>'bulk' = 'true' and status = 'queued' and run_after < '2900-01-01'::timestamptz)::int as bulk_due,
          count(*) filter (where payload->>'bulk' = 'true' and status = 'running')::int as bulk_running,
          min(run_after) filter (where status = 'queued' and run_after < '2900-01-01'::timestamptz) as next_at,
          min(run_after) filter (where status = 'queued' and run_after <= now() - interval '1 minute') as oldest_due
        from analysis_jobs where type = ${ANALYZE_BRAND_JOB}`,
  );
  const stalled = await queryRows<{ id: string; name: string; slug: string; since: Date | string | null }>(
    db,
    sql`select b.id, b.name, b.slug, b.analysis_started_at as since from brands b
        where b.analysis_status = 'analyzing'
          and coalesce(b.analysis_started_at, b.updated_at) < now() - (${STALLED_AFTER_MS} * interval '1 millisecond')
          and not exists (select 1 from analysis_jobs j where j.brand_id = b.id
                          and j.status = 'running' and j.lease_expires_at >= now())
        order by b.analysis_started_at nulls first limit 20`,
  );
  const failures = await queryRows<{ brand: string | null; error: string | null; at: Date | string }>(
    db,
    sql`select b.name as brand, j.last_error as error, coalesce(j.finished_at, j.updated_at) as at
        from analysis_jobs j left join brands b on b.id = j.brand_id
        where j.type = ${ANALYZE_BRAND_JOB} and j.status = 'failed'
        order by coalesce(j.finished_at, j.updated_at) desc limit 5`,
  );

  const j = jobs ?? {
    queued: 0,
    running: 0,
    completed: 0,
    failed: 0,
    expired: 0,
    bulk_waiting: 0,
    bulk_due: 0,
    bulk_running: 0,
    next_at: null,
    oldest_due: null,
  };
  const findings: string[] = [];
  if (j.oldest_due !== null) {
    findings.push(
      'Jobs have been due for over a minute and none was picked up: check that an analysis worker is running.',
    );
  }
  if (j.expired > 0)
    findings.push(`${j.expired} running job(s) lost their worker; another worker will take them over.`);
  if (stalled.length > 0) {
    findings.push(`${stalled.length} brand(s) show 'analyzing' with no job at work: re-analyze them.`);
  }
  if (j.bulk_waiting > 0 && j.bulk_due + j.bulk_running === 0) {
    findings.push('A bulk run is waiting to release its next brand; it moves on at the next refresh.');
  }
  if (findings.length === 0) findings.push('No problems found.');

  return {
    checked_at: new Date().toISOString(),
    jobs: { queued: j.queued, running: j.running, completed: j.completed, failed: j.failed },
    bulk: { waiting: j.bulk_waiting, due: j.bulk_due, running: j.bulk_running },
    next_job_at: iso(j.next_at),
    expired_leases: j.expired,
    stalled: stalled.map((s) => ({ id: s.id, name: s.name, slug: s.slug, since: iso(s.since) })),
    recent_failures: failures.map((f) => ({ brand: f.brand, error: f.error, at: iso(f.at) ?? '' })),
    findings,
  };
}
