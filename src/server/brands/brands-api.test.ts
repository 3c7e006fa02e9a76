import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type Brand,
  type BrandPage,
  BrandRelatedSchema,
  type ListedBrand,
  ListedBrandSchema,
} from '../../domain/brand';
import {
  ArchetypeListSchema,
  BrandFacetsSchema,
  type QuadrantBrands,
  QuadrantBrandsSchema,
} from '../../domain/catalogue-views';
import { DuplicateCheckSchema } from '../../domain/duplicate';
import { type BrandLogoLibrary, BrandLogoLibrarySchema } from '../../domain/logo-library';
import { COLOR_FAMILIES, type ColorFamily, colorFamilyBit } from '../../domain/taxonomy';
import { brandLogos, brands } from '../db/schema';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

const get = async <T>(url: string) => {
  const res = await t.app.request(url);
  return { status: res.status, body: (await res.json()) as T };
};

/** The answer parses as the domain's schema declares it, with no field the schema lacks, at any depth. */
const expectShape = (schema: z.ZodType, body: unknown) => expect(schema.parse(body)).toEqual(body);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const base = Date.parse('2024-01-01T00:00:00Z');
  const fixtures = [
    {
      name: 'Nike',
      slug: 'nike',
      industry: 'Active Lifestyle',
      archetype: 'Hero',
      primaryColor: '#111111',
      secondaryColor: '#FFFFFF',
      accentColor: '#FA5400',
      favoriteCount: 5,
      visitCount: 10,
      hasBlueBadge: true,
      tagline: 'Just Do It',
    },
    {
      name: 'Starbucks',
      slug: 'starbucks',
      industry: 'Food & Beverage',
      archetype: 'Explorer',
      primaryColor: '#00704A',
      secondaryColor: '#FFFFFF',
      accentColor: '#1E3932',
      favoriteCount: 9,
      visitCount: 3,
    },
    {
      name: 'Coca-Cola',
      slug: 'coca-cola',
      industry: 'Beverages',
      archetype: 'Innocent',
      primaryColor: '#F40009',
      secondaryColor: '#FFFFFF',
      accentColor: '#000000',
      favoriteCount: 1,
      visitCount: 30,
      description: 'A 100% classic soda_brand',
    },
    {
      name: 'Pepsi',
      slug: 'pepsi',
      industry: 'Beverages',
      archetype: 'Jester',
      primaryColor: '#004B93',
      secondaryColor: '#E32934',
      accentColor: '#FFFFFF',
      favoriteCount: 2,
      visitCount: 20,
    },
    {
      name: 'Apple',
      slug: 'apple',
      industry: 'Technology',
      archetype: 'Creator',
      primaryColor: '#000000',
      secondaryColor: '#A2AAAD',
      accentColor: '#FFFFFF',
      favoriteCount: 7,
      visitCount: 50,
    },
  ];
  for (const [i, fixture] of fixtures.entries()) {
    await insertBrand(db, { ...fixture, createdAt: new Date(base + i * 60_000) });
  }
  // Same second, to prove the cursor keeps microsecond order.
  for (let i = 0; i < 30; i++)
    await insertBrand(db, {
      name: `Filler ${String(i).padStart(2, '0')}`,
      industry: 'Other',
      archetype: 'Sage',
    });
});
afterAll(async () => t.close());

