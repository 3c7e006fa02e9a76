import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client';
import { createLocalStorage } from '../../../storage/local-storage';
import type { Storage } from '../../../storage/storage';
import { insertBrand } from '../../../test/brand-factory';
import { openTestDatabase } from '../../../test/test-database';
import { INTEL_FIXTURES, maisonVerel, quietSite, trailheadOutfitters } from './index';
import { analyzeFixture, TEST_FETCH_POLICY } from './run-intel-stages';
import { checkAgainstTruth } from './score-fixture';

let database: Database;
let storage: Storage;
let tmp: string;

beforeAll(async () => {
  database = await openTestDatabase();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'intel-fixtures-'));
  storage = createLocalStorage(tmp);
  // Catalogue neighbours for the competitor query: same industry at several price positions.
  const db = database.db;
  await insertBrand(db, {
    name: 'Cartier',
    industry: 'Jewelry & Accessories',
    pricingStrategy: 'luxury',
    favoriteCount: 9,
  });
  await insertBrand(db, {
    name: 'Tiffany & Co.',
    industry: 'Jewelry & Accessories',
    pricingStrategy: 'luxury',
    favoriteCount: 7,
  });
  await insertBrand(db, {
    name: 'Mejuri',
    industry: 'Jewelry & Accessories',
    pricingStrategy: 'premium',
    favoriteCount: 3,
  });
  await insertBrand(db, {
    name: 'Pandora',
    industry: 'Jewelry & Accessories',
    pricingStrategy: 'mid-market',
    favoriteCount: 20,
  });
  await insertBrand(db, { name: 'Claire’s', industry: 'Jewelry & Accessories', pricingStrategy: 'economy' });
  await insertBrand(db, { name: 'Rolex', industry: 'Luxury Goods', pricingStrategy: 'luxury' });
  await insertBrand(db, {
    name: 'Aldi',
    industry: 'Food & Beverage',
    pricingStrategy: 'economy',
    favoriteCount: 4,
  });
  await insertBrand(db, { name: 'Lidl', industry: 'Food & Beverage', pricingStrategy: 'value' });
  await insertBrand(db, { name: 'Whole Foods', industry: 'Food & Beverage', pricingStrategy: 'premium' });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('the intelligence stages on fixture sites', () => {
  for (const fixture of INTEL_FIXTURES) {
    it(`extracts what ${fixture.name}'s site says, and nothing it does not`, async () => {
      const { brand, origin } = await analyzeFixture(database, storage, fixture);
      const checks = checkAgainstTruth(brand, fixture.truth, origin);
      expect(checks.length).toBeGreaterThan(3);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      // The later stages never fail the brand.
      expect(brand.analysisStatus).toBe('completed');
    });
  }

  it('stores competitors of the same industry at a near price position, nearest and most liked first', async () => {
    const { brand } = await analyzeFixture(database, storage, maisonVerel, { slug: 'maison-verel-2' });
    const seeded = ['Cartier', 'Tiffany & Co.', 'Mejuri', 'Pandora', 'Claire’s', 'Rolex'];
    expect(brand.competitors.filter((name) => seeded.includes(name))).toEqual([
      'Cartier',
      'Tiffany & Co.',
      'Mejuri',
    ]);
    expect(brand.competitors).not.toContain('Pandora');
    expect(brand.competitors).not.toContain('Rolex');
    const positioning = brand.competitivePositioning as Record<string, unknown>;
    expect(positioning).toMatchObject({
      x_position: 95,
      y_position: 25,
      pricing_strategy: 'luxury',
      market_position: 'Luxury segment of Jewelry & Accessories',
      method: 'heuristics',
    });
    expect(positioning.positioning_statement).toBe(
      'Maison Verel positions itself as a luxury Jewelry & Accessories brand, with the voice of the Ruler.',
    );
    expect(positioning.confidence_score).toBeGreaterThan(0.5);
    expect(positioning.strengths).toEqual(
      expect.arrayContaining(['Heritage since 1847', 'Luxury price position']),
    );
    expect((positioning.threats as string[])[0]).toMatch(
      /^\d+ Jewelry & Accessories brands at a near price position \(Cartier/,
    );
  });

  it('records the source and method of every value it stores', async () => {
    const { brand, origin } = await analyzeFixture(database, storage, trailheadOutfitters, {
      slug: 'trailhead-2',
    });
    expect(brand.provenance).toMatchObject({
      archetype: { source: `${origin}/en/`, method: 'archetype lexicon over the home page' },
      pricing_strategy: { source: `${origin}/en/`, method: 'price cues over the home page' },
      competitive_positioning: { method: 'positioning heuristics over the home page' },
      competitors: { source: '/api/brands?industry=Sports%20%26%20Recreation' },
      recent_news: { source: `${origin}/journal/rss.xml`, method: 'rss feed' },
      'company_insights.social_links': {
        source: `${origin}/en/`,
        method: 'profile links and JSON-LD sameAs',
      },
      key_people: { source: `${origin}/en/about/leadership`, method: 'json-ld people and team page cards' },
      company_insights: { source: `${origin}/en/` },
    });
    for (const entry of Object.values(brand.provenance)) expect(Date.parse(entry.at)).not.toBeNaN();
  });

  it('publishes the progress checkpoints as the stages finish', async () => {
    const { events } = await analyzeFixture(database, storage, quietSite, { slug: 'quiet-2' });
    const progress = events
      .filter((e) => e.type === 'analysis.progress')
      .map((e) => ('progress' in e ? e.progress : 0));
    expect(progress).toEqual([30, 80, 85, 95, 98, 100, 100]);
  });

  it('skips a feed that never answers or is too large, and finishes the analysis', async () => {
    const slowFeeds = {
      ...trailheadOutfitters,
      site: {
        ...trailheadOutfitters.site,
        '/journal/rss.xml': { hang: true },
        '/feed': {
          type: 'application/rss+xml',
          body: `<rss><channel>${'<item><title>x</title></item>'.repeat(20_000)}</channel></rss>`,
        },
      },
    };
    const started = performance.now();
    const { brand } = await analyzeFixture(database, storage, slowFeeds, {
      slug: 'trailhead-slow',
      fetchPolicy: { ...TEST_FETCH_POLICY, timeoutMs: 1_000, maxBytes: 200_000 },
    });
    expect(performance.now() - started).toBeLessThan(20_000);
    expect(brand.analysisStatus).toBe('completed');
    expect(brand.recentNews).toEqual([]);
    expect(brand.archetype).toBe('Explorer');
    expect(brand.keyPeople).toHaveLength(3);
  });

  it('keeps what it cannot decide as it was', async () => {
    const { brand } = await analyzeFixture(database, storage, quietSite, { slug: 'quiet-3' });
    expect(brand).toMatchObject({ archetype: null, pricingStrategy: null, competitivePositioning: null });
    expect(brand.recentNews).toEqual([]);
    expect(brand.keyPeople).toEqual([]);
    expect(brand.companyInsights).toBeNull();
  });
});
