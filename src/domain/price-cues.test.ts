import { describe, expect, it } from 'vitest';
import {
  findPriceAmounts,
  parseAmount,
  scorePricing,
  strategyForPrice,
  strategyForScore,
} from './price-cues';

describe('parseAmount', () => {
  it('reads amounts as people write them', () => {
    expect(parseAmount('1,250.00')).toBe(1250);
    expect(parseAmount('1.250,50')).toBe(1250.5);
    expect(parseAmount('1 250')).toBe(1250);
    expect(parseAmount('19,99')).toBe(19.99);
    expect(parseAmount('19.99')).toBe(19.99);
    expect(parseAmount('2450')).toBe(2450);
  });
});

describe('findPriceAmounts', () => {
  it('finds symbols before and after, and currency codes, in US dollars', () => {
    const found = findPriceAmounts('From $2,450 — or €1.900,00, 300 €, £10 and CHF 100. Call 555 1234.');
    expect(found.map((a) => a.text)).toEqual(['$2,450', '€1.900,00', '£10', '300 €', 'CHF 100']);
    expect(found[0]?.usd).toBe(2450);
    expect(found[1]?.usd).toBeCloseTo(2090);
  });

  it('ignores funding and revenue figures', () => {
    expect(findPriceAmounts('Raised $20 million and $1,250 million; revenue of €3bn, USD 5m, $30k')).toEqual(
      [],
    );
    expect(findPriceAmounts('Only $20, millions love it')).toHaveLength(1);
  });

  it('ignores zero amounts and bare numbers', () => {
    expect(findPriceAmounts('Free: $0. Since 1847, 24/7, 100% cotton.')).toEqual([]);
  });
});

describe('strategyForPrice', () => {
  it('reads a price against its industry', () => {
    expect(strategyForPrice(2450, 'Jewelry & Accessories')).toBe('luxury');
    expect(strategyForPrice(60, 'Apparel & Fashion')).toBe('mid-market');
    expect(strategyForPrice(60, 'Beverages')).toBe('luxury');
    expect(strategyForPrice(1.99, 'Food & Beverage')).toBe('economy');
    expect(strategyForPrice(28_000, 'Automotive')).toBe('mid-market');
    expect(strategyForPrice(60, null)).toBe('mid-market');
    expect(strategyForPrice(60, 'Spaceflight')).toBe('mid-market');
  });

  it('maps a score to the nearest strategy', () => {
    expect(strategyForScore(95)).toBe('luxury');
    expect(strategyForScore(88)).toBe('luxury');
    expect(strategyForScore(86)).toBe('premium');
    expect(strategyForScore(70)).toBe('premium');
    expect(strategyForScore(45)).toBe('mid-market');
    expect(strategyForScore(25)).toBe('value');
    expect(strategyForScore(10)).toBe('economy');
  });
});

describe('scorePricing', () => {
  it('places a luxury jeweller by its prices and its words', () => {
    const verdict = scorePricing(
      'Bespoke fine jewellery. Exquisite rings from $2,450. Necklaces $5,900. Luxury since 1847.',
      'Jewelry & Accessories',
    );
    expect(verdict.strategy).toBe('luxury');
    expect(verdict.confidence).toBeGreaterThan(0.8);
    expect(verdict.cues).toEqual(
      expect.arrayContaining([
        { kind: 'amount', text: '$2,450', strategy: 'luxury' },
        { kind: 'word', text: 'bespoke', strategy: 'luxury' },
      ]),
    );
  });

  it('places a discount grocer low', () => {
    const verdict = scorePricing(
      'Everyday low prices on groceries. Bananas $0.49, bread $1.99, milk $2.49. Save more with weekly deals and coupons.',
      'Food & Beverage',
    );
    expect(['economy', 'value']).toContain(verdict.strategy);
    expect(verdict.score).toBeLessThan(35);
  });

  it('decides nothing without cues, and doubts mixed signals', () => {
    expect(scorePricing('Welcome to our website.', 'Retail')).toMatchObject({ strategy: null, score: null });
    const mixed = scorePricing('Luxury, bespoke. Cheap, discount, clearance.', 'Retail');
    const clear = scorePricing('Luxury, bespoke, couture, exquisite, atelier.', 'Retail');
    expect(mixed.confidence).toBeLessThan(clear.confidence);
  });
});
