import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { ANALYSIS_STAGES, PROGRESS_CREATED } from '../../../domain/analysis-progress';
import { adminEditedFields, REANALYZED_FIELDS } from '../../../domain/reanalysis';
import { brands } from '../../db/schema';
import { startDeadline } from '../../deadline';
import { ANALYZE_BRAND_JOB } from '../../jobs/job-names';
import { onBehalfOf } from '../../net/fetcher/fetch-policy';
import { type JobRow, reportProgress } from '../jobs/job-queue';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
import type { RenderedPage } from '../render/render-page';
import { renderStage } from '../render/render-stage';
import type { AnalysisDeps, AnalysisRun } from './analysis-context';
import { withKeptFields } from './kept-fields';
import { fetchSiteSnapshot, type SiteSnapshot } from './site-snapshot';
import { STAGE_RUNNERS } from './stage-runners';

/** No brand analysis runs longer than this, however slow its site. */
export const BRAND_ANALYSIS_TIME_LIMIT_MS = 90_000;

/** The brand's analysis_error when its job was given up after its worker died on every attempt. */
export function abandonedAnalysisError(attempts: number): string {
  return `The analysis was interrupted ${attempts} times before it could finish. Please try again later.`;
}

const PayloadSchema = z.object({
  preserve_colors: z.boolean().default(false),
  stages: z.array(z.string()).optional(),
  /** Fields not to write (Re-Analyze); absent: every field a person set is kept. */
  keep_fields: z.array(z.enum(REANALYZED_FIELDS)).optional(),
});

/**
 * analyze-brand as a job: the identity stage must succeed (else the brand ends as failed with a
 * readable analysis_error); the later stages are logged and skipped when they fail (spec 000 §4).
 * Progress is pushed as live events at the checkpoints of spec 000 §9.
 */
export function analyzeBrandHandler(deps: AnalysisDeps): JobHandler {
  return {
    type: ANALYZE_BRAND_JOB,
    /** The brand does not stay 'analyzing' for a job nobody will run again. */
    async abandoned(job: JobRow) {
      if (!job.brandId) return;
      const [brand] = await deps.db
        .update(brands)
        .set({
          analysisStatus: 'failed',
          analysisError: abandonedAnalysisError(job.attempts),
          analysisCompletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(and(eq(brands.id, job.brandId), inArray(brands.analysisStatus, ['pending', 'analyzing'])))
        .returning({ id: brands.id, slug: brands.slug });
      if (!brand) return;
      await deps.events
        .publish({
          type: 'analysis.progress',
          brandId: brand.id,
          slug: brand.slug,
          progress: job.progress,
          stage: job.stage ?? 'started',
          status: 'failed',
        })
        .catch(() => {});
      await deps.events
        .publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug })
        .catch(() => {});
    },
    async run(job: JobRow, context) {
      const parsed = PayloadSchema.safeParse(job.payload);
      if (!parsed.success || !job.brandId) throw new PermanentJobError('Invalid analyze-brand payload');
      const [brand] = await deps.db.select().from(brands).where(eq(brands.id, job.brandId));
      if (!brand) throw new PermanentJobError('The brand no longer exists');
      const log = deps.logger.child({ brand: brand.slug, jobId: job.id });
      if (brand.protected) {
        log.info('brand is protected: analysis skipped');
        return;
      }

      const deadline = startDeadline(BRAND_ANALYSIS_TIME_LIMIT_MS, context.signal);
      const signal = deadline.signal;
      let snapshot: Promise<SiteSnapshot> | null = null;
      let rendering: Promise<RenderedPage | null> | null = null;
      const fetchPolicy = onBehalfOf(deps.fetchPolicy, job.requestedBy);
      const run: AnalysisRun = {
        ...deps,
        fetchPolicy,
        brand,
        preserveColors: parsed.data.preserve_colors,
        signal,
        log,
        site: () => {
          if (!brand.url) return Promise.reject(new Error('The brand has no website address'));
          snapshot ??= fetchSiteSnapshot(brand.url, fetchPolicy, signal);
          return snapshot;
        },
        rendered: () => {
          rendering ??= run.site().then((site) => renderStage(run, site));
          return rendering;
        },
        provenance: (method, source) => ({ method, source, at: new Date().toISOString() }),
      };

      /** The brand's analysis fields, written with its updated_at. */
      const setAnalysis = (fields: PgUpdateSetSource<typeof brands>) =>
        deps.db
          .update(brands)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(brands.id, brand.id));
      const announceChanged = () =>
        deps.events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});

      const publish = async (
        progress: number,
        stage: string,
        status: 'analyzing' | 'completed' | 'failed',
      ) => {
        await reportProgress(deps.db, job.id, progress, stage).catch(() => {});
        await deps.events
          .publish({
            type: 'analysis.progress',
            brandId: brand.id,
            slug: brand.slug,
            progress,
            stage,
            status,
          })
          .catch(() => {});
      };

      // The stages' left-behind requests stop with them; the limit's timer goes too.
      try {
        await setAnalysis({
          analysisStatus: 'analyzing',
          analysisStartedAt: sql`now()`,
          analysisError: null,
        });
        await publish(PROGRESS_CREATED, 'started', 'analyzing');

        const wanted = new Set(parsed.data.stages ?? ANALYSIS_STAGES.map((s) => s.id));
        const kept = parsed.data.keep_fields ?? adminEditedFields(brand.provenance).map((f) => f.field);
        if (kept.length > 0) log.info({ kept }, 'fields an admin set are kept');
        await withKeptFields(kept, async () => {
          for (const stage of ANALYSIS_STAGES) {
            if (!wanted.has(stage.id)) continue;
            if ('progressWhenStarted' in stage)
              await publish(stage.progressWhenStarted, stage.id, 'analyzing');
            const started = performance.now();
            try {
              const runner = STAGE_RUNNERS[stage.id];
              if (!runner) throw new Error(`The ${stage.id} stage is not available`);
              await runner(run);
              log.info(
                { stage: stage.id, ms: Math.round(performance.now() - started) },
                'analysis stage done',
              );
            } catch (error) {
              // The worker is stopping: the job goes back to the queue and runs again from the start.
              if (context.signal.aborted) throw new Error('The worker stopped during the analysis');
              const message = (error as Error).message || 'Analysis failed';
              if (stage.id === 'identity') {
                await setAnalysis({
                  analysisStatus: 'failed',
                  analysisError: message,
                  analysisCompletedAt: sql`now()`,
                });
                await publish(stage.progressWhenDone, stage.id, 'failed');
                await announceChanged();
                throw new PermanentJobError(message);
              }
              log.warn({ stage: stage.id, err: message }, 'analysis stage failed: skipped');
            }
            await publish(stage.progressWhenDone, stage.id, 'analyzing');
          }
        });
      } finally {
        deadline.end();
      }

      await setAnalysis({
        analysisStatus: 'completed',
        analysisCompletedAt: sql`now()`,
        analysisError: null,
        // A brand added with the wizard joins the public catalogue now (docs/decisions/0116).
        listed: true,
      });
      await publish(100, 'completed', 'completed');
      await announceChanged();
    },
  };
}
