import { describe, expect, it } from 'vitest';
import { isWellFormedApiKey, rateLimitFields, secondsUntilUtcMidnight, utcDay } from './api-key-rules';

describe('API key rules', () => {
  it('knows a well-formed key', () => {
    expect(isWellFormedApiKey(`ba_${'A'.repeat(43)}`)).toBe(true);
    expect(isWellFormedApiKey(`ba_${'A'.repeat(42)}`)).toBe(false);
    expect(isWellFormedApiKey(`xx_${'A'.repeat(43)}`)).toBe(false);
    expect(isWellFormedApiKey(`ba_${'A'.repeat(42)}=`)).toBe(false);
  });

  it('counts the day in UTC and resets at the next UTC midnight', () => {
    const now = new Date('2026-03-01T23:59:30.500Z');
    expect(utcDay(now)).toBe('2026-03-01');
    expect(secondsUntilUtcMidnight(now)).toBe(30);
    expect(secondsUntilUtcMidnight(new Date('2026-03-02T00:00:00.000Z'))).toBe(86_400);
  });

  it('writes the RateLimit fields of draft-ietf-httpapi-ratelimit-headers as structured fields', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(rateLimitFields(1000, 3, now)).toEqual({
      'RateLimit-Policy': '"daily";q=1000;w=86400',
      RateLimit: '"daily";r=997;t=43200',
    });
    expect(rateLimitFields(10, 12, now).RateLimit).toBe('"daily";r=0;t=43200');
  });
});
