import { eq } from 'drizzle-orm';
import { brands } from '../../db/schema';
import { analyzePositioning, saveBrandPositioning } from '../positioning/analyze-positioning';
import type { StageRunner } from './analysis-context';

/**
 * Stage 'positioning' (80 → 85): archetype, pricing, competitive positioning, competitors. The
 * brand is read afresh, so facts an earlier stage stored (founding year, tagline) count.
 */
export const runPositioningStage: StageRunner = async (run) => {
  const [brand] = await run.db.select().from(brands).where(eq(brands.id, run.brand.id));
  const result = await analyzePositioning({ ...run, brand: brand ?? run.brand });
  const saved = await saveBrandPositioning(run.db, run.brand, result, run.provenance);
  run.log.info(
    { method: result.method, archetype: result.archetype, pricing: result.pricingStrategy, saved },
    'positioning analysed',
  );
};
