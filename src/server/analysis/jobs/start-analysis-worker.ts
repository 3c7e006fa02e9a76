import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { releaseNextBulkJob } from '../../jobs/bulk-run-release';
import type { Logger } from '../../logger';
import { fetchPolicyFor } from '../../net/fetcher/fetch-policy';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import type { Storage } from '../../storage/storage';
import { llmClientFromConfig } from '../llm/create-llm-client';
import type { LlmClient } from '../llm/llm-client';
import type { AnalysisDeps } from '../pipeline/analysis-context';
import { processRenderService, type RenderService } from '../render/process-renderer';
import { analysisJobHandlers } from './analysis-handlers';
import { startWorker, type Worker, type WorkerOptions } from './worker';

export interface AnalysisWorkerParts {
  db: Db;
  storage: Storage;
  events: EventBus;
  logger: Logger;
  config: Pick<Config, 'analyzerAllowHosts'> &
    Partial<Pick<Config, 'llm' | 'analyzerBrowser' | 'analyzerRenderPages' | 'analyzerColorRegistry'>>;
  /** Replaces the fetch policy derived from the config (tests shorten its time limits). */
  fetchPolicy?: FetchPolicy;
  /** Replaces the language model configured by LLM_BASE_URL (null: heuristics only). */
  llm?: LlmClient | null;
  /** Replaces the process's browser chosen by ANALYZER_BROWSER (tests bring their own). */
  render?: RenderService;
}

/** What every analysis job needs, from the process's database, storage, events and config. */
export function analysisDeps(parts: AnalysisWorkerParts): AnalysisDeps {
  return {
    db: parts.db,
    storage: parts.storage,
    events: parts.events,
    logger: parts.logger,
    fetchPolicy: parts.fetchPolicy ?? fetchPolicyFor(parts.config),
    llm: parts.llm !== undefined ? parts.llm : llmClientFromConfig(parts.config.llm ?? null),
    colorRegistry: parts.config.analyzerColorRegistry ?? true,
    render:
      parts.render ??
      processRenderService(
        {
          analyzerBrowser: parts.config.analyzerBrowser ?? { mode: 'off' },
          analyzerRenderPages: parts.config.analyzerRenderPages ?? 2,
        },
        parts.logger,
      ),
  };
}

/**
 * The analysis worker: claims analyze-brand, colour and logo jobs from the queue and runs them.
 * Before each round it moves a bulk run on whose last brand ended without the app hearing of it
 * (a live event lost, a release that failed): a run never waits for someone to open the panel.
 */
export function startAnalysisWorker(
  parts: AnalysisWorkerParts,
  options: Partial<WorkerOptions> & { autoStart?: boolean } = {},
): Worker {
  const logger = parts.logger.child({ component: 'worker' });
  return startWorker(parts.db, analysisJobHandlers(analysisDeps({ ...parts, logger })), logger, {
    ...options,
    beforeClaiming: () => releaseNextBulkJob(parts.db),
  });
}
