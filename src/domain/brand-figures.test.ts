import { describe, expect, it } from 'vitest';
import { currencySign, equityLabel, revenueInUsd } from './brand-figures';
import { formatMoney } from './money';
import { marketScore } from './quadrant';

describe('brand figures', () => {
  it('labels a valuation with its ranking and edition, or not at all', () => {
    expect(equityLabel('Interbrand Best Global Brands', 2024)).toBe('Interbrand Best Global Brands 2024');
    expect(equityLabel(null, 2024)).toBeNull();
  });

  it('writes revenue in the currency it was reported in', () => {
    expect(formatMoney(47.6e9, 'EUR')).toBe('€47.6B');
    expect(formatMoney(2.461e9, 'GBP')).toBe('£2.5B');
    expect(formatMoney(234.5e9, 'SEK')).toBe('SEK 234.5B');
    expect(formatMoney(46.31e9)).toBe('$46.3B');
    expect(currencySign('XYZ')).toBe('XYZ ');
  });

  it('converts only for the market score, at the stated rates', () => {
    expect(revenueInUsd(1e9, 'EUR')).toBeCloseTo(1.0824e9, -3);
    expect(revenueInUsd(1e9, 'XYZ')).toBeNull();
    // A yen revenue is not read as dollars: ¥48 trillion is about $317 billion.
    expect(marketScore({ annual_revenue: 48.04e12, annual_revenue_currency: 'JPY' })).toBeCloseTo(
      Math.log10(48.04e12 / 151.4) * 8,
      5,
    );
    expect(marketScore({ annual_revenue: 48.04e12, annual_revenue_currency: 'JPY' })).toBeLessThan(100);
  });
});
