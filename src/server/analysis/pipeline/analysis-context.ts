import type { FieldProvenance } from '../../../domain/provenance';
import type { Db } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import type { Storage } from '../../storage/storage';
import type { LlmClient } from '../llm/llm-client';
import type { RenderService } from '../render/process-renderer';
import type { RenderedPage } from '../render/render-page';
import type { SiteSnapshot } from './site-snapshot';

/** What every stage of an analysis can use. */
export interface AnalysisDeps {
  db: Db;
  storage: Storage;
  events: EventBus;
  logger: Logger;
  fetchPolicy: FetchPolicy;
  llm: LlmClient | null;
  /** Take official colours from the bundled registry (absent: yes); false reads the page alone. */
  colorRegistry?: boolean;
  /** The worker's browser for the render stage, or why there is none (absent: none). */
  render?: RenderService;
}

export interface AnalysisRun extends AnalysisDeps {
  brand: BrandRow;
  preserveColors: boolean;
  signal: AbortSignal;
  log: Logger;
  /** The brand's home page and what it says, fetched once per run. */
  site(): Promise<SiteSnapshot>;
  /** The home page as the worker's browser rendered it, once per run; null without one or on failure. */
  rendered(): Promise<RenderedPage | null>;
  /** Records where a stored value came from. */
  provenance(method: string, source: string): FieldProvenance;
}

/** One stage of analyze-brand; throwing marks the stage failed (spec 000 §4). */
export type StageRunner = (run: AnalysisRun) => Promise<void>;
