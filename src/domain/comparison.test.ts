import { describe, expect, it } from 'vitest';
import { comparePath, parseBrandList } from './comparison';

describe('parseBrandList', () => {
  it('takes 2 to 4 slugs, trimmed, lower-cased, each once, in order', () => {
    expect(parseBrandList('nike, Adidas ,nike,puma')).toEqual({
      ok: true,
      slugs: ['nike', 'adidas', 'puma'],
    });
    expect(parseBrandList('a,b,c,d')).toEqual({ ok: true, slugs: ['a', 'b', 'c', 'd'] });
  });

  it('refuses too few, too many (10,000) and malformed slugs with a sentence', () => {
    expect(parseBrandList('nike')).toEqual({
      ok: false,
      reason: 'Choose 2 to 4 brands (comma-separated slugs); this request names 1.',
    });
    expect(parseBrandList('')).toMatchObject({ ok: false });
    const many = Array.from({ length: 10_000 }, (_, i) => `brand-${i}`).join(',');
    expect(parseBrandList(many)).toEqual({
      ok: false,
      reason: 'Choose 2 to 4 brands (comma-separated slugs); this request names 10000.',
    });
    expect(parseBrandList('nike,<script>')).toEqual({ ok: false, reason: "'<script>' is not a brand slug." });
  });

  it('takes other bounds for exports', () => {
    expect(parseBrandList('nike', { min: 1, max: 4 })).toEqual({ ok: true, slugs: ['nike'] });
    expect(parseBrandList('', { min: 1, max: 4 })).toMatchObject({ ok: false });
  });

  it('writes the shareable address', () => {
    expect(comparePath(['nike', 'adidas'])).toBe('/compare?brands=nike,adidas');
  });
});
