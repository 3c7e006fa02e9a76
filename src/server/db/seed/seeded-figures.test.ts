import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../../domain/brand';
import { EQUITY_RANKINGS, REPORTING_CURRENCIES } from '../../../domain/brand-figures';
import { createLogger } from '../../logger';
import { insertBrand } from '../../test/brand-factory';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MIGRATIONS_FOLDER } from '../client';
import { brands } from '../schema';
import { SEED_BRANDS } from './catalogue';
import { seedIfEmpty } from './seed-catalogue';

/**
 * The curated catalogue's figures say where they come from: a brand equity value with its ranking
 * and edition, a revenue in the currency it was reported in; headquarters as they are today.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, t.storage, createLogger('silent'));
});
afterAll(async () => t.close());

const brand = async (slug: string) => (await (await t.app.request(`/api/brands/${slug}`)).json()) as Brand;

describe('seeded brand equity values', () => {
  it('each name a known ranking and its edition; none is left unlabelled', () => {
    const valued = SEED_BRANDS.filter((b) => b.brand_equity_value !== undefined);
    expect(valued.length).toBeGreaterThanOrEqual(10);
    for (const b of valued) {
      expect(EQUITY_RANKINGS, b.slug).toContain(b.brand_equity_ranking);
      expect(b.brand_equity_year, b.slug).toBeGreaterThanOrEqual(2020);
      expect(b.brand_equity_year, b.slug).toBeLessThanOrEqual(2026);
    }
    for (const b of SEED_BRANDS.filter((s) => s.brand_equity_ranking !== undefined)) {
      expect(b.brand_equity_value, b.slug).toBeGreaterThan(0);
    }
  });

  it('reach the API with the label, and the provenance names the ranking', async () => {
    expect(await brand('apple')).toMatchObject({
      brand_equity_value: 488.9e9,
      brand_equity_ranking: 'Interbrand Best Global Brands',
      brand_equity_year: 2024,
    });
    expect(await brand('walmart')).toMatchObject({
      brand_equity_ranking: 'Brand Finance Global 500',
      brand_equity_year: 2024,
    });
    // A valuation whose ranking is not known is not shown at all.
    expect(await brand('nike')).toMatchObject({ brand_equity_value: null, brand_equity_ranking: null });
    const [apple] = await t.database.db.select().from(brands).where(eq(brands.slug, 'apple'));
    expect(apple?.provenance.brand_equity_value?.source).toBe('Interbrand Best Global Brands 2024');
  });
});

describe('seeded revenue', () => {
  it('is stored in the currency it was reported in, with its fiscal year', async () => {
    for (const b of SEED_BRANDS) {
      if (b.revenue_currency) expect(REPORTING_CURRENCIES, b.slug).toContain(b.revenue_currency);
    }
    expect(await brand('ikea')).toMatchObject({
      annual_revenue: 47.6e9,
      annual_revenue_currency: 'EUR',
      annual_revenue_year: 2023,
    });
    expect(await brand('red-bull')).toMatchObject({ annual_revenue_currency: 'EUR' });
    expect(await brand('toyota')).toMatchObject({ annual_revenue: 48.04e12, annual_revenue_currency: 'JPY' });
    expect(await brand('nike')).toMatchObject({ annual_revenue_currency: 'USD' });
    const [ikea] = await t.database.db.select().from(brands).where(eq(brands.slug, 'ikea'));
    expect(ikea?.provenance.annual_revenue?.method).toBe('seed: as reported, in EUR, fiscal year ended 2023');
  });
});

describe('seeded headquarters', () => {
  it('are where the companies are run today', async () => {
    const hq = async (slug: string) => (await brand(slug)).company_insights?.headquarters;
    expect(await hq('absolut')).toBe('Stockholm, Sweden');
    expect(await hq('dyson')).toBe('Singapore, Singapore');
    expect(await hq('tesla')).toBe('Austin, United States');
    expect(await hq('tim-hortons')).toBe('Toronto, Canada');
  });
});

describe('seeded key people', () => {
  it('name the chief executive and founders of more brands, each with a year and a source', async () => {
    const gucci = await brand('gucci');
    expect(gucci.key_people).toContainEqual(
      expect.objectContaining({
        name: 'Stefano Cantino',
        joined_year: 2025,
        source: 'https://www.kering.com/',
      }),
    );
    expect(gucci.key_people).toContainEqual(
      expect.objectContaining({ name: 'Guccio Gucci', joined_year: 1921 }),
    );
    for (const slug of ['lego', 'toyota', 'adobe', 'costco', 'youtube']) {
      const people = (await brand(slug)).key_people;
      expect(people.length, slug).toBeGreaterThanOrEqual(2);
      for (const person of people) {
        expect(person.joined_year, `${slug} ${person.name}`).toEqual(expect.any(Number));
        expect(person.source, `${slug} ${person.name}`).toMatch(/^https:\/\//);
      }
    }
    const [lego] = await t.database.db.select().from(brands).where(eq(brands.slug, 'lego'));
    expect(lego?.provenance.key_people?.source).toContain('https://www.lego.com/aboutus');
  });
});

describe('migration 0014 on a catalogue seeded before it', () => {
  it('corrects the seed figures and headquarters, and leaves values someone else set', async () => {
    const { db } = t.database;
    const seed = { source: 'curated catalogue', method: 'seed', at: '2025-01-01T00:00:00.000Z' };
    const old = async (slug: string, fields: Parameters<typeof insertBrand>[1]) => {
      await db.delete(brands).where(eq(brands.slug, slug));
      return insertBrand(db, { slug, name: `Old ${slug}`, ...fields });
    };
    // As the seed stored them: euros as dollars, an unlabelled valuation, the distillery as head office.
    await old('ikea', {
      annualRevenue: 47.6e9,
      brandEquityValue: 20.4e9,
      provenance: { name: seed, annual_revenue: seed, brand_equity_value: seed, company_insights: seed },
      companyInsights: { headquarters: 'Delft, Netherlands' },
    });
    await old('absolut', {
      provenance: { name: seed, company_insights: seed },
      companyInsights: { headquarters: 'Åhus, Sweden', founded_year: 1879 },
    });
    // An admin's own figure is kept.
    const admin = { source: 'admin:ann@example.com', method: 'edit', at: '2025-01-01T00:00:00.000Z' };
    await old('apple', {
      brandEquityValue: 1e12,
      provenance: { name: seed, brand_equity_value: admin, annual_revenue: seed },
      annualRevenue: 391e9,
    });

    const file = fs.readFileSync(
      path.join(MIGRATIONS_FOLDER, '0014_revenue_currency_equity_ranking.sql'),
      'utf8',
    );
    const update = file.split('--> statement-breakpoint').at(-1) ?? '';
    await db.execute(sql.raw(update));

    const [ikea] = await db.select().from(brands).where(eq(brands.slug, 'ikea'));
    expect(ikea).toMatchObject({
      annualRevenue: 47.6e9,
      annualRevenueCurrency: 'EUR',
      annualRevenueYear: 2023,
      brandEquityValue: null,
      brandEquityRanking: null,
    });
    const [absolut] = await db.select().from(brands).where(eq(brands.slug, 'absolut'));
    expect(absolut?.companyInsights).toEqual({ headquarters: 'Stockholm, Sweden', founded_year: 1879 });
    const [apple] = await db.select().from(brands).where(eq(brands.slug, 'apple'));
    expect(apple).toMatchObject({
      brandEquityValue: 1e12,
      brandEquityRanking: null,
      annualRevenueCurrency: 'USD',
    });
  });
});
