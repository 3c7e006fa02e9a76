import { describe, expect, it } from 'vitest';
import type { ArchetypeVerdict } from '../../../domain/archetype-lexicon';
import type { PricingVerdict } from '../../../domain/price-cues';
import { heuristicPositioning, type PositioningFacts, swotOf } from './build-positioning';
import type { CatalogueSegment } from './find-competitors';

const facts: PositioningFacts = {
  name: 'Acme',
  industry: 'Apparel & Fashion',
  archetype: 'Explorer',
  pricing: 'mid-market',
  yearFounded: 1990,
  annualRevenue: null,
  brandEquityValue: null,
  socialNetworks: ['instagram', 'youtube', 'twitter'],
  audience: 'Travellers',
  valueProposition: 'Clothes for the road',
  advantages: ['Lifetime warranty'],
  showsPrices: true,
};
const voice: ArchetypeVerdict = {
  archetype: 'Explorer',
  confidence: 0.8,
  scores: [{ archetype: 'Explorer', hits: 9 }],
  evidence: ['explore', 'journey', 'trail', 'summit'],
};
const price: PricingVerdict = { strategy: 'mid-market', score: 50, confidence: 0.5, cues: [], medianUsd: 80 };
const segment: CatalogueSegment = {
  competitors: ['Gap', 'Uniqlo', 'Levi’s', 'H&M'],
  byPricing: { 'mid-market': 3, value: 1, economy: 2, premium: 1 },
  industryTotal: 7,
};

describe('the heuristic positioning', () => {
  it('builds each SWOT line from a found fact', () => {
    expect(swotOf(facts, voice, segment)).toEqual({
      strengths: [
        'Heritage since 1990',
        'A consistent Explorer voice (explore, journey, trail)',
        'Profiles on 3 social networks',
      ],
      weaknesses: [],
      opportunities: ['Build a presence on TikTok and LinkedIn'],
      threats: [
        '4 Apparel & Fashion brands at a near price position (Gap, Uniqlo, Levi’s)',
        'Price pressure from 3 value and economy brands in Apparel & Fashion',
      ],
    });
    const thin = swotOf(
      { ...facts, yearFounded: 2022, socialNetworks: [], showsPrices: false, pricing: null },
      { ...voice, archetype: null, confidence: 0, evidence: [] },
      segment,
    );
    expect(thin.weaknesses).toEqual([
      'No prices shown on its website',
      'A young brand with a short track record',
      'No single brand voice stands out in its own text',
      'Few social profiles linked from its website',
    ]);
    expect(thin.threats).toEqual(['7 other Apparel & Fashion brands in the catalogue (Gap, Uniqlo, Levi’s)']);
  });

  it('records its confidences and evidence', () => {
    const positioning = heuristicPositioning(facts, voice, price, segment);
    expect(positioning).toMatchObject({
      confidence_score: 0.72,
      archetype_confidence: 0.8,
      pricing_confidence: 0.5,
      growth_stage: 'mature',
      competitive_advantages: ['Lifetime warranty'],
      evidence: { archetype: ['explore', 'journey', 'trail', 'summit'], pricing: [] },
      method: 'heuristics',
    });
  });
});
