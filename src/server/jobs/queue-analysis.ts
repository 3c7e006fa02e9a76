import { and, eq, inArray } from 'drizzle-orm';
import { assertAnalysisQuota } from '../analysis/analysis-quota';
import { enqueueJob, type JobRow } from '../analysis/jobs/job-queue';
import type { Db } from '../db/client';
import { analysisJobs } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { ANALYZE_BRAND_JOB } from './job-names';

export interface AnalyzeBrandPayload {
  /** Keep the stored colours (spec 001 §7: true on the brand page for verified brands). */
  preserve_colors: boolean;
  /** Run only these stages; all when absent. */
  stages?: string[];
  /** Fields the analysis must not write (API names); absent: every field a person set is kept. */
  keep_fields?: string[];
}

export interface QueueAnalysisInput {
  brandId: string;
  requestedBy: string | null;
  /** The client address of the request, counted against the per-address quota; null for admins' tools. */
  requestedFrom?: string | null;
  payload: AnalyzeBrandPayload;
}

/**
 * Queues an analysis of the brand unless one is already queued or running for it, so repeated
 * clicks and concurrent callers do not pile up work. A new analysis counts against the quota of
 * the user who asked for it and of the address they asked from (429 beyond either); answering
 * with the open job costs nothing.
 */
export async function queueAnalysis(
  db: Db,
  input: QueueAnalysisInput,
): Promise<{ job: JobRow; queued: boolean }> {
  return inTransaction(db, (tx) => queueInTransaction(tx, input));
}

async function queueInTransaction(
  db: Db,
  input: QueueAnalysisInput,
): Promise<{ job: JobRow; queued: boolean }> {
  const [open] = await db
    .select()
    .from(analysisJobs)
    .where(
      and(
        eq(analysisJobs.brandId, input.brandId),
        eq(analysisJobs.type, ANALYZE_BRAND_JOB),
        inArray(analysisJobs.status, ['queued', 'running']),
      ),
    )
    .limit(1);
  if (open) return { job: open, queued: false };
  if (input.requestedBy) {
    await assertAnalysisQuota(
      db,
      { userId: input.requestedBy, address: input.requestedFrom ?? null },
      ANALYZE_BRAND_JOB,
    );
  }
  const job = await enqueueJob(db, {
    type: ANALYZE_BRAND_JOB,
    brandId: input.brandId,
    requestedBy: input.requestedBy,
    requestedFrom: input.requestedFrom ?? null,
    payload: { ...input.payload },
  });
  return { job, queued: true };
}
