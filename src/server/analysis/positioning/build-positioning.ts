import type { ArchetypeVerdict } from '../../../domain/archetype-lexicon';
import {
  coordinatesOf,
  marketPositionOf,
  type PlacementFacts,
  positioningStatementOf,
} from '../../../domain/brand-placement';
import { round2 } from '../../../domain/cue-matching';
import { type GrowthStage, growthStageOf, PRICING_LABELS } from '../../../domain/market-position';
import type { PricingVerdict } from '../../../domain/price-cues';
import { PRICING_STRATEGIES, type PricingStrategy } from '../../../domain/taxonomy';
import type { CatalogueSegment } from './find-competitors';

/** The facts the positioning reads besides the site's text. */
export interface PositioningFacts extends PlacementFacts {
  /** Networks the site links profiles on. */
  socialNetworks: string[];
  audience: string | null;
  valueProposition: string | null;
  advantages: string[];
  /** Whether the site shows any price at all. */
  showsPrices: boolean;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const dearer = (p: PricingStrategy) => PRICING_STRATEGIES.slice(0, PRICING_STRATEGIES.indexOf(p));
const cheaper = (p: PricingStrategy) => PRICING_STRATEGIES.slice(PRICING_STRATEGIES.indexOf(p) + 1);
const sum = (segment: CatalogueSegment, strategies: PricingStrategy[]) =>
  strategies.reduce((n, p) => n + (segment.byPricing[p] ?? 0), 0);

const WATCHED_NETWORKS = ['instagram', 'tiktok', 'youtube', 'linkedin'] as const;
const NETWORK_NAMES: Readonly<Record<(typeof WATCHED_NETWORKS)[number], string>> = {
  instagram: 'Instagram',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
};

export interface Swot {
  strengths: string[];
  weaknesses: string[];
  opportunities: string[];
  threats: string[];
}

/**
 * A SWOT built only from what was found: the site's voice, its prices, its age, the profiles it
 * links, and the catalogue's brands of the same industry. Each line names its evidence. The
 * site's claimed advantages have a list of their own (competitive_advantages).
 */
export function swotOf(facts: PositioningFacts, voice: ArchetypeVerdict, segment: CatalogueSegment): Swot {
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const opportunities: string[] = [];
  const threats: string[] = [];
  const stage = growthStageOf(facts.yearFounded);

  if (facts.yearFounded && stage === 'mature') strengths.push(`Heritage since ${facts.yearFounded}`);
  if (voice.archetype && voice.confidence >= 0.5) {
    strengths.push(`A consistent ${voice.archetype} voice (${voice.evidence.slice(0, 3).join(', ')})`);
  }
  if (facts.pricing === 'luxury' || facts.pricing === 'premium') {
    strengths.push(`${capitalise(PRICING_LABELS[facts.pricing])} price position`);
  }
  if (facts.socialNetworks.length >= 3)
    strengths.push(`Profiles on ${facts.socialNetworks.length} social networks`);

  if (!facts.showsPrices) weaknesses.push('No prices shown on its website');
  if (stage === 'startup') weaknesses.push('A young brand with a short track record');
  if (!voice.archetype || voice.confidence < 0.3)
    weaknesses.push('No single brand voice stands out in its own text');
  if (facts.socialNetworks.length <= 1) weaknesses.push('Few social profiles linked from its website');

  const missing = WATCHED_NETWORKS.filter((n) => !facts.socialNetworks.includes(n));
  if (missing.length > 0 && missing.length < WATCHED_NETWORKS.length) {
    opportunities.push(
      `Build a presence on ${missing
        .slice(0, 2)
        .map((n) => NETWORK_NAMES[n])
        .join(' and ')}`,
    );
  }
  if (!facts.showsPrices) opportunities.push('Publish prices to make its position clear');
  if (facts.pricing && facts.industry) {
    const above = sum(segment, dearer(facts.pricing));
    if (facts.pricing !== 'luxury' && above === 0 && segment.industryTotal > 0) {
      opportunities.push(`Room to trade up: no ${facts.industry} brand of the catalogue is priced higher`);
    }
  }

  if (segment.competitors.length > 0 && facts.industry) {
    const named = segment.competitors.slice(0, 3).join(', ');
    threats.push(
      facts.pricing
        ? `${segment.competitors.length} ${facts.industry} brands at a near price position (${named})`
        : `${segment.industryTotal} other ${facts.industry} brands in the catalogue (${named})`,
    );
  }
  if (facts.pricing && facts.industry) {
    const cheap = sum(
      segment,
      cheaper(facts.pricing).filter((p) => p === 'value' || p === 'economy'),
    );
    if (cheap > 0) threats.push(`Price pressure from ${cheap} value and economy brands in ${facts.industry}`);
  }
  return { strengths, weaknesses, opportunities, threats };
}

/** Overall confidence: 0.4 × the voice's + 0.4 × the pricing's + 0.2 when the founding year is known. */
export function overallConfidence(voice: number, pricing: number, yearKnown: boolean): number {
  return round2(0.4 * voice + 0.4 * pricing + (yearKnown ? 0.2 : 0));
}

/** The competitive_positioning object (spec 001 §3) from the heuristics. */
export function heuristicPositioning(
  facts: PositioningFacts,
  voice: ArchetypeVerdict,
  price: PricingVerdict,
  segment: CatalogueSegment,
): Record<string, unknown> {
  const growth: GrowthStage | null = growthStageOf(facts.yearFounded);
  return {
    ...coordinatesOf(facts),
    positioning_statement: positioningStatementOf(facts),
    target_audience: facts.audience,
    value_proposition: facts.valueProposition,
    pricing_strategy: facts.pricing,
    growth_stage: growth,
    market_position: marketPositionOf(facts.pricing, facts.industry),
    ...swotOf(facts, voice, segment),
    competitive_advantages: facts.advantages,
    confidence_score: overallConfidence(voice.confidence, price.confidence, facts.yearFounded !== null),
    archetype_confidence: voice.confidence,
    pricing_confidence: price.confidence,
    evidence: {
      archetype: voice.evidence.slice(0, 8),
      pricing: price.cues.slice(0, 8).map((cue) => cue.text),
    },
    method: 'heuristics',
  };
}
