import { z } from 'zod';
import { ANALYSIS_STATUSES } from './taxonomy';

/** GET /api/brands/{slug}/analysis: where the brand's analysis stands, for its page while it runs. */
export const BrandAnalysisSchema = z.object({
  status: z.enum(ANALYSIS_STATUSES),
  /** 0–100: the checkpoints of spec 000 §9 as the server reached them. */
  progress: z.number().int().min(0).max(100),
  stage: z.string().nullable(),
  error: z.string().nullable(),
  listed: z.boolean(),
  /** The viewer added this brand and its analysis failed: they may correct its address and retry. */
  can_retry: z.boolean(),
});
export type BrandAnalysis = z.infer<typeof BrandAnalysisSchema>;
