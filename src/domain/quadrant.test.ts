import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_TYPES,
  analysisTypeOf,
  archetypeScore,
  explainAnalysisType,
  growthScore,
  heritageScore,
  marketScore,
  plotBrands,
  priceScore,
  quadrantOf,
  scoreBrand,
  summarizeQuadrants,
} from './quadrant';

describe('marketScore (spec 000 §9)', () => {
  it('uses log10 of the brand equity value times 10', () => {
    expect(marketScore({ brand_equity_value: 1e9, annual_revenue: 1e12 })).toBe(90);
    expect(marketScore({ brand_equity_value: 3.5e8, annual_revenue: null })).toBeCloseTo(85.44, 2);
    expect(marketScore({ brand_equity_value: 1e6, annual_revenue: null })).toBe(60);
  });

  it('caps at 100', () => {
    expect(marketScore({ brand_equity_value: 1e10, annual_revenue: null })).toBe(100);
    expect(marketScore({ brand_equity_value: 5e11, annual_revenue: null })).toBe(100);
  });

  it('falls back to log10 of annual revenue times 8', () => {
    expect(marketScore({ brand_equity_value: null, annual_revenue: 1e9 })).toBe(72);
    expect(marketScore({ brand_equity_value: 0, annual_revenue: 1e10 })).toBe(80);
    expect(marketScore({ brand_equity_value: -5, annual_revenue: 1e12 })).toBe(96);
    expect(marketScore({ annual_revenue: 1e13 })).toBe(100);
    expect(marketScore({ annual_revenue: 2.5e9 })).toBeCloseTo(75.18, 2);
  });

  it('is 25 without figures', () => {
    expect(marketScore({ brand_equity_value: null, annual_revenue: null })).toBe(25);
    expect(marketScore({})).toBe(25);
    expect(marketScore({ brand_equity_value: 0, annual_revenue: -1 })).toBe(25);
    expect(marketScore({ brand_equity_value: Number.NaN, annual_revenue: null })).toBe(25);
  });

  it('never scores below 0', () => {
    expect(marketScore({ brand_equity_value: 0.5, annual_revenue: null })).toBe(0);
  });
});

describe('priceScore (spec 000 §9)', () => {
  it('scores each pricing strategy', () => {
    expect(priceScore('luxury')).toBe(95);
    expect(priceScore('premium')).toBe(80);
    expect(priceScore('mid-market')).toBe(50);
    expect(priceScore('value')).toBe(30);
    expect(priceScore('economy')).toBe(15);
  });

  it('is case-insensitive and 50 for anything else', () => {
    expect(priceScore('Luxury')).toBe(95);
    expect(priceScore(null)).toBe(50);
    expect(priceScore('budget')).toBe(50);
    expect(priceScore('toString')).toBe(50);
  });
});

describe('growthScore (spec 000 §9)', () => {
  it('scores by age in 2024 with strict upper bounds', () => {
    expect(growthScore(2024)).toBe(90);
    expect(growthScore(2020)).toBe(90);
    expect(growthScore(2019)).toBe(70);
    expect(growthScore(2010)).toBe(70);
    expect(growthScore(2009)).toBe(50);
    expect(growthScore(1995)).toBe(50);
    expect(growthScore(1994)).toBe(30);
    expect(growthScore(1837)).toBe(30);
  });

  it('treats a founding year after 2024 as young', () => {
    expect(growthScore(2026)).toBe(90);
  });

  it('assumes 50 years when the year is unknown', () => {
    expect(growthScore(null)).toBe(30);
    expect(growthScore(undefined)).toBe(30);
  });
});

describe('heritageScore (spec 000 §9)', () => {
  it('is age times 1.2', () => {
    expect(heritageScore(2024)).toBe(0);
    expect(heritageScore(2014)).toBe(12);
    expect(heritageScore(1971)).toBeCloseTo(63.6, 10);
    expect(heritageScore(1941)).toBeCloseTo(99.6, 10);
  });

  it('caps at 100', () => {
    expect(heritageScore(1940)).toBe(100);
    expect(heritageScore(1837)).toBe(100);
  });

  it('is 0 when unknown or in the future', () => {
    expect(heritageScore(null)).toBe(0);
    expect(heritageScore(2026)).toBe(0);
  });
});

describe('archetypeScore (spec 000 §9)', () => {
  it('scores each archetype', () => {
    const expected = {
      hero: 85,
      sage: 80,
      explorer: 75,
      innocent: 70,
      creator: 75,
      ruler: 90,
      caregiver: 65,
      magician: 80,
      everyman: 60,
      lover: 70,
      jester: 65,
      outlaw: 75,
    };
    for (const [archetype, score] of Object.entries(expected)) expect(archetypeScore(archetype)).toBe(score);
  });

  it('is case-insensitive, tolerates "The " and is 50 otherwise', () => {
    expect(archetypeScore('Ruler')).toBe(90);
    expect(archetypeScore('The Ruler')).toBe(90);
    expect(archetypeScore('THE HERO')).toBe(85);
    expect(archetypeScore('Villain')).toBe(50);
    expect(archetypeScore(null)).toBe(50);
  });
});

describe('ANALYSIS_TYPES (spec 000 §9)', () => {
  it('lists the five types, the first named on x', () => {
    expect(ANALYSIS_TYPES.map(({ id, label, x, y }) => [id, label, x, y])).toEqual([
      ['price-market', 'Price vs Market Share', 'price', 'market'],
      ['price-growth', 'Price vs Growth Stage', 'price', 'growth'],
      ['market-growth', 'Market Share vs Growth Stage', 'market', 'growth'],
      ['heritage-pricing', 'Heritage vs Pricing', 'heritage', 'price'],
      ['archetype-pricing', 'Archetype vs Pricing', 'archetype', 'price'],
    ]);
    expect(analysisTypeOf('nope')).toBeNull();
  });
});

