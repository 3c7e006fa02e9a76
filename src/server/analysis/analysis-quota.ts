import { type SQL, sql } from 'drizzle-orm';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
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

/**
 * How many analyses may be started from one client address, whoever is signed in: accounts are
 * cheap for anyone with a domain of their own, so a user's quota alone does not bound one
 * client. Wider than a user's, as an office or a campus shares one address.
 */
export const ADDRESS_ANALYSIS_QUOTA = {
  perMinute: 30,
  inFlight: 15,
} as const;

/** When every analysis a user may have is still at work, about when one will have ended. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 15;

/** A user's own jobs of the type: queued one at a time, not as part of a bulk run. */
const ownJobs = (userId: string, jobType: string) =>
  sql`requested_by = ${userId} and type = ${jobType} and coalesce(payload->>'bulk', '') <> 'true'`;

/** Jobs of the type asked for from one client address. */
const addressJobs = (address: string, jobType: string) =>
  sql`requested_from = ${address} and type = ${jobType} and coalesce(payload->>'bulk', '') <> 'true'`;

interface Quota {
  perMinute: number;
  inFlight: number;
}

const PER_USER_MESSAGES = {
  perMinute: (n: number, wait: number) =>
    `You have started ${n} analyses in the last minute. Please wait ${wait} seconds and try again.`,
  inFlight: (n: number) =>
    `You already have ${n} analyses waiting or running. Please wait for one to finish and try again.`,
};

const PER_ADDRESS_MESSAGES = {
  perMinute: (n: number, wait: number) =>
    `${n} analyses were started from your network in the last minute. Please wait ${wait} seconds and try again.`,
  inFlight: (n: number) =>
    `${n} analyses from your network are waiting or running. Please wait for one to finish and try again.`,
};

/**
 * Refuses with 429 when the user, or the client address they asked from, has started its
 * analyses for this minute or has its share waiting or running. Counted in the jobs table under
 * locks held until the caller's transaction ends, so the bounds hold across concurrent requests
 * and across server instances. Call inside the transaction that queues the job.
 */
export async function assertAnalysisQuota(
  tx: Db,
  requester: { userId: string; address: string | null },
  jobType: string,
): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.analysisQuotaPerUser}, hashtext(${requester.userId}))`,
  );
  await assertWithin(tx, ownJobs(requester.userId, jobType), ANALYSIS_QUOTA, PER_USER_MESSAGES);
  if (requester.address) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.analysisQuotaPerAddress}, hashtext(${requester.address}))`,
    );
    await assertWithin(
      tx,
      addressJobs(requester.address, jobType),
      ADDRESS_ANALYSIS_QUOTA,
      PER_ADDRESS_MESSAGES,
    );
  }
}

async function assertWithin(
  tx: Db,
  jobs: SQL,
  quota: Quota,
  messages: typeof PER_USER_MESSAGES,
): Promise<void> {
  const recent = await queryRows<{ seconds_left: number }>(
    tx,
    sql`select ceil(extract(epoch from created_at + interval '1 minute' - now()))::int as seconds_left
        from analysis_jobs
        where ${jobs} and created_at > now() - interval '1 minute'
        order by created_at desc
        limit ${quota.perMinute}`,
  );
  if (recent.length >= quota.perMinute) {
    // The quota frees when the oldest of the last `perMinute` analyses leaves the window.
    const wait = Math.max(1, recent[recent.length - 1]?.seconds_left ?? 60);
    throw new RateLimitedError(messages.perMinute(quota.perMinute, wait), wait);
  }
  const [open] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from analysis_jobs
        where ${jobs} and status in ('queued', 'running')`,
  );
  if ((open?.n ?? 0) >= quota.inFlight) {
    throw new RateLimitedError(messages.inFlight(quota.inFlight), IN_FLIGHT_RETRY_AFTER_SECONDS);
  }
}
