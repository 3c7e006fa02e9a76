import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analysisJobs } from '../db/schema';
import { assertAnalysisQuota } from './analysis-quota';
import { enqueueJob, type JobRow } from './jobs/job-queue';

export const ANALYZE_BRAND_JOB = 'analyze-brand';

export interface AnalyzeBrandPayload {
  /** Keep the stored colours (spec 001 §7: true on the brand page for verified brands). */
  preserve_colors: boolean;
  /** Run only these stages; all when absent. */
  stages?: string[];
}

/**
 * Queues an analysis of the brand unless one is already queued or running for it, so repeated
 * clicks and concurrent callers do not pile up work. A new analysis counts against the quota of
 * the user who asked for it (429 beyond it); answering with the open job costs nothing.
 */
export async function queueAnalysis(
  db: Db,
  input: { brandId: string; requestedBy: string | null; payload: AnalyzeBrandPayload },
): Promise<{ job: JobRow; queued: boolean }> {
  return db.transaction(async (tx) => queueInTransaction(tx as unknown as Db, input));
}

async function queueInTransaction(
  db: Db,
  input: { brandId: string; requestedBy: string | null; payload: AnalyzeBrandPayload },
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
  if (input.requestedBy) await assertAnalysisQuota(db, input.requestedBy, ANALYZE_BRAND_JOB);
  const job = await enqueueJob(db, {
    type: ANALYZE_BRAND_JOB,
    brandId: input.brandId,
    requestedBy: input.requestedBy,
    payload: { ...input.payload },
  });
  return { job, queued: true };
}
