import { describe, expect, it } from 'vitest';
import { describeBrandCount, FILTERED_TOTAL_CAP, groupThousands } from './brand-count';

describe('describeBrandCount', () => {
  it('counts brands in words, with thousands separated', () => {
    expect(describeBrandCount(0)).toBe('0 brands');
    expect(describeBrandCount(1)).toBe('1 brand');
    expect(describeBrandCount(164)).toBe('164 brands');
    expect(describeBrandCount(100_000)).toBe('100,000 brands');
  });

  it('says when a filtered count stopped at the cap', () => {
    expect(describeBrandCount(FILTERED_TOTAL_CAP, true)).toBe('1,000+ brands');
  });
});

describe('groupThousands', () => {
  it('writes whole numbers as en-US does', () => {
    for (const value of [0, 7, 999, 1_000, 12_345, 999_999, 1_000_000, 123_456_789, -4_200]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
