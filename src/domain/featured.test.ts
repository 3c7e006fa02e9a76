import { describe, expect, it } from 'vitest';
import { featuredBrandIndex, featuredDateKey, featuredDayStart } from './featured';

describe('featuredDateKey (spec 000 §9)', () => {
  it('reads the date in New York', () => {
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

describe('featuredDayStart', () => {
  it('is midnight in New York, in winter and in summer', () => {
    expect(featuredDayStart(new Date('2026-11-22T03:00:00Z'))?.toISOString()).toBe(
      '2026-11-21T05:00:00.000Z',
    );
    expect(featuredDayStart(new Date('2026-11-22T23:59:00Z'))?.toISOString()).toBe(
      '2026-11-22T05:00:00.000Z',
    );
    expect(featuredDayStart(new Date('2026-07-01T12:00:00Z'))?.toISOString()).toBe(
      '2026-07-01T04:00:00.000Z',
    );
  });

  it('holds on the days the clocks change', () => {
    // 8 March 2026: clocks go forward at 02:00, the day began at 05:00 UTC.
    expect(featuredDayStart(new Date('2026-03-08T20:00:00Z'))?.toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    // 1 November 2026: clocks go back at 02:00, the day began at 04:00 UTC.
    expect(featuredDayStart(new Date('2026-11-01T20:00:00Z'))?.toISOString()).toBe(
      '2026-11-01T04:00:00.000Z',
    );
  });

  it('is null for an invalid date', () => {
    expect(featuredDayStart(new Date('nope'))).toBeNull();
  });
});
