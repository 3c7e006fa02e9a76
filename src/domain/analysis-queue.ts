import { z } from 'zod';
import { ANALYSIS_COUNT_STATUSES } from './admin';
import { ANALYSIS_STATUSES } from './taxonomy';

/** What the analyzer panel reads: the queue, the debug check and the "all brands" batches. */

export const AnalysisQueueEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  analysis_status: z.enum(ANALYSIS_STATUSES),
  analysis_error: z.string().nullable(),
  protected: z.boolean(),
});
export type AnalysisQueueEntry = z.infer<typeof AnalysisQueueEntrySchema>;

/** GET /api/admin/analysis: counts by status, the first brands waiting, running or failed. */
export const AnalysisQueueSchema = z.object({
  counts: z.record(z.enum(ANALYSIS_COUNT_STATUSES), z.number()),
  queue: z.array(AnalysisQueueEntrySchema),
  bulk_remaining: z.number(),
});
export type AnalysisQueue = z.infer<typeof AnalysisQueueSchema>;

/** GET /api/admin/analysis/debug: the job queue's state and plain findings an admin can act on. */
export const AnalysisDebugReportSchema = z.object({
  checked_at: z.string(),
  jobs: z.object({ queued: z.number(), running: z.number(), completed: z.number(), failed: z.number() }),
  bulk: z.object({ waiting: z.number(), due: z.number(), running: z.number() }),
  next_job_at: z.string().nullable(),
  /** Running jobs whose worker stopped renewing its lease. */
  expired_leases: z.number(),
  /** Brands shown as analyzing with no job at work on them. */
  stalled: z.array(
    z.object({ id: z.string(), name: z.string(), slug: z.string(), since: z.string().nullable() }),
  ),
  recent_failures: z.array(
    z.object({ brand: z.string().nullable(), error: z.string().nullable(), at: z.string() }),
  ),
  findings: z.array(z.string()),
});
export type AnalysisDebugReport = z.infer<typeof AnalysisDebugReportSchema>;

/** The "all brands" batches of the admin panel: Improve All Logos and Analyze All Colors. */
export const BATCH_KINDS = ['logos', 'colors'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];

/** GET /api/admin/analysis/batches/{kind}: where the latest batch of a kind stands. */
export const BatchStatusSchema = z.object({
  kind: z.enum(BATCH_KINDS),
  /** Jobs of the latest batch; 0 when none was ever queued. */
  total: z.number(),
  /** Still waiting or running. */
  open: z.number(),
  /** Done: a better logo stored, or the site's colours stored. */
  completed: z.number(),
  /** Ended without a change: nothing better found, the site unreadable, the brand protected. */
  failed: z.number(),
  queued_at: z.string().nullable(),
});
export type BatchStatus = z.infer<typeof BatchStatusSchema>;