describe('scoreBrand', () => {
  const brand = {
    brand_equity_value: 1e9,
    annual_revenue: 5e10,
    pricing_strategy: 'luxury',
    year_founded: 1994,
    archetype: 'Lover',
  };

  it('computes x and y for each type', () => {
    expect(scoreBrand(brand, 'price-market')).toEqual({ x: 95, y: 90 });
    expect(scoreBrand(brand, 'price-growth')).toEqual({ x: 95, y: 30 });
    expect(scoreBrand(brand, 'market-growth')).toEqual({ x: 90, y: 30 });
    expect(scoreBrand(brand, 'heritage-pricing')).toEqual({ x: 36, y: 95 });
    expect(scoreBrand(brand, 'archetype-pricing')).toEqual({ x: 70, y: 95 });
  });

  it('accepts a type object and refuses an unknown id', () => {
    expect(scoreBrand({}, ANALYSIS_TYPES[0])).toEqual({ x: 50, y: 25 });
    expect(() => scoreBrand(brand, 'nope' as never)).toThrow('Unknown analysis type: nope');
  });
});

describe('quadrantOf (spec 000 §4)', () => {
  it('places by the threshold 50, inclusive', () => {
    expect(quadrantOf(50, 50)).toBe('Leaders');
    expect(quadrantOf(95, 90)).toBe('Leaders');
    expect(quadrantOf(50, 49.9)).toBe('Challengers');
    expect(quadrantOf(49.9, 50)).toBe('Visionaries');
    expect(quadrantOf(49.9, 49.9)).toBe('Niche Players');
    expect(quadrantOf(0, 0)).toBe('Niche Players');
  });
});

describe('plotBrands and summarizeQuadrants', () => {
  const brand = (name: string, pricing: string, founded: number | null) => ({
    name,
    pricing_strategy: pricing,
    year_founded: founded,
  });

  it('scores each brand and names its quadrant', () => {
    // Price vs Growth Stage: luxury 95 / young 90 is a Leader; economy 15 / old 30 a Niche Player.
    const points = plotBrands(
      [brand('Young Luxe', 'luxury', 2022), brand('Old Cheap', 'economy', 1900)],
      'price-growth',
    );
    expect(points.map((p) => [p.brand.name, p.x, p.y, p.quadrant])).toEqual([
      ['Young Luxe', 95, 90, 'Leaders'],
      ['Old Cheap', 15, 30, 'Niche Players'],
    ]);
  });

  it('counts every quadrant and lists at most 8, furthest from the centre first', () => {
    const brands = [
      ...Array.from({ length: 10 }, (_, i) => brand(`Lux ${i}`, 'luxury', 2010 + (i % 2) * 12)),
      brand('Mid Young', 'mid-market', 2023),
      brand('Value Old', 'value', 1950),
    ];
    const summary = summarizeQuadrants(plotBrands(brands, 'price-growth'));
    expect(summary.map((s) => [s.quadrant, s.count])).toEqual([
      ['Leaders', 11],
      ['Challengers', 0],
      ['Visionaries', 0],
      ['Niche Players', 1],
    ]);
    const leaders = summary[0]?.listed ?? [];
    expect(leaders).toHaveLength(8);
    // Founded 2022 (growth 90) is further from the centre than founded 2010 (growth 70), which is
    // further than Mid Young (price 50, growth 90): that one is counted but not listed.
    expect(leaders.map((p) => p.brand.name)).toEqual([
      'Lux 1',
      'Lux 3',
      'Lux 5',
      'Lux 7',
      'Lux 9',
      'Lux 0',
      'Lux 2',
      'Lux 4',
    ]);
    expect(leaders.map((p) => p.brand.name)).not.toContain('Mid Young');
    expect(summary[3]?.listed.map((p) => p.brand.name)).toEqual(['Value Old']);
    // 'and 3 more' opens on every member, the listed ones first, in the same order.
    const members = summary[0]?.members.map((p) => p.brand.name) ?? [];
    expect(members).toHaveLength(11);
    expect(members.slice(0, 8)).toEqual(leaders.map((p) => p.brand.name));
    expect(members.slice(8)).toEqual(['Lux 6', 'Lux 8', 'Mid Young']);
  });
});

describe('explainAnalysisType', () => {
  it('says in one line how each type computes both of its scores, x first', () => {
    const lines = ANALYSIS_TYPES.map((type) => explainAnalysisType(type));
    expect(new Set(lines).size).toBe(ANALYSIS_TYPES.length);
    for (const line of lines) expect(line).not.toContain('\n');
    expect(explainAnalysisType(ANALYSIS_TYPES[0])).toBe(
      'Price by pricing position: luxury 95, premium 80, mid-market 50, value 30, economy 15 (unknown 50). ' +
        'Market Share is log10 of brand equity × 10, else log10 of annual revenue × 8, else 25. ' +
        'Each runs from 0 to 100; 50 splits high from low.',
    );
    expect(explainAnalysisType(ANALYSIS_TYPES[3])).toMatch(/^Heritage is age in 2024 × 1\.2, at most 100/);
    expect(explainAnalysisType(ANALYSIS_TYPES[1])).toContain(
      'Growth Stage by age in 2024: under 5 years 90, under 15 years 70, under 30 years 50, older 30',
    );
  });
});