describe('GET /api/brands', () => {
  it('answers items, total and a cursor; newest first by default', async () => {
    const { status, body } = await get<BrandPage>('/api/brands?limit=3');
    expect(status).toBe(200);
    expect(body.total).toBe(35);
    expect(body.items).toHaveLength(3);
    expect(body.nextCursor).toEqual(expect.any(String));
    const filler = await get<BrandPage>('/api/brands?limit=40');
    expect(filler.body.items.at(-1)?.name).toBe('Nike');
  });

  it('speaks the spec field names', async () => {
    const { body } = await get<BrandPage>('/api/brands?search=nike');
    const nike = body.items[0];
    expect(nike).toMatchObject({
      slug: 'nike',
      primary_color: '#111111',
      secondary_color: '#FFFFFF',
      accent_color: '#FA5400',
      has_blue_badge: true,
      visit_count: 10,
      analysis_status: 'completed',
    });
    expect(Object.keys(nike ?? {})).not.toContain('primaryColor');
  });

  it('lists each brand as its card, the whole brand staying on its own route', async () => {
    const { body } = await get<BrandPage>('/api/brands?limit=100');
    for (const item of body.items) {
      expect(ListedBrandSchema.strict().safeParse(item).error?.issues ?? []).toEqual([]);
    }
    const nike = body.items.find((item) => item.slug === 'nike');
    expect(nike).not.toHaveProperty('recent_news');
    expect((await get<Brand>('/api/brands/nike')).body).toHaveProperty('recent_news', []);
  });

  it('walks every page exactly once with the cursor, in the order of the sort', async () => {
    // Each sort's key, and whether larger comes first: the walk must be in that order, ties included.
    const keyOf: Record<string, [(b: ListedBrand) => string | number, 'asc' | 'desc']> = {
      newest: [(b) => Date.parse(b.created_at), 'desc'],
      alpha: [(b) => b.name.toLowerCase(), 'asc'],
      popular: [(b) => b.favorite_count, 'desc'],
      trending: [(b) => b.visit_count, 'desc'],
    };
    for (const [sort, [key, direction]] of Object.entries(keyOf)) {
      const seen: ListedBrand[] = [];
      let cursor: string | null = null;
      do {
        const url: string = `/api/brands?sort=${sort}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
        const { status, body } = await get<BrandPage>(url);
        expect(status, url).toBe(200);
        seen.push(...body.items);
        cursor = body.nextCursor;
      } while (cursor);
      const slugs = seen.map((b) => b.slug);
      expect(new Set(slugs).size, sort).toBe(35);
      expect(slugs, sort).toHaveLength(35);
      // Page by page, the same order as one page holding everything.
      const whole = await get<BrandPage>(`/api/brands?sort=${sort}&limit=100`);
      expect(slugs, sort).toEqual(whole.body.items.map((b) => b.slug));
      // And that order is the sort's: no brand before one that the sort puts first.
      for (let i = 1; i < seen.length; i++) {
        const [before, after] = [key(seen[i - 1] as ListedBrand), key(seen[i] as ListedBrand)];
        const inOrder = direction === 'asc' ? before <= after : before >= after;
        expect(inOrder, `${sort}: ${seen[i - 1]?.slug} (${before}) then ${seen[i]?.slug} (${after})`).toBe(
          true,
        );
      }
    }
  });

  it('sorts alphabetically, by favourites and by visits', async () => {
    const alpha = await get<BrandPage>('/api/brands?sort=alpha&limit=3');
    expect(alpha.body.items.map((b) => b.name)).toEqual(['Apple', 'Coca-Cola', 'Filler 00']);
    const popular = await get<BrandPage>('/api/brands?sort=popular&limit=3');
    expect(popular.body.items.map((b) => b.slug)).toEqual(['starbucks', 'apple', 'nike']);
    const trending = await get<BrandPage>('/api/brands?sort=trending&limit=2');
    expect(trending.body.items.map((b) => b.slug)).toEqual(['apple', 'coca-cola']);
  });

  it('filters by industry and archetype case-insensitively', async () => {
    const bev = await get<BrandPage>('/api/brands?industry=beverages&sort=alpha');
    expect(bev.body.items.map((b) => b.slug)).toEqual(['coca-cola', 'pepsi']);
    const hero = await get<BrandPage>('/api/brands?archetype=The%20Hero');
    expect(hero.body.items.map((b) => b.slug)).toEqual(['nike']);
    const all = await get<BrandPage>('/api/brands?industry=all&limit=1');
    expect(all.body.total).toBe(35);
  });

  it('filters by colour family on any of the three colours', async () => {
    // spec 000 §3 bands: hue 330-360 is Pink, so Coca-Cola's #F40009 (358°) and Pepsi's #E32934 count there.
    const pink = await get<BrandPage>('/api/brands?color=Pink&sort=alpha');
    expect(pink.body.items.map((b) => b.slug)).toEqual(['coca-cola', 'pepsi']);
    const orange = await get<BrandPage>('/api/brands?color=orange');
    expect(orange.body.items.map((b) => b.slug)).toEqual(['nike']);
    // Starbucks green #00704A (160°) and Pepsi blue #004B93 (209°) sit in the spec's cyan band (150-210).
    const cyan = await get<BrandPage>('/api/brands?color=cyan&sort=alpha');
    expect(cyan.body.items.map((b) => b.slug)).toEqual(['pepsi', 'starbucks']);
  });

  it('stores the colour mask with the bit of each family the brand has', async () => {
    const rows = await t.database.db
      .select({ slug: brands.slug, families: brands.colorFamilies, mask: brands.colorMask })
      .from(brands);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const expected = row.families.reduce((mask, f) => mask | colorFamilyBit(f as ColorFamily), 0);
      expect({ slug: row.slug, mask: row.mask }).toEqual({ slug: row.slug, mask: expected });
    }
    // Every family, not only those of the fixtures: each one alone gives its own bit.
    const masks: Record<string, number | null> = {};
    const rolledBack = t.database.db.transaction(async (tx) => {
      for (const family of COLOR_FAMILIES) {
        const [row] = await tx
          .update(brands)
          .set({ colorFamilies: [family] })
          .where(eq(brands.slug, 'nike'))
          .returning({ mask: brands.colorMask });
        masks[family] = row?.mask ?? null;
      }
      tx.rollback();
    });
    await expect(rolledBack).rejects.toThrow();
    expect(masks).toEqual(Object.fromEntries(COLOR_FAMILIES.map((f) => [f, colorFamilyBit(f)])));
    expect(new Set(Object.values(masks)).size).toBe(COLOR_FAMILIES.length);
  });

  it('searches name, industry, archetype, description and tagline', async () => {
    const byTagline = await get<BrandPage>('/api/brands?search=JUST%20DO');
    expect(byTagline.body.items.map((b) => b.slug)).toEqual(['nike']);
    const byIndustry = await get<BrandPage>('/api/brands?search=food');
    expect(byIndustry.body.items.map((b) => b.slug)).toEqual(['starbucks']);
    const byArchetype = await get<BrandPage>('/api/brands?search=jester');
    expect(byArchetype.body.items.map((b) => b.slug)).toEqual(['pepsi']);
  });

  it('treats quotes, wildcards and backslashes in a search as plain text', async () => {
    expect((await get<BrandPage>('/api/brands?search=100%25')).body.items.map((b) => b.slug)).toEqual([
      'coca-cola',
    ]);
    expect((await get<BrandPage>('/api/brands?search=soda_brand')).body.total).toBe(1);
    expect((await get<BrandPage>('/api/brands?search=%25')).body.total).toBe(1);
    expect((await get<BrandPage>('/api/brands?search=_')).body.total).toBe(1);
    for (const search of ["'", '"', '\\', "'; drop table brands; --", 'x'.repeat(2000)]) {
      const res = await get<BrandPage>(`/api/brands?search=${encodeURIComponent(search)}`);
      expect(res.status, search).toBe(200);
      expect(res.body.total, search).toBe(0);
    }
  });

  it('gives an empty list for unknown filter values', async () => {
    for (const q of ['industry=Spaceflight', 'archetype=Wizard', 'color=Mauve']) {
      const res = await get<BrandPage>(`/api/brands?${q}`);
      expect(res.status, q).toBe(200);
      expect(res.body).toEqual({ items: [], total: 0, total_capped: false, nextCursor: null });
    }
  });

  it('answers an invalid parameter with a 400 problem naming it', async () => {
    for (const [q, name] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['sort=random', 'sort'],
      ['cursor=not-a-cursor', 'cursor'],
    ] as const) {
      const res = await t.app.request(`/api/brands?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      const body = (await res.json()) as { detail: string; errors: { name: string }[] };
      expect(body.detail, q).toContain(name);
      expect(
        body.errors.map((e) => e.name),
        q,
      ).toContain(name);
    }
  });

  it('refuses a cursor from another sort order', async () => {
    const { body } = await get<BrandPage>('/api/brands?sort=alpha&limit=2');
    const res = await t.app.request(`/api/brands?sort=newest&cursor=${body.nextCursor}`);
    expect(res.status).toBe(400);
  });
});

describe('totals of a large catalogue', () => {
  it('counts the whole catalogue exactly and a filtered list up to 1,000', async () => {
    const big = await createTestApp();
    try {
      const rows = Array.from({ length: 1_010 }, (_, i) => ({
        name: `Scale Brand ${i}`,
        slug: `scale-brand-${i}`,
        industry: i < 1_005 ? 'Technology' : 'Retail',
      }));
      await big.database.db.insert(brands).values(rows);
      const all = (await (await big.app.request('/api/brands?limit=1')).json()) as BrandPage;
      expect([all.total, all.total_capped]).toEqual([1_010, false]);
      const many = (await (await big.app.request('/api/brands?industry=technology')).json()) as BrandPage;
      expect([many.total, many.total_capped]).toEqual([1_000, true]);
      const few = (await (await big.app.request('/api/brands?industry=retail')).json()) as BrandPage;
      expect([few.total, few.total_capped, few.items.length]).toEqual([5, false, 5]);
    } finally {
      await big.close();
    }
  });
});

describe('GET /api/brands/{slug}', () => {
  it('answers the brand', async () => {
    const { status, body } = await get<Brand>('/api/brands/starbucks');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Starbucks',
      primary_color: '#00704A',
      color_palette: [],
      recent_news: [],
    });
  });

  it('answers a 404 problem for an unknown slug', async () => {
    const res = await t.app.request('/api/brands/no-such-brand');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });
});

