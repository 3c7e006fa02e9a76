import type { AnalysisStageId } from '../../../domain/analysis-progress';
import type { StageRunner } from './analysis-context';
import { runColorNamesStage } from './stage-color-names';
import { runIdentityStage } from './stage-identity';
import { runInsightsStage } from './stage-insights';
import { runNewsStage } from './stage-news';
import { runPositioningStage } from './stage-positioning';
import { runSocialStage } from './stage-social';

/**
 * The runner of each stage of analyze-brand (spec 000 §4): a stage added to ANALYSIS_STAGES
 * without its runner here is a type error.
 */
export const STAGE_RUNNERS: Record<AnalysisStageId, StageRunner> = {
  identity: runIdentityStage,
  'color-names': runColorNamesStage,
  positioning: runPositioningStage,
  news: runNewsStage,
  social: runSocialStage,
  insights: runInsightsStage,
};
