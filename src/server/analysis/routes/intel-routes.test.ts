import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type BrandRow, brands } from '../../db/schema';
import { type Actor, requestAs, signInActors } from '../../test/actors';
import { insertBrand } from '../../test/brand-factory';
import { type FixtureServer, serveFixtureSite } from '../../test/fixture-server';
import { whileAuditRefused } from '../../test/refuse-audit';
import { createTestApp, type TestApp } from '../../test/test-app';
import { type ChatServer, serveChatCompletions } from '../test/intel-fixture-sites/chat-server';
import {
  bytewiseLabs,
  maisonVerel,
  pennyPantry,
  trailheadOutfitters,
} from '../test/intel-fixture-sites/index';

let t: TestApp;
let withModel: TestApp;
let chat: ChatServer;
let as: Record<Actor, string>;
let modelAdmin: string;
const sites: Record<string, FixtureServer> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  chat = await serveChatCompletions();
  t = await createTestApp({ configOverrides: { analyzerAllowHosts: ['127.0.0.1'] } });
  withModel = await createTestApp({
    configOverrides: {
      analyzerAllowHosts: ['127.0.0.1'],
      llm: { baseUrl: chat.baseUrl, apiKey: 'sk-local', model: 'local-model' },
    },
  });
  as = await signInActors(t);
  modelAdmin = (await signInActors(withModel)).admin;
  for (const fixture of [maisonVerel, trailheadOutfitters, bytewiseLabs, pennyPantry]) {
    const site = await serveFixtureSite(fixture.site);
    sites[fixture.name] = site;
    const brand = await insertBrand(t.database.db, {
      name: fixture.name,
      industry: fixture.industry,
      url: `${site.origin}/`,
      archetype: null,
      pricingStrategy: null,
    });
    ids[fixture.name] = brand.id;
  }
});
afterAll(async () => {
  for (const site of Object.values(sites)) await site.close();
  await chat.close();
  await t.close();
  await withModel.close();
});

const post = (app: TestApp, cookie: string, id: string, fn: string) =>
  requestAs(app, cookie, 'POST', `/api/admin/brands/${id}/${fn}`, {});
const stored = async (id: string): Promise<BrandRow> => {
  const [row] = await t.database.db.select().from(brands).where(eq(brands.id, id));
  if (!row) throw new Error('missing');
  return row;
};

