import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ANALYZE_BRAND_JOB, queueAnalysis } from '../analysis/queue-analysis';
import type { SessionUser } from '../auth/session-user';
import { type Db, queryRows } from '../db/client';
import { analysisJobs, brands } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from './audit';

/** spec 001 §9: the queue shows the first 20; bulk runs keep 2 s between brands. */
export const QUEUE_SHOWN = 20;
export const BULK_PAUSE_MS = 2_000;
/** A bulk run queues at most this many brands at once. */
export const BULK_MAX = 1_000;

export async function getQueueStatus(db: Db) {
  const counts = await queryRows<{ status: string; n: number }>(
    db,
    sql`select analysis_status as status, count(*)::int as n from brands group by analysis_status`,
  );
  const count = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  const queue = await db
    .select({
      id: brands.id,
      name: brands.name,
      slug: brands.slug,
      analysis_status: brands.analysisStatus,
      analysis_error: brands.analysisError,
      protected: brands.protected,
    })
    .from(brands)
    .where(inArray(brands.analysisStatus, ['pending', 'analyzing', 'failed']))
    .orderBy(asc(brands.createdAt))
    .limit(QUEUE_SHOWN);
  const [bulk] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from analysis_jobs where type = ${ANALYZE_BRAND_JOB} and status in ('queued', 'running') and payload->>'bulk' = 'true'`,
  );
  return {
    counts: {
      completed: count('completed'),
      pending: count('pending'),
      analyzing: count('analyzing'),
      failed: count('failed'),
    },
    queue,
    bulk_remaining: bulk?.n ?? 0,
  };
}

export async function analyzeOne(db: Db, brandId: string, preserveColors: boolean, actor: SessionUser) {
  const [brand] = await db.select({ protected: brands.protected }).from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  if (brand.protected) throw new AppError('CONFLICT', 'This brand is protected: it is not re-analysed');
  const { job, queued } = await queueAnalysis(db, {
    brandId,
    requestedBy: actor.id,
    payload: { preserve_colors: preserveColors },
  });
  await recordAudit(db, actor, {
    action: 'brand.analyze',
    targetType: 'brand',
    targetId: brandId,
    after: { job: job.id, preserve_colors: preserveColors },
  });
  return { job_id: job.id, queued };
}

/** Analyze all: every pending brand queued one after another, 2 s apart, on the server. */
export async function analyzeAllPending(db: Db, actor: SessionUser) {
  const pending = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.analysisStatus, 'pending'), eq(brands.protected, false)))
    .orderBy(asc(brands.createdAt))
    .limit(BULK_MAX);
  if (pending.length === 0) return { queued: 0 };
  let queued = 0;
  await db.transaction(async (tx) => {
    for (const [index, brand] of pending.entries()) {
      const open = await tx
        .select({ id: analysisJobs.id })
        .from(analysisJobs)
        .where(and(eq(analysisJobs.brandId, brand.id), inArray(analysisJobs.status, ['queued', 'running'])));
      if (open.length > 0) continue;
      await tx.insert(analysisJobs).values({
        type: ANALYZE_BRAND_JOB,
        brandId: brand.id,
        payload: { preserve_colors: false, bulk: true },
        requestedBy: actor.id,
        runAfter: sql`now() + (${index * BULK_PAUSE_MS} * interval '1 millisecond')`,
      });
      queued++;
    }
    await recordAudit(tx as unknown as Db, actor, {
      action: 'analysis.run-all',
      targetType: 'brand',
      targetId: null,
      after: { queued },
    });
  });
  return { queued };
}

/** Stop: the bulk run's brands not yet started are taken off the queue. */
export async function stopBulk(db: Db, actor: SessionUser) {
  const removed = await db
    .delete(analysisJobs)
    .where(and(eq(analysisJobs.status, 'queued'), sql`${analysisJobs.payload}->>'bulk' = 'true'`))
    .returning({ id: analysisJobs.id });
  await recordAudit(db, actor, {
    action: 'analysis.stop',
    targetType: 'brand',
    targetId: null,
    after: { removed: removed.length },
  });
  return { stopped: removed.length };
}

/** Retry failed (spec 001 §4): back to pending, error and start cleared. */
export async function retryFailed(db: Db, actor: SessionUser) {
  const reset = await db
    .update(brands)
    .set({ analysisStatus: 'pending', analysisError: null, analysisStartedAt: null, updatedAt: sql`now()` })
    .where(eq(brands.analysisStatus, 'failed'))
    .returning({ id: brands.id });
  await recordAudit(db, actor, {
    action: 'analysis.retry-failed',
    targetType: 'brand',
    targetId: null,
    after: { reset: reset.length },
  });
  return { reset: reset.length };
}
