import { analyzeSocialMedia, saveSocialLinks } from '../people/analyze-social-media';
import type { StageRunner } from './analysis-context';

/** Stage 'social' (→ 98): the brand's social profiles, into company_insights.social_links. */
export const runSocialStage: StageRunner = async (run) => {
  const result = await analyzeSocialMedia(run);
  const saved = await saveSocialLinks(run.db, run.brand, result, run.provenance);
  run.log.info({ networks: Object.keys(result.socialLinks), saved }, 'social profiles found');
};
