import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEX_COLOR_PATTERN } from '../../../domain/brand';
import {
  COFFEE_BRAND_NAMES,
  FOOTWEAR_BRAND_NAMES,
  MALL_BRAND_NAMES,
  VODKA_BRAND_NAMES,
} from '../../../domain/galleries';
import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES, SHORTCUT_SLUGS } from '../../../domain/taxonomy';
import { createLogger } from '../../logger';
import { compiledEntry } from '../../test/compiled-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { brandLogos, brands } from '../schema';
import { SEED_BRANDS } from './catalogue';
import { seedCatalogue, seedIfEmpty } from './seed-catalogue';
import { seedLogoSource } from './seed-logo';

const logger = createLogger('silent');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, t.storage, logger);
});
afterAll(async () => t.close());

describe('the curated catalogue data', () => {
  it('has at least 150 brands with unique slugs and names', () => {
    expect(SEED_BRANDS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(SEED_BRANDS.map((b) => b.slug)).size).toBe(SEED_BRANDS.length);
    expect(new Set(SEED_BRANDS.map((b) => b.name.toLowerCase())).size).toBe(SEED_BRANDS.length);
  });

  it('gives every brand the complete set of facts in the spec vocabularies', () => {
    for (const b of SEED_BRANDS) {
      expect(b.slug, b.name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(b.url, b.name).toMatch(/^https:\/\/[^/]+/);
      expect(INDUSTRIES, b.name).toContain(b.industry);
      expect(ARCHETYPES, b.name).toContain(b.archetype);
      expect(PRICING_STRATEGIES, b.name).toContain(b.pricing_strategy);
      expect(b.year_founded, b.name).toBeGreaterThan(1500);
      expect(b.year_founded, b.name).toBeLessThanOrEqual(2026);
      for (const hex of [b.primary_color, b.secondary_color, b.accent_color, ...(b.color_palette ?? [])]) {
        expect(hex, b.name).toMatch(HEX_COLOR_PATTERN);
      }
      expect(b.tagline.length, b.name).toBeGreaterThan(1);
      expect(b.description.length, b.name).toBeGreaterThan(40);
    }
  });

  it('contains the ten shortcut brands under their exact slugs', () => {
    const slugs = new Set(SEED_BRANDS.map((b) => b.slug));
    for (const slug of SHORTCUT_SLUGS) expect(slugs.has(slug), slug).toBe(true);
  });

  it('contains every brand of the themed galleries', () => {
    const names = new Set(SEED_BRANDS.map((b) => b.name));
    for (const list of [MALL_BRAND_NAMES, COFFEE_BRAND_NAMES, FOOTWEAR_BRAND_NAMES, VODKA_BRAND_NAMES]) {
      for (const name of list) expect(names.has(name), name).toBe(true);
    }
    const luxury = SEED_BRANDS.filter((b) => /luxury|jewelry/i.test(b.industry));
    expect(luxury.length).toBeGreaterThanOrEqual(15);
  });

  it('gives enough brands financial figures for the quadrants', () => {
    // Figures without a known source (a valuation without its ranking) are left out.
    const withFigures = SEED_BRANDS.filter((b) => b.annual_revenue || b.brand_equity_value);
    expect(withFigures.length).toBeGreaterThanOrEqual(95);
  });
});

describe('seeding', () => {
  it('writes every brand once, with colour families and verified badges', async () => {
    const { db } = t.database;
    const [row] = await db.select({ n: count() }).from(brands);
    expect(row?.n).toBe(SEED_BRANDS.length);
    const [nike] = await db.select().from(brands).where(eq(brands.slug, 'nike'));
    expect(nike).toMatchObject({ name: 'Nike', hasBlueBadge: true, analysisStatus: 'completed' });
    expect(nike?.colorFamilies.length).toBeGreaterThan(0);
    expect(nike?.provenance.primary_color?.method).toBe('seed');
  });

  it('stores simple-icons and SVG Logos artwork through the storage layer and serves them', async () => {
    const { db } = t.database;
    const [starbucks] = await db.select().from(brands).where(eq(brands.slug, 'starbucks'));
    expect(starbucks?.logoUrl).toMatch(/^\/files\/brand-logos\/.+\.svg$/);
    const res = await t.app.request(starbucks?.logoUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg fill="#[0-9A-F]{6}"/i);
    const logos = await db
      .select()
      .from(brandLogos)
      .where(eq(brandLogos.brandId, starbucks?.id ?? ''));
    expect(logos).toEqual([expect.objectContaining({ fileType: 'SVG', fileUrl: starbucks?.logoUrl })]);
    const [microsoft] = await db.select().from(brands).where(eq(brands.slug, 'microsoft'));
    expect(microsoft?.provenance.logo_url?.source).toBe('svg-logos:microsoft-icon');
    const drawn = await t.app.request(microsoft?.logoUrl ?? '');
    expect(drawn.status).toBe(200);
    expect(await drawn.text()).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 256 256"><path fill="#f1511b"/,
    );
    const [ulta] = await db.select().from(brands).where(eq(brands.slug, 'ulta'));
    expect(ulta?.logoUrl).toBeNull();
  });

  it('is idempotent and leaves protected brands and counters alone', async () => {
    const { db } = t.database;
    await db.update(brands).set({ visitCount: 42, tagline: 'Edited' }).where(eq(brands.slug, 'apple'));
    await db.update(brands).set({ protected: true, tagline: 'Kept' }).where(eq(brands.slug, 'pepsi'));
    await seedCatalogue(db, t.storage, logger);
    const [row] = await db.select({ n: count() }).from(brands);
    expect(row?.n).toBe(SEED_BRANDS.length);
    const [apple] = await db.select().from(brands).where(eq(brands.slug, 'apple'));
    expect(apple?.visitCount).toBe(42);
    expect(apple?.tagline).toBe(SEED_BRANDS.find((b) => b.slug === 'apple')?.tagline);
    const [pepsi] = await db.select().from(brands).where(eq(brands.slug, 'pepsi'));
    expect(pepsi?.tagline).toBe('Kept');
    const [logoRows] = await db.select({ n: sql<number>`count(*)::int` }).from(brandLogos);
    expect(logoRows?.n).toBe(SEED_BRANDS.filter((b) => seedLogoSource(b)).length);
  });

  it("keeps the provenance of what others wrote, and gives the seed's fields the seed's", async () => {
    const { db } = t.database;
    const found = { source: 'https://www.starbucks.com/', method: 'analyzer: header logo', at: '2026-01-02' };
    await db
      .update(brands)
      .set({
        logoUrl: '/files/brand-logos/found.svg',
        provenance: sql`${brands.provenance} || ${JSON.stringify({ logo_url: found })}::jsonb`,
      })
      .where(eq(brands.slug, 'starbucks'));
    await seedCatalogue(db, t.storage, logger);
    const [starbucks] = await db.select().from(brands).where(eq(brands.slug, 'starbucks'));
    expect(starbucks?.logoUrl).toBe('/files/brand-logos/found.svg');
    expect(starbucks?.provenance.logo_url).toEqual(found);
    expect(starbucks?.provenance.tagline).toMatchObject({ source: 'curated catalogue', method: 'seed' });
    expect(starbucks?.provenance.key_people?.method).toBe('seed: current CEO and founders');
  });

  it('does nothing on a later start when brands exist', async () => {
    expect(await seedIfEmpty(t.database.db, t.storage, logger)).toBe(0);
  });
});

