import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListedBrand } from '../../domain/brand';
import { type Database, queryRows } from '../db/client';
import { brands } from '../db/schema';
import { insertBrand } from '../test/brand-factory';
import { openTestDatabase } from '../test/test-database';
import { LISTED_BRAND_COLUMNS, toListedBrand } from './brand-dto';
import { brandPageJson, listBrandCards, listBrands } from './list-brands';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** Every brand's stored card beside the card the app makes of the same row. */
async function cardsBesideRows(): Promise<{ stored: ListedBrand; made: ListedBrand }[]> {
  const { db } = database;
  const rows = await db
    .select({ ...LISTED_BRAND_COLUMNS, listCard: brands.listCard })
    .from(brands)
    .orderBy(brands.slug);
  return rows.map(({ listCard, ...row }) => ({
    stored: JSON.parse(listCard ?? 'null') as ListedBrand,
    made: toListedBrand(row),
  }));
}

describe("a brand's stored list card", () => {
  it('is the card toListedBrand makes, for awkward values, after inserts and after updates', async () => {
    const { db } = database;
    await insertBrand(db, {
      slug: 'quotes',
      name: 'Quote "and" back\\slash\ttab ☃ é',
      tagline: 'line\nbreak \u0001 control',
      logoUrl: 'https://cdn.example.com/q.svg',
      // logoKitOf keeps well-formed entries only.
      logoKit: [
        {
          url: 'https://cdn.example.com/w.svg',
          role: 'wordmark',
          ground: 'light',
          ink_luminance: 0.12,
          self_backed: false,
        },
        {
          url: 'https://cdn.example.com/x.svg',
          role: 'poster',
          ground: 'light',
          ink_luminance: 0.1,
          self_backed: true,
        },
        { url: 42, role: 'icon', ground: 'dark', ink_luminance: 0.9, self_backed: true },
        {
          url: 'https://cdn.example.com/i.svg',
          role: 'icon',
          ground: 'dark',
          ink_luminance: 1,
          self_backed: true,
        },
      ],
      visitCount: 9_007_199_254,
      favoriteCount: 17,
      yearFounded: 1886,
      hasBlueBadge: true,
      // Microseconds: the card keeps milliseconds, as toISOString does.
      createdAt: new Date('2021-03-04T05:06:07.891Z'),
    });
    await insertBrand(db, { slug: 'bare', name: 'Bare' });
    await db.execute(sql`update brands set created_at = '2019-12-31 23:59:59.999999+00' where slug = 'bare'`);
    for (const { stored, made } of await cardsBesideRows()) expect(stored).toEqual(made);

    await db
      .update(brands)
      .set({ name: 'Renamed', visitCount: 12, logoKit: [], description: 'New words' })
      .where(eq(brands.slug, 'quotes'));
    await db.execute(sql`update brands set favorite_count = favorite_count + 1, logo_kit = '"not a list"'`);
    const after = await cardsBesideRows();
    for (const { stored, made } of after) expect(stored).toEqual(made);
    expect(after.find((c) => c.stored.slug === 'quotes')?.stored).toMatchObject({
      name: 'Renamed',
      visit_count: 12,
      favorite_count: 18,
      logo_kit: [],
      description: 'New words',
    });
  });

  it('makes the list page: its JSON is the page of cards the app would write', async () => {
    const { db } = database;
    const page = await listBrandCards(db, { sort: 'alpha', limit: 1 });
    const parsed = JSON.parse(brandPageJson(page)) as Awaited<ReturnType<typeof listBrands>>;
    expect(parsed.items.map((b) => b.slug)).toEqual(['bare']);
    expect(parsed.nextCursor).toEqual(expect.any(String));
    const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from brands where listed`);
    expect(parsed.total).toBe(row?.n);
    const next = await listBrands(db, { sort: 'alpha', limit: 1, cursor: parsed.nextCursor ?? undefined });
    expect(next.items.map((b) => b.slug)).toEqual(['quotes']);
    const [quotes] = await db.select(LISTED_BRAND_COLUMNS).from(brands).where(eq(brands.slug, 'quotes'));
    expect(next.items[0]).toEqual(quotes && toListedBrand(quotes));
  });
});
