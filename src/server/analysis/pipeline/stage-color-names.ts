import { nameBrandColors } from '../colors/name-brand-colors';
import type { StageRunner } from './analysis-context';

/**
 * analyze-brand's colour-name stage (spec 000 §4: colour-name generation runs if the brand has any
 * colour): each colour gets the nearest name of color-name-list, stored in ai_color_names.
 */
export const runColorNamesStage: StageRunner = async (run) => {
  const named = await nameBrandColors(run.db, run.brand.id);
  run.log.info({ named }, 'colours named');
};
