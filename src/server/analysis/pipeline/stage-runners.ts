import type { AnalysisStageId } from '../../../domain/analysis-progress';
import type { StageRunner } from './analysis-context';
import { runColorNamesStage } from './stage-color-names';
import { runIdentityStage } from './stage-identity';
import { runInsightsStage } from './stage-insights';
import { runNewsStage } from './stage-news';
import { runPositioningStage } from './stage-positioning';
import { runSocialStage } from './stage-social';

/**
 * The runner of each stage of analyze-brand (spec 000 §4). A stage without a runner is skipped
 * and logged, like a stage that fails.
 */
export const STAGE_RUNNERS: Partial<Record<AnalysisStageId, StageRunner>> = {
  identity: runIdentityStage,
  'color-names': runColorNamesStage,
  positioning: runPositioningStage,
  news: runNewsStage,
  social: runSocialStage,
  insights: runInsightsStage,
};
