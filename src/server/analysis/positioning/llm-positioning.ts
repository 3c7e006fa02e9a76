import { z } from 'zod';
import { GROWTH_STAGES } from '../../../domain/market-position';
import { ARCHETYPES, PRICING_STRATEGIES } from '../../../domain/taxonomy';
import type { LlmClient } from '../llm/llm-client';

const Line = z.string().min(1).max(240);
const Lines = z.array(Line).max(5);

/** What the model is asked for; its answer is checked against the same schema. */
export const LlmPositioningSchema = z.object({
  archetype: z.enum(ARCHETYPES),
  archetype_confidence: z.number().min(0).max(1),
  pricing_strategy: z.enum(PRICING_STRATEGIES),
  pricing_confidence: z.number().min(0).max(1),
  positioning_statement: z.string().min(1).max(500),
  target_audience: z.string().min(1).max(240),
  value_proposition: z.string().min(1).max(300),
  growth_stage: z.enum(GROWTH_STAGES),
  strengths: Lines,
  weaknesses: Lines,
  opportunities: Lines,
  threats: Lines,
  competitive_advantages: Lines,
  confidence_score: z.number().min(0).max(1),
});
export type LlmPositioning = z.infer<typeof LlmPositioningSchema>;

/** Characters of site text sent to the model. */
export const LLM_SITE_TEXT_CHARS = 8_000;

export const POSITIONING_SYSTEM_PROMPT = [
  'You are a brand strategist. You position a brand from the text of its own website.',
  `Choose the archetype among: ${ARCHETYPES.join(', ')}.`,
  `Choose the pricing strategy among: ${PRICING_STRATEGIES.join(', ')}, judging the prices shown against the industry.`,
  `Choose the growth stage among: ${GROWTH_STAGES.join(', ')}.`,
  'Base every answer on the website text and the facts given; never invent figures, awards, people or events.',
  'When the text says little about a field, answer briefly and lower the matching confidence (0 to 1).',
  'Lists hold at most five short items. Answer with JSON only.',
].join('\n');

export interface PositioningPrompt {
  name: string;
  industry: string | null;
  yearFounded: number | null;
  prices: string[];
  siteText: string;
}

export function positioningUserPrompt(input: PositioningPrompt): string {
  return [
    `Brand: ${input.name}`,
    `Industry: ${input.industry ?? 'unknown'}`,
    `Founded: ${input.yearFounded ?? 'unknown'}`,
    `Prices shown on the site: ${input.prices.length ? input.prices.join(', ') : 'none found'}`,
    '',
    'Website text:',
    input.siteText.slice(0, LLM_SITE_TEXT_CHARS),
  ].join('\n');
}

/** The model's positioning; throws on any failure (the caller falls back to the heuristics). */
export function positioningFromModel(
  llm: LlmClient,
  input: PositioningPrompt,
  signal: AbortSignal,
): Promise<LlmPositioning> {
  return llm.completeJson({
    system: POSITIONING_SYSTEM_PROMPT,
    user: positioningUserPrompt(input),
    schemaName: 'brand_positioning',
    schema: LlmPositioningSchema,
    signal,
  });
}
