import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { analysisJobs } from '../../db/schema';

export type JobRow = typeof analysisJobs.$inferSelect;

export interface EnqueueInput {
  type: string;
  brandId: string | null;
  payload?: Record<string, unknown>;
  requestedBy?: string | null;
  requestedFrom?: string | null;
  maxAttempts?: number;
}

/** Workers in other processes LISTEN here, so a queued job starts at once rather than at their next poll. */
export const JOBS_QUEUED_CHANNEL = 'brand_atlas_jobs';

export async function enqueueJob(db: Db, input: EnqueueInput): Promise<JobRow> {
  const [job] = await db
    .insert(analysisJobs)
    .values({
      type: input.type,
      brandId: input.brandId,
      payload: input.payload ?? {},
      requestedBy: input.requestedBy ?? null,
      requestedFrom: input.requestedFrom ?? null,
      maxAttempts: input.maxAttempts ?? 3,
    })
    .returning();
  if (!job) throw new Error('enqueue returned nothing');
  // Delivered when the surrounding transaction commits, if there is one.
  await db.execute(sql`select pg_notify(${JOBS_QUEUED_CHANNEL}, ${job.type})`);
  return job;
}

/**
 * Takes the oldest runnable job: queued and due, or running with an expired lease (its worker
 * died) and attempts left. FOR UPDATE SKIP LOCKED lets many workers claim side by side without
 * taking the same job.
 */
export async function claimJob(
  db: Db,
  workerId: string,
  leaseMs: number,
  types?: string[],
): Promise<JobRow | null> {
  const typeFilter =
    types && types.length > 0
      ? sql`and type in (${sql.join(
          types.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update analysis_jobs set
          status = 'running',
          attempts = attempts + 1,
          locked_by = ${workerId},
          lease_expires_at = now() + (${leaseMs} * interval '1 millisecond'),
          updated_at = now()
        where id = (
          select id from analysis_jobs
          where ((status = 'queued' and run_after <= now())
              or (status = 'running' and lease_expires_at < now() and attempts < max_attempts))
            ${typeFilter}
          order by run_after, created_at
          for update skip locked
          limit 1
        )
        returning id`,
  );
  const id = rows[0]?.id;
  if (!id) return null;
  const [job] = await db.select().from(analysisJobs).where(eq(analysisJobs.id, id));
  return job ?? null;
}

/**
 * Fails the jobs whose worker died during their last attempt, and returns them. They are not
 * claimed again: a job that kills its worker (out of memory, a crash in a native library) would
 * otherwise take down every worker in turn, forever. Safe with many workers: each row is taken
 * by one update.
 */
export async function failAbandonedJobs(db: Db, types: string[]): Promise<JobRow[]> {
  return db
    .update(analysisJobs)
    .set({
      status: 'failed',
      lastError: sql`'The worker stopped during each of its ' || ${analysisJobs.attempts} || ' attempts'`,
      finishedAt: sql`now()`,
      leaseExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(analysisJobs.status, 'running'),
        sql`${analysisJobs.leaseExpiresAt} < now()`,
        sql`${analysisJobs.attempts} >= ${analysisJobs.maxAttempts}`,
        inArray(analysisJobs.type, types),
      ),
    )
    .returning();
}

/** Keeps the lease while the job runs; false when another worker has taken it over. */
export async function renewLease(db: Db, jobId: string, workerId: string, leaseMs: number): Promise<boolean> {
  const updated = await db
    .update(analysisJobs)
    .set({ leaseExpiresAt: sql`now() + (${leaseMs} * interval '1 millisecond')`, updatedAt: sql`now()` })
    .where(
      and(
        eq(analysisJobs.id, jobId),
        eq(analysisJobs.lockedBy, workerId),
        eq(analysisJobs.status, 'running'),
      ),
    )
    .returning({ id: analysisJobs.id });
  return updated.length > 0;
}

export async function reportProgress(db: Db, jobId: string, progress: number, stage: string): Promise<void> {
  await db
    .update(analysisJobs)
    .set({ progress, stage, updatedAt: sql`now()` })
    .where(eq(analysisJobs.id, jobId));
}

export async function completeJob(db: Db, jobId: string): Promise<void> {
  await db
    .update(analysisJobs)
    .set({
      status: 'completed',
      progress: 100,
      finishedAt: sql`now()`,
      leaseExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(analysisJobs.id, jobId));
}

/** Backoff before the next attempt: 5 s, 20 s, 80 s... */
export function retryDelayMs(attempt: number): number {
  return 5_000 * 4 ** Math.max(0, attempt - 1);
}

/** Retries with backoff while attempts remain and the failure is worth retrying. */
export async function failJob(
  db: Db,
  job: JobRow,
  error: string,
  retryable: boolean,
): Promise<'retry' | 'failed'> {
  const again = retryable && job.attempts < job.maxAttempts;
  await db
    .update(analysisJobs)
    .set(
      again
        ? {
            status: 'queued',
            lastError: error,
            lockedBy: null,
            leaseExpiresAt: null,
            runAfter: sql`now() + (${retryDelayMs(job.attempts)} * interval '1 millisecond')`,
            updatedAt: sql`now()`,
          }
        : {
            status: 'failed',
            lastError: error,
            finishedAt: sql`now()`,
            leaseExpiresAt: null,
            updatedAt: sql`now()`,
          },
    )
    .where(eq(analysisJobs.id, job.id));
  return again ? 'retry' : 'failed';
}
