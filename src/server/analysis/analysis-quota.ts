import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';
import { RateLimitedError } from '../errors';

/**
 * How many analyses one user may start (docs/operations.md, limits): adding a brand, a second
 * try and an admin's Re-Analyze each start one. Bulk runs are the admins' own and not counted.
 */
export const ANALYSIS_QUOTA = {
  /** Analyses queued in the last minute. */
  perMinute: 10,
  /** Analyses waiting or running at once. */
  inFlight: 5,
} as const;

/** When every analysis a user may have is still at work, about when one will have ended. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 15;

/** The first key of the advisory locks that serialise one user's quota checks. */
const QUOTA_LOCK = 720_611_906;

/** A user's own jobs of the type: queued one at a time, not as part of a bulk run. */
const ownJobs = (userId: string, jobType: string) =>
  sql`requested_by = ${userId} and type = ${jobType} and coalesce(payload->>'bulk', '') <> 'true'`;

/**
 * Refuses with 429 when the user has started their analyses for this minute, or has their share
 * waiting or running. Counted in the jobs table under a lock held until the caller's transaction
 * ends, so the bound holds across concurrent requests and across server instances.
 * Call inside the transaction that queues the job.
 */
export async function assertAnalysisQuota(tx: Db, userId: string, jobType: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, hashtext(${userId}))`);
  const recent = await queryRows<{ seconds_left: number }>(
    tx,
    sql`select ceil(extract(epoch from created_at + interval '1 minute' - now()))::int as seconds_left
        from analysis_jobs
        where ${ownJobs(userId, jobType)} and created_at > now() - interval '1 minute'
        order by created_at desc
        limit ${ANALYSIS_QUOTA.perMinute}`,
  );
  if (recent.length >= ANALYSIS_QUOTA.perMinute) {
    // The quota frees when the oldest of the last `perMinute` analyses leaves the window.
    const wait = Math.max(1, recent[recent.length - 1]?.seconds_left ?? 60);
    throw new RateLimitedError(
      `You have started ${ANALYSIS_QUOTA.perMinute} analyses in the last minute. Please wait ${wait} seconds and try again.`,
      wait,
    );
  }
  const [open] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from analysis_jobs
        where ${ownJobs(userId, jobType)} and status in ('queued', 'running')`,
  );
  if ((open?.n ?? 0) >= ANALYSIS_QUOTA.inFlight) {
    throw new RateLimitedError(
      `You already have ${ANALYSIS_QUOTA.inFlight} analyses waiting or running. Please wait for one to finish and try again.`,
      IN_FLIGHT_RETRY_AFTER_SECONDS,
    );
  }
}
