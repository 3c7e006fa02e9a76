import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, MONEY_UNITS } from './money';

describe('formatMoney (spec 001 §9)', () => {
  it('has the units and one decimal', () => {
    expect(MONEY_UNITS.map((u) => [u.suffix, u.value])).toEqual([
      ['B', 1e9],
      ['M', 1e6],
      ['K', 1e3],
    ]);
  });

  it('writes billions, millions and thousands with one decimal', () => {
    expect(formatMoney(51_200_000_000)).toBe('$51.2B');
    expect(formatMoney(1_000_000_000)).toBe('$1.0B');
    expect(formatMoney(508_000_000_000)).toBe('$508.0B');
    expect(formatMoney(1_000_000)).toBe('$1.0M');
    expect(formatMoney(999_999_999 - 60_000_000)).toBe('$940.0M');
    expect(formatMoney(2_345_678)).toBe('$2.3M');
    expect(formatMoney(1000)).toBe('$1.0K');
    expect(formatMoney(12_345)).toBe('$12.3K');
    expect(formatMoney(1_500_000_000_000)).toBe('$1500.0B');
  });

  it('writes values below 1000 as whole dollars', () => {
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(950.4)).toBe('$950');
    expect(formatMoney(0)).toBe('$0');
  });

  it('moves a value that rounds to 1000 of a unit up to the next unit', () => {
    expect(formatMoney(999_960_000)).toBe('$1.0B');
    expect(formatMoney(999_940_000)).toBe('$999.9M');
    expect(formatMoney(999_960)).toBe('$1.0M');
    expect(formatMoney(999.6)).toBe('$1.0K');
    expect(formatMoney(999.4)).toBe('$999');
  });

  it('keeps a negative sign in front', () => {
    expect(formatMoney(-2_500_000)).toBe('-$2.5M');
    expect(formatMoney(-12)).toBe('-$12');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('gives null for null and NaN', () => {
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney(undefined)).toBeNull();
    expect(formatMoney(Number.NaN)).toBeNull();
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatPercent (spec 001 §3)', () => {
  it('shows percentages as they are', () => {
    expect(formatPercent(85)).toBe('85%');
    expect(formatPercent(85.46)).toBe('85.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(1)).toBe('1%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('reads a number strictly between 0 and 1 as a fraction', () => {
    expect(formatPercent(0.85)).toBe('85%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(0.123)).toBe('12.3%');
  });

  it('returns text as it is and null for null and NaN', () => {
    expect(formatPercent('High')).toBe('High');
    expect(formatPercent('85%')).toBe('85%');
    expect(formatPercent(null)).toBeNull();
    expect(formatPercent(Number.NaN)).toBeNull();
  });
});
