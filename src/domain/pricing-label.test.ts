import { describe, expect, it } from 'vitest';
import { PRICING_STRATEGIES, pricingPositionLabel } from './taxonomy';

describe('pricingPositionLabel', () => {
  it('labels every pricing position of the spec, its spelling kept', () => {
    expect(PRICING_STRATEGIES.map((value) => pricingPositionLabel(value))).toEqual([
      'Luxury',
      'Premium',
      'Mid-market',
      'Value',
      'Economy',
    ]);
  });

  it('writes a position one way whatever its stored case', () => {
    expect(pricingPositionLabel('Mid-Market')).toBe('Mid-market');
    expect(pricingPositionLabel('PREMIUM')).toBe('Premium');
  });

  it('capitalises other text and gives null for none', () => {
    expect(pricingPositionLabel('ultra')).toBe('Ultra');
    expect(pricingPositionLabel(null)).toBeNull();
    expect(pricingPositionLabel('  ')).toBeNull();
  });
});
