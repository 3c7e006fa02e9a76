import { and, desc, eq } from 'drizzle-orm';
import { PROGRESS_CREATED } from '../../domain/analysis-progress';
import type { BrandAnalysis } from '../../domain/brand-analysis';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { analysisJobs, brands } from '../db/schema';
import { AppError } from '../errors';
import { ANALYZE_BRAND_JOB } from '../jobs/job-names';
import { canSeeUnlisted } from './get-brand';

/**
 * Where a brand's analysis stands, for its page while it runs: the brand's status and error, and
 * the progress and stage of its latest analyze-brand job. Visible to whoever may see the brand.
 */
export async function getBrandAnalysis(
  db: Db,
  slug: string,
  viewer: SessionUser | null | undefined,
): Promise<BrandAnalysis> {
  const [brand] = await db
    .select({
      id: brands.id,
      listed: brands.listed,
      createdBy: brands.createdBy,
      status: brands.analysisStatus,
      error: brands.analysisError,
    })
    .from(brands)
    .where(eq(brands.slug, slug.toLowerCase()))
    .limit(1);
  if (!brand || (!brand.listed && !canSeeUnlisted(brand, viewer))) {
    throw new AppError('NOT_FOUND', `No brand with the slug '${slug.slice(0, 100)}'`);
  }
  const [job] = await db
    .select({ progress: analysisJobs.progress, stage: analysisJobs.stage })
    .from(analysisJobs)
    .where(and(eq(analysisJobs.brandId, brand.id), eq(analysisJobs.type, ANALYZE_BRAND_JOB)))
    .orderBy(desc(analysisJobs.createdAt))
    .limit(1);
  const running = brand.status === 'pending' || brand.status === 'analyzing';
  return {
    status: brand.status,
    progress:
      brand.status === 'completed'
        ? 100
        : running && job
          ? Math.max(PROGRESS_CREATED, job.progress)
          : // A brand waiting without a job (imported, not analysed yet) is at 0: nothing is under way.
            (job?.progress ?? 0),
    stage: job?.stage ?? null,
    error: brand.error,
    listed: brand.listed,
    can_retry: brand.status === 'failed' && !!viewer && brand.createdBy === viewer.id,
  };
}