describe('npm run seed', { timeout: 120_000 }, () => {
  it('refuses with a clear message while a server holds the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-cli-'));
    fs.writeFileSync(path.join(dataDir, 'db.lock'), String(process.ppid));
    // The CLI as production runs it (`npm run seed` with NODE_ENV=production).
    const result = spawnSync(process.execPath, [await compiledEntry('seed')], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/in use by process \d+/);
  });
});

describe('key people of the curated brands', () => {
  it('name, for each listed brand of the catalogue, its chief executive or founders with a year and a page', async () => {
    const { SEED_KEY_PEOPLE } = await import('./catalogue/key-people');
    const slugs = new Set(SEED_BRANDS.map((b) => b.slug));
    for (const [slug, people] of Object.entries(SEED_KEY_PEOPLE)) {
      expect(slugs.has(slug), slug).toBe(true);
      expect(
        people.some((p) => /CEO|Executive Chairman/.test(p.title)),
        slug,
      ).toBe(true);
      expect(
        people.some((p) => /Founder|founder|Inventor/.test(p.title)),
        slug,
      ).toBe(true);
      for (const person of people) {
        expect(person.joined_year, `${slug} ${person.name}`).toBeGreaterThanOrEqual(1800);
        expect(person.joined_year).toBeLessThanOrEqual(2025);
        expect(person.source, `${slug} ${person.name}`).toMatch(/^https:\/\/[a-z0-9.-]+\//);
      }
    }
  });

  it('are seeded into brands without people, with their provenance, and never replace found ones', async () => {
    const { db } = t.database;
    const [apple] = await db.select().from(brands).where(eq(brands.slug, 'apple'));
    expect(apple?.keyPeople).toContainEqual(
      expect.objectContaining({
        name: 'Tim Cook',
        title: 'CEO',
        joined_year: 2011,
        source: 'https://www.apple.com/leadership/',
      }),
    );
    expect(apple?.provenance.key_people?.method).toBe('seed: current CEO and founders');
    const found = [{ name: 'Someone Found', title: 'CMO' }];
    await db.update(brands).set({ keyPeople: found }).where(eq(brands.slug, 'nike'));
    await seedCatalogue(db, t.storage, logger);
    const [nike] = await db.select().from(brands).where(eq(brands.slug, 'nike'));
    expect(nike?.keyPeople).toEqual(found);
  });
});

describe('the competitive positioning of the curated brands', () => {
  it("places each by its facts, with its provenance, and never replaces an analysis's", async () => {
    const { db } = t.database;
    const [ferrari] = await db.select().from(brands).where(eq(brands.slug, 'ferrari'));
    expect(ferrari?.competitivePositioning).toMatchObject({
      quadrant: 'leader',
      market_position: 'Luxury segment of Automotive',
      growth_stage: 'mature',
      method: 'seed',
    });
    expect(ferrari?.provenance.competitive_positioning?.source).toBe('curated catalogue');
    const [unplaced] = await db
      .select({ n: count() })
      .from(brands)
      .where(sql`${brands.competitivePositioning} ->> 'quadrant' is null`);
    expect(unplaced?.n).toBe(0);

    const analysed = {
      quadrant: 'challenger',
      positioning_statement: 'Read from the site.',
      method: 'heuristics',
    };
    await db.update(brands).set({ competitivePositioning: analysed }).where(eq(brands.slug, 'ferrari'));
    await db.update(brands).set({ competitivePositioning: null }).where(eq(brands.slug, 'apple'));
    await seedCatalogue(db, t.storage, logger);
    const [kept] = await db.select().from(brands).where(eq(brands.slug, 'ferrari'));
    expect(kept?.competitivePositioning).toEqual(analysed);
    const [apple] = await db.select().from(brands).where(eq(brands.slug, 'apple'));
    expect(apple?.competitivePositioning).toMatchObject({ quadrant: 'leader', method: 'seed' });
  });
});
