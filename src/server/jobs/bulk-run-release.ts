import { sql } from 'drizzle-orm';
import { BULK_PAUSE_MS } from '../../domain/admin';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { type Db, queryRows } from '../db/client';
import { inTransaction } from '../db/transaction';
import { ANALYZE_BRAND_JOB } from './job-names';

/**
 * Jobs of a bulk run wait "held" far in the future until the run reaches them: the worker claims
 * only due jobs, so a held job never starts on its own. Their order is kept in the held times.
 */
export const HELD_AT = Date.parse('2999-01-01T00:00:00Z');
export const HELD_FROM = sql`'2900-01-01T00:00:00Z'::timestamptz`;

/**
 * Moves the bulk run on: when no bulk job is running or due, the next held one becomes due after
 * the pause. Safe to call from anywhere at any time (live events, every worker's round, several
 * instances at once): it releases nothing while the run's current brand is still at work.
 * `finishedBrandId` is a brand whose analysis just ended (its job may not be marked done yet).
 */
export async function releaseNextBulkJob(
  db: Db,
  options: { pauseMs?: number; finishedBrandId?: string } = {},
): Promise<string | null> {
  const pauseMs = options.pauseMs ?? BULK_PAUSE_MS;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.bulkRun})`);
    const finished = options.finishedBrandId ? sql`and brand_id <> ${options.finishedBrandId}` : sql``;
    const [active] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from analysis_jobs
          where type = ${ANALYZE_BRAND_JOB} and payload->>'bulk' = 'true'
            and (status = 'running' or (status = 'queued' and run_after < ${HELD_FROM}))
            ${finished}`,
    );
    if ((active?.n ?? 0) > 0) return null;
    const [released] = await queryRows<{ brand_id: string }>(
      tx,
      sql`update analysis_jobs set run_after = now() + (${pauseMs} * interval '1 millisecond'), updated_at = now()
          where id = (
            select id from analysis_jobs
            where type = ${ANALYZE_BRAND_JOB} and payload->>'bulk' = 'true'
              and status = 'queued' and run_after >= ${HELD_FROM}
            order by run_after, created_at
            limit 1
            for update skip locked
          )
          returning brand_id`,
    );
    return released?.brand_id ?? null;
  });
}
