import { fetchBrandInsights, saveBrandInsights } from '../insights/fetch-brand-insights';
import type { StageRunner } from './analysis-context';

/** Stage 'insights' (→ 100): key people and company insights. */
export const runInsightsStage: StageRunner = async (run) => {
  const result = await fetchBrandInsights(run);
  const { saved } = await saveBrandInsights(run.db, run.brand, result, run);
  run.log.info({ people: result.keyPeople.length, saved }, 'insights gathered');
};
