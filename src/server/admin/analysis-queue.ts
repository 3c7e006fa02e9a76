import { asc, eq, inArray, sql } from 'drizzle-orm';
import { QUEUE_SHOWN } from '../../domain/admin';
import type { AnalysisQueue } from '../../domain/analysis-queue';
import { adminEditedFields, type ReanalyzedField } from '../../domain/reanalysis';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import { type Db, queryRows } from '../db/client';
import { brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { queueAnalysis } from '../jobs/queue-analysis';
import { countBulkRemaining, releaseBrandNow } from './bulk-run';

/**
 * The analyzer panel's view: counts by status, the first 20 brands waiting, running or failed
 * (oldest first), and how much of a bulk run is left. A read only: the run moves on when a brand's
 * analysis ends (followBulkRun) and at every round of the worker, never because the panel looked.
 */
export async function getQueueStatus(db: Db): Promise<AnalysisQueue> {
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
    .orderBy(asc(brands.createdAt), asc(brands.id))
    .limit(QUEUE_SHOWN);
  return {
    counts: {
      completed: count('completed'),
      pending: count('pending'),
      analyzing: count('analyzing'),
      failed: count('failed'),
    },
    queue,
    bulk_remaining: await countBulkRemaining(db),
  };
}

/** What Re-Analyze is asked: keep a verified palette, and which fields to keep (spec 001 §7). */
export interface ReanalyzeOptions {
  preserveColors: boolean;
  /** The fields not to overwrite; absent: every field an admin set (adminEditedFields). */
  keepFields?: readonly ReanalyzedField[];
}

/**
 * analyze-brand for one brand (the Re-Analyze and per-brand analyze buttons). The fields it keeps
 * travel with the job; answers the job and the fields the analysis that will run keeps.
 */
export async function analyzeOne(db: Db, brandId: string, options: ReanalyzeOptions, actor: SessionUser) {
  const [brand] = await db
    .select({ protected: brands.protected, provenance: brands.provenance })
    .from(brands)
    .where(eq(brands.id, brandId));
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  if (brand.protected) throw new AppError('CONFLICT', 'This brand is protected: it is not re-analysed');
  const keepFields = [...(options.keepFields ?? adminEditedFields(brand.provenance).map((f) => f.field))];
  return inTransaction(db, async (tx) => {
    // A brand waiting its turn in a bulk run starts now instead of getting a second job.
    await releaseBrandNow(tx, brandId);
    const { job, queued } = await queueAnalysis(tx, {
      brandId,
      requestedBy: actor.id,
      payload: { preserve_colors: options.preserveColors, keep_fields: keepFields },
    });
    // An analysis already waiting or running keeps what it was asked to keep.
    const payload = job.payload as { keep_fields?: unknown } | null;
    const kept = Array.isArray(payload?.keep_fields)
      ? (payload.keep_fields as string[])
      : adminEditedFields(brand.provenance).map((f) => f.field);
    await recordAudit(tx, actor, {
      action: 'brand.analyze',
      targetType: 'brand',
      targetId: brandId,
      after: { job: job.id, preserve_colors: options.preserveColors, keep_fields: kept },
    });
    return { job_id: job.id, queued, kept_fields: kept };
  });
}

/** Retry failed (spec 001 §4): back to pending, error and start cleared. */
export async function retryFailed(db: Db, actor: SessionUser) {
  return inTransaction(db, async (tx) => {
    const reset = await tx
      .update(brands)
      .set({ analysisStatus: 'pending', analysisError: null, analysisStartedAt: null, updatedAt: sql`now()` })
      .where(eq(brands.analysisStatus, 'failed'))
      .returning({ id: brands.id });
    await recordAudit(tx, actor, {
      action: 'analysis.retry-failed',
      targetType: 'brand',
      targetId: null,
      after: { reset: reset.length },
    });
    return { reset: reset.length };
  });
}