describe('the analyzer intelligence routes', () => {
  it('refuse visitors, users and subscribers', async () => {
    for (const fn of ['positioning', 'news', 'insights', 'social']) {
      expect((await post(t, as.visitor, ids['Maison Verel']!, fn)).status).toBe(401);
      expect((await post(t, as.user, ids['Maison Verel']!, fn)).status).toBe(403);
      expect((await post(t, as.subscriber, ids['Maison Verel']!, fn)).status).toBe(403);
    }
    expect((await stored(ids['Maison Verel']!)).competitivePositioning).toBeNull();
  });

  it('analyze-positioning answers and stores archetype, pricing, positioning and competitors', async () => {
    await insertBrand(t.database.db, {
      name: 'Boucheron',
      industry: 'Jewelry & Accessories',
      pricingStrategy: 'luxury',
    });
    const res = await post(t, as.admin, ids['Maison Verel']!, 'positioning');
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      archetype: 'Ruler',
      pricing_strategy: 'luxury',
      competitors: ['Boucheron'],
      competitive_positioning: { quadrant: 'niche', x_position: 95, method: 'heuristics' },
    });
    const row = await stored(ids['Maison Verel']!);
    expect(row.archetype).toBe('Ruler');
    const provenance = await requestAs(t, as.admin, 'GET', `/api/admin/brands/${row.id}/provenance`);
    const sources = (await provenance.json()) as Record<
      string,
      { confidence?: number; evidence?: { source: string; text?: string } }
    >;
    expect(sources).toMatchObject({
      archetype: {
        method: 'archetype lexicon over the home and about pages',
        source: `${sites['Maison Verel']!.origin}/`,
        evidence: { source: 'archetype lexicon over the home and about pages' },
      },
      pricing_strategy: { evidence: { source: 'price cues over the home and about pages' } },
      competitive_positioning: {
        evidence: { source: 'positioning heuristics over the home and about pages' },
      },
    });
    // Each decided field says how sure the analyzer is and which words of the site decided it.
    for (const field of ['archetype', 'pricing_strategy', 'competitive_positioning']) {
      expect(sources[field]?.confidence).toBeGreaterThan(0);
      expect(sources[field]?.confidence).toBeLessThanOrEqual(1);
    }
    expect(sources.archetype?.evidence?.text).toMatch(/^cues: \S/);
    expect(sources.pricing_strategy?.evidence?.text).toMatch(/^cues: \S/);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(audit.map((a) => a.action)).toContain('brand.analyze-positioning');
  });

  it('fetch-brand-news answers the feed items, and 422 for a site without a feed', async () => {
    const res = await post(t, as.admin, ids['Trailhead Outfitters']!, 'news');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      recent_news: { title: string; url: string }[];
      news_last_updated_at: string;
    };
    expect(body.recent_news.map((n) => n.title)).toEqual(trailheadOutfitters.truth.news?.titles);
    expect(Date.parse(body.news_last_updated_at)).not.toBeNaN();
    expect((await stored(ids['Trailhead Outfitters']!)).recentNews).toHaveLength(4);

    const none = await post(t, as.admin, ids['Maison Verel']!, 'news');
    expect(none.status).toBe(422);
    expect(none.headers.get('content-type')).toContain('application/problem+json');
    expect(((await none.json()) as { detail: string }).detail).toBe(
      'No RSS or Atom feed was found on 127.0.0.1',
    );
  });

  it('fetch-brand-insights answers key people and company insights', async () => {
    const res = await post(t, as.admin, ids['Bytewise Labs']!, 'insights');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      key_people: { name: string; title: string; company: string }[];
      company_insights: Record<string, unknown>;
      insights_last_updated_at: string;
    };
    expect(body.key_people.map((p) => p.name)).toEqual(['Priya Raman', 'Jonas Berg', 'Ana Lima']);
    expect(body.key_people[0]).toMatchObject({ title: 'Chief Executive Officer', company: 'Bytewise Labs' });
    expect(body.company_insights).toMatchObject({
      founded_year: 2016,
      employee_count: 85,
      headquarters: 'San Francisco, CA, United States',
      services: ['Data audits', 'Analytics training'],
    });
    expect((await stored(ids['Bytewise Labs']!)).insightsLastUpdatedAt).not.toBeNull();
    const provenance = await requestAs(
      t,
      as.admin,
      'GET',
      `/api/admin/brands/${ids['Bytewise Labs']}/provenance`,
    );
    const sources = (await provenance.json()) as Record<
      string,
      { confidence?: number; evidence?: { source: string; url: string; text?: string } }
    >;
    expect(sources.key_people?.confidence).toBeGreaterThan(0);
    expect(sources.key_people?.evidence?.text).toContain('Priya Raman (Chief Executive Officer)');
    expect(sources.company_insights?.confidence).toBeGreaterThan(0);
    expect(sources.company_insights?.evidence?.text).toMatch(/headquarters/);
  });

  it('analyze-social-media answers the profiles and keeps the other insights', async () => {
    const res = await post(t, as.admin, ids['Bytewise Labs']!, 'social');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      social_links: {
        github: 'https://github.com/bytewise',
        linkedin: 'https://www.linkedin.com/company/bytewise-labs',
        twitter: 'https://x.com/bytewiselabs',
        website: sites['Bytewise Labs']!.origin,
      },
    });
    const insights = (await stored(ids['Bytewise Labs']!)).companyInsights as Record<string, unknown>;
    expect(insights.founded_year).toBe(2016);
    expect(insights.social_links).toMatchObject({ twitter: 'https://x.com/bytewiselabs' });
  });

  it('answer 404 for an unknown brand, 400 for a bad id, 409 for a protected brand', async () => {
    expect((await post(t, as.admin, '00000000-0000-4000-8000-000000000000', 'news')).status).toBe(404);
    expect((await post(t, as.admin, 'not-a-uuid', 'news')).status).toBe(400);
    const guarded = await insertBrand(t.database.db, {
      name: 'Guarded',
      url: `${sites['Penny Pantry']!.origin}/`,
      protected: true,
    });
    const hits = sites['Penny Pantry']!.hits.length;
    for (const fn of ['positioning', 'news', 'insights', 'social']) {
      const res = await post(t, as.admin, guarded.id, fn);
      expect(res.status, fn).toBe(409);
    }
    expect(sites['Penny Pantry']!.hits.length).toBe(hits);
    expect((await stored(guarded.id)).companyInsights).toBeNull();
  });

  it('answer 422 with the reason when the site cannot be read', async () => {
    const closed = await serveFixtureSite({});
    const gone = closed.origin;
    await closed.close();
    const cases: [Partial<BrandRow>, RegExp][] = [
      [{ url: null }, /^The brand has no website address$/],
      [{ url: 'ftp://files.example/' }, /^The brand's website could not be read: Only http and https/],
      [
        { url: 'http://10.0.0.1/' },
        /^The brand's website could not be read: The host 10\.0\.0\.1 points to a private/,
      ],
      [{ url: `${gone}/` }, /^The brand's website could not be read: Could not reach 127\.0\.0\.1/],
      [
        { url: `${sites['Bytewise Labs']!.origin}/atom.xml` },
        /^The brand's website could not be read: The address is not a web page/,
      ],
    ];
    for (const [fields, detail] of cases) {
      const brand = await insertBrand(t.database.db, { name: `Broken ${fields.url}`, ...fields });
      const res = await post(t, as.admin, brand.id, 'social');
      expect(res.status, String(fields.url)).toBe(422);
      expect(((await res.json()) as { detail: string }).detail).toMatch(detail);
    }
    // The server keeps serving.
    expect((await t.app.request('/api/health')).status).toBe(200);
  });

  it('take the positioning from the configured model', async () => {
    chat.respond({
      kind: 'answer',
      content: {
        archetype: 'Caregiver',
        archetype_confidence: 0.8,
        pricing_strategy: 'value',
        pricing_confidence: 0.9,
        positioning_statement: 'Penny Pantry keeps good food within reach of every family.',
        target_audience: 'Working families',
        value_proposition: 'Everyday low prices',
        growth_stage: 'mature',
        strengths: ['Low prices'],
        weaknesses: [],
        opportunities: [],
        threats: [],
        competitive_advantages: ['Price match promise'],
        confidence_score: 0.8,
      },
    });
    const site = sites['Penny Pantry']!;
    const brand = await insertBrand(withModel.database.db, {
      name: 'Penny Pantry',
      industry: 'Food & Beverage',
      url: `${site.origin}/`,
    });
    const res = await post(withModel, modelAdmin, brand.id, 'positioning');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      archetype: 'Caregiver',
      pricing_strategy: 'value',
      competitive_positioning: { method: 'llm:local-model', x_position: 30, quadrant: 'follower' },
    });
    expect(chat.requests.at(-1)?.headers.authorization).toBe('Bearer sk-local');
  });

  it('keep nothing an analysis found when its audit row cannot be written', async () => {
    const { db } = t.database;
    const brand = await insertBrand(db, {
      name: 'Unaudited Outfitters',
      industry: trailheadOutfitters.industry,
      url: `${sites['Trailhead Outfitters']!.origin}/`,
      archetype: null,
      pricingStrategy: null,
    });
    for (const fn of ['positioning', 'news']) {
      const res = await whileAuditRefused(db, () => post(t, as.admin, brand.id, fn));
      expect(res.status, fn).toBe(500);
    }
    const row = await stored(brand.id);
    expect(row).toMatchObject({
      archetype: null,
      competitivePositioning: null,
      recentNews: brand.recentNews,
    });
    expect(row.provenance).toEqual(brand.provenance);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, brand.id))).toEqual([]);
  });
});
