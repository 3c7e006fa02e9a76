import { describe, expect, it } from 'vitest';
import {
  coordinatesOf,
  curatedPositioning,
  type PlacementFacts,
  positioningStatementOf,
} from './brand-placement';

const facts: PlacementFacts & { audience: string | null } = {
  name: 'Acme',
  industry: 'Apparel & Fashion',
  archetype: 'Explorer',
  pricing: 'mid-market',
  yearFounded: 1990,
  annualRevenue: null,
  brandEquityValue: null,
  audience: 'Travellers',
};

describe("a brand's placement", () => {
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