describe('GET /api/brands/lookup', () => {
  it('prefers an exact case-insensitive name', async () => {
    expect((await get('/api/brands/lookup?q=NIKE')).body).toEqual({ slug: 'nike', match: 'exact' });
  });

  it('falls back to the first name, alphabetically, that contains the text', async () => {
    expect((await get('/api/brands/lookup?q=fill')).body).toEqual({ slug: 'filler-00', match: 'contains' });
    expect((await get('/api/brands/lookup?q=cola')).body).toEqual({ slug: 'coca-cola', match: 'contains' });
  });

  it('finds names far down the name order, for long and short texts', async () => {
    const big = await createTestApp();
    try {
      const fillers = Array.from({ length: 400 }, (_, i) => ({
        name: `Aaa Filler ${String(i).padStart(3, '0')}`,
        slug: `aaa-filler-${i}`,
        industry: 'Technology',
      }));
      const late = ['Zulu Quartzite', 'Yak Quartz', 'Zebra Qx'].map((name) => ({
        name,
        slug: name.toLowerCase().replace(' ', '-'),
        industry: 'Retail',
      }));
      await big.database.db.insert(brands).values([...fillers, ...late]);
      const lookup = async (q: string) =>
        (await (await big.app.request(`/api/brands/lookup?q=${encodeURIComponent(q)}`)).json()) as unknown;
      expect(await lookup('filler 01')).toEqual({ slug: 'aaa-filler-10', match: 'contains' });
      expect(await lookup('filler 3')).toEqual({ slug: 'aaa-filler-300', match: 'contains' });
      expect(await lookup('quartz')).toEqual({ slug: 'yak-quartz', match: 'contains' });
      expect(await lookup('qx')).toEqual({ slug: 'zebra-qx', match: 'contains' });
      expect(await lookup('yak quartz')).toEqual({ slug: 'yak-quartz', match: 'exact' });
      expect(await lookup('quartzes')).toEqual({ slug: null, match: null });
    } finally {
      await big.close();
    }
  });

  it('answers no match for unknown or empty text, wildcards included', async () => {
    for (const q of ['zzz', '%', '_', '   ']) {
      const res = await get(`/api/brands/lookup?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual({ slug: null, match: null });
    }
  });
});

describe('GET /api/brands/facets', () => {
  it('lists the industries, archetypes and colour families present', async () => {
    const { body } = await get<{ industries: string[]; archetypes: string[]; colors: string[] }>(
      '/api/brands/facets',
    );
    expect(body.industries).toEqual([
      'Active Lifestyle',
      'Beverages',
      'Food & Beverage',
      'Other',
      'Technology',
    ]);
    expect(body.archetypes).toContain('Hero');
    expect(body.colors).toEqual(['Orange', 'Cyan', 'Blue', 'Pink', 'Black', 'White', 'Gray']);
    expect(body.colors).not.toContain('Unknown');
  });

  it('answers in the shape the filter bar reads', async () => {
    expectShape(BrandFacetsSchema, (await get<unknown>('/api/brands/facets')).body);
  });
});

describe('facets of a catalogue spelling one industry two ways', () => {
  it('offers one option per industry and archetype, spelt as its most favourited brand spells it', async () => {
    const own = await createTestApp();
    try {
      const { db } = own.database;
      await insertBrand(db, {
        name: 'Alpha',
        industry: 'technology',
        archetype: 'the sage',
        favoriteCount: 1,
      });
      await insertBrand(db, {
        name: 'Beta',
        industry: 'Technology',
        archetype: 'The Sage',
        favoriteCount: 9,
      });
      await insertBrand(db, { name: 'Gamma', industry: 'Retail', archetype: 'Hero', favoriteCount: 0 });
      const facets = (await (await own.app.request('/api/brands/facets')).json()) as {
        industries: string[];
        archetypes: string[];
      };
      expect(facets.industries).toEqual(['Retail', 'Technology']);
      expect(facets.archetypes).toEqual(['Hero', 'The Sage']);
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/brands/{slug}/visits', () => {
  it('counts a visit and moves the brand up in Trending', async () => {
    const before = await get<Brand>('/api/brands/pepsi');
    const res = await t.app.request('/api/brands/pepsi/visits', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ visit_count: before.body.visit_count + 1 });
    const after = await get<Brand>('/api/brands/pepsi');
    expect(after.body.last_visited_at).not.toBeNull();
  });

  it('answers 404 for an unknown brand and refuses a foreign origin', async () => {
    const missing = await t.app.request('/api/brands/none/visits', {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(missing.status).toBe(404);
    const foreign = await t.app.request('/api/brands/pepsi/visits', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('verified brands', () => {
  it('lists only brands with the blue badge', async () => {
    const { body } = await get<BrandPage>('/api/brands?verified=true&sort=alpha');
    expect(body.items.map((b) => b.slug)).toEqual(['nike']);
    expect(body.total).toBe(1);
  });
});

describe('catalogue views', () => {
  it("picks today's featured brand by the New York date over the brands ordered by name", async () => {
    const { featuredBrandIndex, featuredDayStart } = await import('../../domain/featured');
    const now = new Date();
    const all = await get<BrandPage>('/api/brands?sort=alpha&limit=100');
    // The catalogue as the New York day began: the five brands of 2024, not today's fillers.
    const dayStart = featuredDayStart(now)?.getTime() ?? 0;
    const counted = all.body.items.filter((b) => Date.parse(b.created_at) < dayStart);
    expect(counted.map((b) => b.slug)).toEqual(['apple', 'coca-cola', 'nike', 'pepsi', 'starbucks']);
    const index = featuredBrandIndex(now, counted.length) ?? -1;
    const { status, body } = await get<Brand>('/api/featured-brand');
    expect(status).toBe(200);
    expect(body.slug).toBe(counted[index]?.slug);
  });

  it('lists a themed gallery by its membership rule', async () => {
    const coffee = await get<{ items: Brand[] }>('/api/galleries/coffee');
    expect(coffee.body.items.map((b) => b.slug)).toEqual(['starbucks']);
    const footwear = await get<{ items: Brand[] }>('/api/galleries/footwear');
    expect(footwear.body.items.map((b) => b.slug)).toEqual(['nike']);
    const unknown = await t.app.request('/api/galleries/space');
    expect(unknown.status).toBe(400);
  });

  it('lists brands with a pricing position for the quadrants, luxury by default', async () => {
    const { db } = t.database;
    const { brands } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(brands).set({ pricingStrategy: 'premium' }).where(eq(brands.slug, 'apple'));
    await db.update(brands).set({ pricingStrategy: 'value' }).where(eq(brands.slug, 'pepsi'));
    const luxury = await get<{ items: { slug: string }[]; total: number }>('/api/quadrants');
    expect(luxury.body.items.map((b) => b.slug)).toEqual(['apple']);
    const beverages = await get<{ items: { slug: string }[] }>('/api/quadrants?filter=industry:Beverages');
    expect(beverages.body.items.map((b) => b.slug)).toEqual(['pepsi']);
    const all = await get<{ total: number }>('/api/quadrants?filter=all');
    expect(all.body.total).toBe(2);
    for (const filter of ['industry:Spaceflight', 'archetype:Wizard', "industry:'%_\\"]) {
      const unknown = await get<{ items: unknown[]; total: number }>(
        `/api/quadrants?filter=${encodeURIComponent(filter)}`,
      );
      expect(unknown.status, filter).toBe(200);
      expect(unknown.body, filter).toEqual({ items: [], total: 0 });
    }
  });

  it('answers the quadrants in the shape the chart reads', async () => {
    await t.database.db.update(brands).set({ pricingStrategy: 'premium' }).where(eq(brands.slug, 'apple'));
    const { body } = await get<QuadrantBrands>('/api/quadrants?filter=all');
    expect(body.items.length).toBeGreaterThan(0);
    expectShape(QuadrantBrandsSchema, body);
  });
});

describe('GET /api/brands?has_logo=true', () => {
  it('lists only brands with a logo, for the logo strip', async () => {
    const { db } = t.database;
    const { brands } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(brands).set({ logoUrl: '/files/brand-logos/nike.svg' }).where(eq(brands.slug, 'nike'));
    await db.update(brands).set({ logoUrl: '' }).where(eq(brands.slug, 'apple'));
    const { status, body } = await get<BrandPage>('/api/brands?has_logo=true&sort=popular');
    expect(status).toBe(200);
    expect(body.items.map((b) => b.slug)).toEqual(['nike']);
    expect(body.total).toBe(1);
  });
});

describe('GET /api/archetypes', () => {
  it('counts the brands of each of the twelve archetypes and names the most favourited', async () => {
    const { db } = t.database;
    const { brands } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await db.update(brands).set({ favoriteCount: 9 }).where(eq(brands.slug, 'filler-17'));
    await db.update(brands).set({ favoriteCount: 4 }).where(eq(brands.slug, 'filler-05'));
    const { status, body } = await get<{
      items: { archetype: string; total: number; examples: { slug: string; name: string }[] }[];
    }>('/api/archetypes');
    expect(status).toBe(200);
    expect(body.items.map((i) => i.archetype)).toEqual([
      'Caregiver',
      'Creator',
      'Everyman',
      'Explorer',
      'Hero',
      'Innocent',
      'Jester',
      'Lover',
      'Magician',
      'Outlaw',
      'Ruler',
      'Sage',
    ]);
    const byName = Object.fromEntries(body.items.map((i) => [i.archetype, i]));
    expect(byName.Hero).toMatchObject({ total: 1, examples: [{ slug: 'nike', name: 'Nike' }] });
    expect(byName.Sage?.total).toBe(30);
    expect(byName.Sage?.examples).toHaveLength(4);
    expect(byName.Sage?.examples.slice(0, 2).map((e) => e.name)).toEqual(['Filler 17', 'Filler 05']);
    expect(byName.Ruler).toEqual({ archetype: 'Ruler', total: 0, examples: [] });
  });

  it('answers in the shape the archetypes page reads', async () => {
    expectShape(ArchetypeListSchema, (await get<unknown>('/api/archetypes')).body);
  });
});

describe('GET /api/brands/duplicates', () => {
  it('finds exact, normalised and similar names with the spec messages', async () => {
    const exact = await get<{ match: { slug: string; message: string } | null }>(
      '/api/brands/duplicates?name=nike',
    );
    expect(exact.body.match).toMatchObject({ slug: 'nike', message: 'Nike is already in our database.' });
    const normalised = await get<{ match: { slug: string; message: string } | null }>(
      '/api/brands/duplicates?name=Coca%20Cola',
    );
    expect(normalised.body.match).toMatchObject({
      slug: 'coca-cola',
      message: 'Coca-Cola is already in our database.',
    });
    const similar = await get<{ match: { slug: string; message: string } | null }>(
      '/api/brands/duplicates?name=Starbuck',
    );
    expect(similar.body.match).toMatchObject({
      slug: 'starbucks',
      message: 'Did you mean "Starbucks"? This brand is already in our database.',
    });
    const none = await get<{ match: unknown }>('/api/brands/duplicates?name=Completely%20New');
    expect(none.body.match).toBeNull();
  });

  it('answers in the shape the add-brand wizard reads', async () => {
    for (const name of ['nike', 'Starbuck', 'Completely New']) {
      const { body } = await get<unknown>(`/api/brands/duplicates?name=${encodeURIComponent(name)}`);
      expectShape(DuplicateCheckSchema, body);
    }
  });
});

describe('brand page data', () => {
  it('finds catalogue brands named in the description and the competitors in the catalogue', async () => {
    const { db } = t.database;
    const { brands } = await import('../db/schema');
    const { eq } = await import('drizzle-orm');
    await db
      .update(brands)
      .set({
        description: 'A rival of Coca-Cola and of pepsi, sold next to Starbucks.',
        competitors: ['Coca-Cola', 'Dr Pepper'],
      })
      .where(eq(brands.slug, 'pepsi'));
    const { status, body } = await get<{
      mentions: { slug: string }[];
      competitors: { name: string; slug: string | null }[];
    }>('/api/brands/pepsi/related');
    expect(status).toBe(200);
    expect(body.mentions.map((m) => m.slug).sort()).toEqual(['coca-cola', 'starbucks']);
    expect(body.competitors).toEqual([
      { name: 'Coca-Cola', slug: 'coca-cola' },
      { name: 'Dr Pepper', slug: null },
    ]);
    expect((await t.app.request('/api/brands/none/related')).status).toBe(404);
  });

  it('answers the related brands in the shape the brand page reads', async () => {
    expectShape(BrandRelatedSchema, (await get<unknown>('/api/brands/pepsi/related')).body);
  });

  it('lists the logo library', async () => {
    const res = await get<{ items: unknown[] }>('/api/brands/nike/logos');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });

  it('answers the logo library in the shape the brand page reads', async () => {
    const [starbucks] = await t.database.db
      .select({ id: brands.id })
      .from(brands)
      .where(eq(brands.slug, 'starbucks'));
    await t.database.db.insert(brandLogos).values({
      brandId: starbucks!.id,
      name: 'Siren (SVG)',
      fileUrl: '/files/brand-logos/siren.svg',
      fileType: 'SVG',
    });
    const { body } = await get<BrandLogoLibrary>('/api/brands/starbucks/logos');
    expect(body.items.map((logo) => logo.name)).toEqual(['Siren (SVG)']);
    expectShape(BrandLogoLibrarySchema, body);
  });
});
