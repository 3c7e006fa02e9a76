import { withDeadline } from '../../deadline';
import { AppError } from '../../errors';
import { ANALYZE_COLORS_JOB, IMPROVE_LOGO_JOB } from '../../jobs/job-names';
import { onBehalfOf } from '../../net/fetcher/fetch-policy';
import { refreshBrandColors } from '../colors/refresh-brand-colors';
import { improveBrandLogo } from '../logos/improve-logo';
import type { AnalysisDeps } from '../pipeline/analysis-context';
import { analyzeBrandHandler } from '../pipeline/analyze-brand-job';
import { SINGLE_BRAND_TIME_LIMIT_MS } from '../single-brand';
import type { JobRow } from './job-queue';
import { type JobHandler, PermanentJobError } from './worker';

/**
 * A job that runs a single-brand service under its time limit. The service's refusals (protected,
 * verified colours, nothing better found, a site that cannot be read) are answers, not accidents:
 * they end the job without retrying.
 */
function singleBrandJob(
  type: string,
  run: (brandId: string, requestedBy: string | null, signal: AbortSignal) => Promise<unknown>,
): JobHandler {
  return {
    type,
    async run(job: JobRow, context) {
      if (!job.brandId) throw new PermanentJobError(`${type} needs a brand`);
      const brandId = job.brandId;
      try {
        await withDeadline(SINGLE_BRAND_TIME_LIMIT_MS, context.signal, (signal) =>
          run(brandId, job.requestedBy, signal),
        );
      } catch (error) {
        if (error instanceof AppError) throw new PermanentJobError(error.message);
        throw error;
      }
    },
  };
}

/** Every job the analyzer's worker runs, each calling the same service the API calls. */
export function analysisJobHandlers(deps: AnalysisDeps): JobHandler[] {
  const forUser = (userId: string | null) => ({ ...deps, fetchPolicy: onBehalfOf(deps.fetchPolicy, userId) });
  return [
    analyzeBrandHandler(deps),
    singleBrandJob(ANALYZE_COLORS_JOB, (brandId, requestedBy, signal) =>
      refreshBrandColors(forUser(requestedBy), brandId, signal),
    ),
    singleBrandJob(IMPROVE_LOGO_JOB, (brandId, requestedBy, signal) =>
      improveBrandLogo(forUser(requestedBy), brandId, signal),
    ),
  ];
}
