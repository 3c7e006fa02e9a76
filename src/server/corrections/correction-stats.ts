import { and, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { REVIEW_MEDIAN_WINDOW_DAYS } from '../../domain/correction-rules';
import type { CorrectionStats } from '../../domain/corrections';
import type { Db } from '../db/client';
import { corrections } from '../db/schema';

/** The queue's length and the median time from proposal to review over the last 30 days. */
export async function getCorrectionStats(db: Db): Promise<CorrectionStats> {
  const since = new Date(Date.now() - REVIEW_MEDIAN_WINDOW_DAYS * 86_400_000);
  const [pending] = await db
    .select({ n: count() })
    .from(corrections)
    .where(eq(corrections.status, 'pending'));
  const [reviewed] = await db
    .select({
      n: count(),
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${corrections.reviewedAt} - ${corrections.createdAt})))`.mapWith(
        (v) => (v === null ? null : Number(v)),
      ),
    })
    .from(corrections)
    .where(and(isNotNull(corrections.reviewedAt), gt(corrections.reviewedAt, since)));
  return {
    pending: pending?.n ?? 0,
    reviewed: reviewed?.n ?? 0,
    window_days: REVIEW_MEDIAN_WINDOW_DAYS,
    median_review_seconds: reviewed?.median ?? null,
  };
}
