import { describe, expect, it } from 'vitest';
import { FEATURED_TIME_ZONE, featuredBrandIndex, featuredDateKey } from './featured';

describe('featuredDateKey (spec 000 §9)', () => {
  it('reads the date in New York', () => {
    expect(FEATURED_TIME_ZONE).toBe('America/New_York');
    expect(featuredDateKey(new Date('2026-11-22T03:00:00Z'))).toBe(20261121);
    expect(featuredDateKey(new Date('2026-11-22T05:00:00Z'))).toBe(20261122);
    expect(featuredDateKey(new Date('2026-11-22T04:59:59Z'))).toBe(20261121);
  });

  it('follows daylight saving time (UTC−4 in summer)', () => {
    expect(featuredDateKey(new Date('2026-07-01T03:59:59Z'))).toBe(20260630);
    expect(featuredDateKey(new Date('2026-07-01T04:00:00Z'))).toBe(20260701);
  });

  it('is null for an invalid date', () => {
    expect(featuredDateKey(new Date('nope'))).toBeNull();
  });
});

describe('featuredBrandIndex (spec 000 §9)', () => {
  it('is the date key modulo the number of brands', () => {
    expect(featuredBrandIndex(new Date('2026-11-22T03:00:00Z'), 150)).toBe(20261121 % 150);
    expect(featuredBrandIndex(new Date('2026-11-22T03:00:00Z'), 150)).toBe(21);
    expect(featuredBrandIndex(new Date('2026-11-22T03:00:00Z'), 7)).toBe(6);
    expect(featuredBrandIndex(new Date('2026-07-01T12:00:00Z'), 150)).toBe(51);
    expect(featuredBrandIndex(new Date('2026-07-01T12:00:00Z'), 1)).toBe(0);
  });

  it('is null without brands or for an invalid date', () => {
    expect(featuredBrandIndex(new Date('2026-11-22T03:00:00Z'), 0)).toBeNull();
    expect(featuredBrandIndex(new Date('2026-11-22T03:00:00Z'), -3)).toBeNull();
    expect(featuredBrandIndex(new Date('2026-11-22T03:00:00Z'), 2.5)).toBeNull();
    expect(featuredBrandIndex(new Date('nope'), 10)).toBeNull();
  });
});
