import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { BULK_PAUSE_MS } from '../../domain/admin';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import { type Db, queryRows } from '../db/client';
import { analysisJobs, brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { EventBus } from '../events/event-bus';
import { HELD_AT, HELD_FROM, releaseNextBulkJob } from '../jobs/bulk-run-release';
import { ANALYZE_BRAND_JOB } from '../jobs/job-names';

/** A bulk run queues at most this many brands at once. */
export const BULK_MAX = 1_000;

const isBulk = sql`${analysisJobs.payload}->>'bulk' = 'true'`;

/**
 * Analyze all (spec 001 §4): the pending brands one after another with a 2 s pause. Every pending,
 * unprotected brand without an open job gets a held job; the first is released at once and each
 * next one 2 s after the previous finished (see releaseNextBulkJob).
 */
export async function startBulkRun(db: Db, actor: SessionUser): Promise<{ queued: number }> {
  return inTransaction(db, async (tx) => {
    const pending = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(
        and(
          eq(brands.analysisStatus, 'pending'),
          eq(brands.protected, false),
          sql`not exists (select 1 from analysis_jobs j where j.brand_id = ${brands.id} and j.status in ('queued', 'running'))`,
        ),
      )
      .orderBy(asc(brands.createdAt), asc(brands.id))
      .limit(BULK_MAX);
    if (pending.length > 0) {
      await tx.insert(analysisJobs).values(
        pending.map((brand, index) => ({
          type: ANALYZE_BRAND_JOB,
          brandId: brand.id,
          payload: { preserve_colors: false, bulk: true },
          requestedBy: actor.id,
          runAfter: new Date(HELD_AT + index),
        })),
      );
    }
    await recordAudit(tx, actor, {
      action: 'analysis.run-all',
      targetType: 'brand',
      targetId: null,
      after: { queued: pending.length },
    });
    if (pending.length > 0) await releaseNextBulkJob(tx, { pauseMs: 0 });
    return { queued: pending.length };
  });
}

/** Stop: the run's brands not yet started are taken off the queue; the running one finishes. */
export async function stopBulkRun(db: Db, actor: SessionUser): Promise<{ stopped: number }> {
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(analysisJobs)
      .where(and(eq(analysisJobs.type, ANALYZE_BRAND_JOB), eq(analysisJobs.status, 'queued'), isBulk))
      .returning({ id: analysisJobs.id });
    await recordAudit(tx, actor, {
      action: 'analysis.stop',
      targetType: 'brand',
      targetId: null,
      after: { removed: removed.length },
    });
    return { stopped: removed.length };
  });
}

/** Jobs of the bulk run still to do (held, due or running). */
export async function countBulkRemaining(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from analysis_jobs
        where type = ${ANALYZE_BRAND_JOB} and status in ('queued', 'running') and payload->>'bulk' = 'true'`,
  );
  return row?.n ?? 0;
}

/** A held bulk job of this brand becomes due now (an admin asked for this brand by itself). */
export async function releaseBrandNow(db: Db, brandId: string): Promise<void> {
  await db
    .update(analysisJobs)
    .set({ runAfter: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(analysisJobs.brandId, brandId),
        inArray(analysisJobs.status, ['queued']),
        sql`${analysisJobs.runAfter} >= ${HELD_FROM}`,
      ),
    );
}

/**
 * Listens for the end of each brand's analysis and releases the bulk run's next brand 2 s later.
 * An end this misses (another instance's event lost, a failed attempt) is made up by the worker,
 * which moves the run on before each round of claiming (analysis/jobs/start-analysis-worker.ts).
 * Returns the unsubscribe function.
 */
export function followBulkRun(db: Db, events: EventBus, onJobQueued: () => void): () => void {
  return events.subscribe((event) => {
    if (event.type !== 'analysis.progress') return;
    if (event.status !== 'completed' && event.status !== 'failed') return;
    void releaseNextBulkJob(db, { finishedBrandId: event.brandId })
      .then((released) => {
        if (released) setTimeout(onJobQueued, BULK_PAUSE_MS).unref?.();
      })
      .catch(() => {
        // The worker's next round releases the next brand if this attempt failed.
      });
  });
}
