import { describe, expect, it } from 'vitest';
import type { ArchetypeVerdict } from '../../../domain/archetype-lexicon';
import type { PricingVerdict } from '../../../domain/price-cues';
import {
  coordinatesOf,
  curatedPositioning,
  heuristicPositioning,
  type PositioningFacts,
  positioningStatementOf,
  swotOf,
} from './build-positioning';
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
  it('writes the statement from what was found only', () => {
    expect(positioningStatementOf(facts)).toBe(
      'Acme positions itself as a mid-market Apparel & Fashion brand for travellers, with the voice of the Explorer.',
    );
    expect(
      positioningStatementOf({ ...facts, pricing: null, industry: null, audience: null, archetype: null }),
    ).toBe('Acme positions itself as a brand.');
    expect(positioningStatementOf({ ...facts, pricing: 'economy', industry: null })).toContain(
      'as an economy brand',
    );
  });

  it('places the brand on the spec’s price and market scores', () => {
    expect(coordinatesOf({ ...facts, brandEquityValue: 5e10 })).toMatchObject({
      x_position: 50,
      y_position: 100,
      quadrant: 'leader',
      positioning_coordinates: { x: 50, y: 100, x_axis: 'Price', y_axis: 'Market Share' },
    });
    expect(coordinatesOf(facts).quadrant).toBe('follower');
  });

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

describe("a curated brand's positioning, from its facts alone", () => {
  const curated = {
    name: 'Maison Verel',
    industry: 'Jewelry & Accessories',
    archetype: 'Ruler',
    pricing: 'luxury' as const,
    yearFounded: 1847,
    annualRevenue: null,
    annualRevenueCurrency: null,
    brandEquityValue: 13.5e9,
  };

  it('places it, names its stage and segment, and says so in one sentence', () => {
    expect(curatedPositioning(curated)).toEqual({
      quadrant: 'leader',
      x_position: 95,
      y_position: 100,
      positioning_coordinates: { x: 95, y: 100, x_axis: 'Price', y_axis: 'Market Share' },
      positioning_statement:
        'Maison Verel positions itself as a luxury Jewelry & Accessories brand, with the voice of the Ruler.',
      pricing_strategy: 'luxury',
      growth_stage: 'mature',
      market_position: 'Luxury segment of Jewelry & Accessories',
      method: 'seed',
    });
  });

  it('claims nothing only a site could tell, and no confidence', () => {
    const positioning = curatedPositioning({ ...curated, brandEquityValue: null, yearFounded: 2022 });
    expect(positioning).toMatchObject({ quadrant: 'niche', y_position: 25, growth_stage: 'startup' });
    for (const key of ['target_audience', 'value_proposition', 'strengths', 'weaknesses', 'confidence_score'])
      expect(positioning).not.toHaveProperty(key);
  });
});
