import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../auth/session-user';
import type { Database } from '../db/client';
import { brands, user } from '../db/schema';
import { insertBrand } from '../test/brand-factory';
import { openTestDatabase } from '../test/test-database';
import { getBrandBySlug, getBrandJsonBySlug } from './get-brand';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const admin: SessionUser = {
  id: 'admin-1',
  email: 'admin@example.com',
  role: 'admin',
  createdAt: new Date(0).toISOString(),
  emailVerified: true,
  signInMethod: null,
};

/** The JSON the database writes beside the object toBrandDto makes of the same row. */
async function both(slug: string) {
  const { db } = database;
  const written = await getBrandJsonBySlug(db, slug, admin);
  return { written: JSON.parse(written.json) as unknown, made: await getBrandBySlug(db, slug, admin) };
}

describe("a brand's JSON written by the database", () => {
  it('is what toBrandDto makes, for awkward values, empty rows and after updates', async () => {
    const { db } = database;
    await insertBrand(db, {
      slug: 'awkward',
      name: 'Quote "and" back\\slash\ttab ☃ é',
      mission: 'line\nbreak \u0001 control',
      vision: null,
      brandImageUrl: 'https://cdn.example.com/i.png',
      colorPalette: ['#111111', '#222222'],
      // Not an object: the API answers {}.
      aiColorNames: ['not', 'an', 'object'] as unknown as Record<string, string>,
      keywords: ['a "quoted" word', 'é'],
      competitors: [],
      annualRevenue: 47_600_000_000.5,
      annualRevenueCurrency: 'EUR',
      annualRevenueYear: 2023,
      brandEquityValue: 1e16,
      brandEquityRanking: 'Interbrand Best Global Brands',
      brandEquityYear: 2024,
      brandAwarenessMetrics: { aided: 0.93, note: 'survey' },
      competitivePositioning: { axis: { x: 1.25, y: [1, 'two', null] } },
      // Only the objects of a list are kept.
      recentNews: [
        { title: 'One' },
        'text',
        7,
        null,
        [1],
        { title: 'Two', at: '2024-01-01' },
      ] as unknown as Record<string, unknown>[],
      keyPeople: { not: 'a list' } as unknown as Record<string, unknown>[],
      companyInsights: null,
      fonts: [{ family: 'Inter', weights: [400, 700] }],
      typography: [],
      newsLastUpdatedAt: new Date('2024-02-03T04:05:06.789Z'),
      insightsLastUpdatedAt: null,
      lastVisitedAt: new Date('2024-05-06T07:08:09.001Z'),
      hasVerifiedColors: true,
      protected: true,
      analysisError: 'Timed out: "home" page',
      analysisStartedAt: new Date('2024-01-01T00:00:00.000Z'),
      analysisCompletedAt: new Date('2024-01-01T00:01:00.000Z'),
      provenance: {
        tagline: { source: 'https://example.com', method: 'meta', confidence: 0.4 },
        mission: { source: 'https://example.com', method: 'llm', confidence: 0.2 },
        industry: { source: 'https://example.com', method: 'meta', confidence: 0.95 },
        vision: { source: 'https://example.com', method: 'llm', confidence: 0.1, unfilled: true },
      } as never,
    });
    await insertBrand(db, { slug: 'bare', name: 'Bare' });
    // Microseconds are cut to milliseconds, as toISOString does.
    await db.execute(
      sql`update brands set updated_at = '2019-12-31 23:59:59.999999+00', last_visited_at = '2020-01-01 00:00:00.0005+00' where slug = 'bare'`,
    );
    for (const slug of ['awkward', 'bare']) {
      const { written, made } = await both(slug);
      expect(written).toEqual(made);
    }
    const awkward = await both('awkward');
    expect(awkward.written).toMatchObject({
      ai_color_names: {},
      recent_news: [{ title: 'One' }, { title: 'Two', at: '2024-01-01' }],
      key_people: [],
      unverified_fields: ['mission', 'tagline'],
      brand_equity_value: 1e16,
    });

    await db
      .update(brands)
      .set({ name: 'Renamed', listed: false, createdBy: null, keyPeople: [{ name: 'Ada' }] })
      .where(eq(brands.slug, 'awkward'));
    const renamed = await both('awkward');
    expect(renamed.written).toEqual(renamed.made);
    expect(renamed.written).toMatchObject({ name: 'Renamed', listed: false, key_people: [{ name: 'Ada' }] });
  });

  it('names who added an unlisted brand, and no one once it is listed', async () => {
    const { db } = database;
    await db.insert(user).values({ id: 'creator-1', name: 'Creator', email: 'creator@example.com' });
    await insertBrand(db, { slug: 'pending', name: 'Pending', listed: false, createdBy: 'creator-1' });
    const pending = await both('pending');
    expect(pending.written).toEqual(pending.made);
    expect(pending.written).toMatchObject({ listed: false, created_by: 'creator-1' });
    await db.update(brands).set({ listed: true }).where(eq(brands.slug, 'pending'));
    const listed = await both('pending');
    expect(listed.written).toEqual(listed.made);
    expect(listed.written).toMatchObject({ listed: true, created_by: null });
  });

  it('is not found for others while the brand is unlisted, like getBrandBySlug', async () => {
    const { db } = database;
    await insertBrand(db, { slug: 'private', name: 'Private', listed: false, createdBy: null });
    await expect(getBrandJsonBySlug(db, 'private', null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getBrandBySlug(db, 'private', null)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(getBrandJsonBySlug(db, 'no-such-brand')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await getBrandJsonBySlug(db, 'PRIVATE', admin)).listed).toBe(false);
  });
});
