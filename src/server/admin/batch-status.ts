import { sql } from 'drizzle-orm';
import type { BatchKind, BatchStatus } from '../../domain/analysis-queue';
import { type Db, queryRows } from '../db/client';
import { ANALYZE_COLORS_JOB, IMPROVE_LOGO_JOB } from '../jobs/job-names';

/** The job type behind each "all brands" batch of the admin panel. */
const BATCH_JOB_TYPES: Record<BatchKind, string> = { logos: IMPROVE_LOGO_JOB, colors: ANALYZE_COLORS_JOB };

/**
 * Where the latest batch of a kind stands. Its jobs were queued by one statement, so they share
 * their created_at; a job retried after a passing error is open again until it ends.
 */
export async function getBatchStatus(db: Db, kind: BatchKind): Promise<BatchStatus> {
  const type = BATCH_JOB_TYPES[kind];
  const [row] = await queryRows<{
    total: number;
    open: number;
    completed: number;
    failed: number;
    queued_at: Date | string | null;
  }>(
    db,
    sql`select count(*)::int as total,
          (count(*) filter (where status in ('queued', 'running')))::int as open,
          (count(*) filter (where status = 'completed'))::int as completed,
          (count(*) filter (where status = 'failed'))::int as failed,
          max(created_at) as queued_at
        from analysis_jobs
        where type = ${type}
          and created_at = (select max(created_at) from analysis_jobs where type = ${type})`,
  );
  return {
    kind,
    total: row?.total ?? 0,
    open: row?.open ?? 0,
    completed: row?.completed ?? 0,
    failed: row?.failed ?? 0,
    queued_at: row?.queued_at ? new Date(row.queued_at).toISOString() : null,
  };
}
