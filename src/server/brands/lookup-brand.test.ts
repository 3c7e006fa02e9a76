import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactName, FOLD_FROM, FOLD_PAIRS, foldAccents } from '../../domain/accent-fold';
import { type Db, queryRows } from '../db/client';
import { brands } from '../db/schema';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { type BrandLookup, lookupBrand } from './lookup-brand';

let t: TestApp;
let as: Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
});
afterAll(async () => t.close());

const nav = async (q: string) =>
  (await (await t.app.request(`/api/brands/lookup?q=${encodeURIComponent(q)}`)).json()) as BrandLookup;

/** The slugs of the list's first page for a search text. */
const listed = async (search: string) => {
  const page = (await (await t.app.request(`/api/brands?${new URLSearchParams({ search })}`)).json()) as {
    items: { slug: string }[];
  };
  return page.items.map((item) => item.slug);
};

/** Rows of brand_name_trigrams that differ from the pieces of the names in brands, both ways. */
async function indexDrift(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
          (select trigram, name_search, brand_id from brand_name_trigrams
           except all
           select g, b.name_search, b.id from brands b cross join lateral name_trigrams(b.name_search) g)
          union all
          (select g, b.name_search, b.id from brands b cross join lateral name_trigrams(b.name_search) g
           except all
           select trigram, name_search, brand_id from brand_name_trigrams)
        ) drift`,
  );
  return row?.n ?? -1;
}

/** The answer by reading every name: what the lookup must agree with. */
async function scanEveryName(db: Db, text: string): Promise<BrandLookup> {
  const q = text.trim().toLowerCase();
  const folded = foldAccents(q);
  const [exact] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from brands where name_search = ${folded} order by name_lower = ${q} desc, id limit 1`,
  );
  if (exact) return { slug: exact.slug, match: 'exact' };
  const [first] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from brands where strpos(name_search, ${folded}) > 0 order by name_search, id limit 1`,
  );
  if (first) return { slug: first.slug, match: 'contains' };
  const compact = compactName(q);
  if (!compact) return { slug: null, match: null };
  const [same] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from brands where regexp_replace(name_search, '[^a-z0-9]+', '', 'g') = ${compact}
        order by name_lower, id limit 1`,
  );
  return same ? { slug: same.slug, match: 'exact' } : { slug: null, match: null };
}

describe('search that forgives accents', () => {
  it('folds names in the database exactly as the domain folds search text', async () => {
    const letters = [...FOLD_FROM, ...FOLD_PAIRS.map(([letter]) => letter), 'A', 'z', '-', '&'];
    const text = letters.join('');
    const [row] = await queryRows<{ folded: string }>(
      t.database.db,
      sql`select fold_accents(${text}) as folded`,
    );
    expect(row?.folded).toBe(foldAccents(text));
    expect(foldAccents('Hermès Moët & Chandon Nestlé ÆØÅ')).toBe('hermes moet & chandon nestle aeoa');
  });

  it('finds Hermès, Nestlé and Moët typed without accents, in the nav lookup and the list', async () => {
    await t.database.db.insert(brands).values([
      { name: 'Hermès', slug: 'hermes' },
      { name: 'Nestlé', slug: 'nestle' },
      { name: 'Moët & Chandon', slug: 'moet-chandon' },
    ]);
    expect(await nav('Hermes')).toEqual({ slug: 'hermes', match: 'exact' });
    expect(await nav('hermès')).toEqual({ slug: 'hermes', match: 'exact' });
    expect(await nav('Nestle')).toEqual({ slug: 'nestle', match: 'exact' });
    expect(await nav('Moet')).toEqual({ slug: 'moet-chandon', match: 'contains' });
    expect(await nav('ERME')).toEqual({ slug: 'hermes', match: 'contains' });
    expect(await listed('Hermes')).toContain('hermes');
    expect(await listed('nestle')).toContain('nestle');
    expect(await listed('Moet')).toContain('moet-chandon');
    expect(await listed('Moët')).toContain('moet-chandon');
  });

  it('compacts names in the database exactly as the domain compacts search text', async () => {
    const name = `${[...FOLD_FROM].join('')} Coca-Cola L'Oréal Ben & Jerry's 7-Eleven ÆØ ß`;
    await t.database.db.insert(brands).values({ name, slug: 'every-letter' });
    const [row] = await queryRows<{ compact: string; search: string }>(
      t.database.db,
      sql`select name_compact as compact, search_text as search from brands where slug = 'every-letter'`,
    );
    expect(row?.compact).toBe(compactName(name));
    expect(row?.search.endsWith(`\u001f${compactName(name)}`)).toBe(true);
    await t.database.db.delete(brands).where(eq(brands.slug, 'every-letter'));
    expect(compactName("L'Oréal Paris")).toBe('lorealparis');
  });

  it("finds Coca-Cola, McDonald's and L'Oréal typed without their spaces and punctuation", async () => {
    await t.database.db.insert(brands).values([
      { name: 'Coca-Cola', slug: 'coca-cola', description: 'Soft drinks.' },
      { name: "McDonald's", slug: 'mcdonalds' },
      { name: "L'Oréal", slug: 'loreal' },
      { name: "Ben & Jerry's", slug: 'ben-jerrys' },
      { name: 'Hamster Mill', slug: 'hamster-mill', description: 'Wheels.' },
    ]);
    expect(await nav('coca cola')).toEqual({ slug: 'coca-cola', match: 'exact' });
    expect(await nav('CocaCola')).toEqual({ slug: 'coca-cola', match: 'exact' });
    expect(await nav('mcdonalds')).toEqual({ slug: 'mcdonalds', match: 'exact' });
    expect(await nav('loreal')).toEqual({ slug: 'loreal', match: 'exact' });
    // A name that contains the text as typed still comes first.
    expect(await nav('coca')).toEqual({ slug: 'coca-cola', match: 'contains' });
    expect(await listed('coca cola')).toEqual(['coca-cola']);
    expect(await listed('mc donalds')).toEqual(['mcdonalds']);
    expect(await listed('ben jerry')).toEqual(['ben-jerrys']);
    expect(await listed('cocacola')).toEqual(['coca-cola']);
    expect(await listed('levis loreal')).toEqual([]);
    expect(await listed('hamster')).toEqual(['hamster-mill']);
    // The name's letters are joined, not the other fields': 'drinks wheels' is in no one text.
    expect(await listed('soft drinks')).toEqual(['coca-cola']);
    expect(await listed('drinkswheels')).toEqual([]);
    // Punctuation around a letter or two is matched as typed: '%%%a' is in no text.
    expect(await listed('%%%a')).toEqual([]);
    expect(await listed('h&m')).toEqual([]);
  });

  it("finds a brand by its archetype as the badge prints it ('The Hero')", async () => {
    await t.database.db.insert(brands).values([
      { name: 'Valorbound', slug: 'valorbound', archetype: 'Hero' },
      { name: 'Sagewick', slug: 'sagewick', archetype: 'Sage', description: 'There, heroes rest.' },
    ]);
    const page = (await (await t.app.request('/api/brands?search=The%20Hero&limit=100')).json()) as {
      items: { archetype: string | null }[];
    };
    expect(page.items.map((item) => item.archetype)).toEqual(['Hero']);
  });

  it('reads the folded search text from its trigram index', async () => {
    await t.database.db.execute(sql`set enable_seqscan = off`);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`explain select id from brands where search_text like '%hermes%'`,
    );
    await t.database.db.execute(sql`reset enable_seqscan`);
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/brands_search_text_trgm_idx/);
    await t.database.db.execute(sql`set enable_seqscan = off`);
    const compact = await queryRows<{ 'QUERY PLAN': string }>(
      t.database.db,
      sql`explain select slug from brands where name_compact = 'cocacola' order by name_lower, id limit 1`,
    );
    await t.database.db.execute(sql`reset enable_seqscan`);
    expect(compact.map((row) => row['QUERY PLAN']).join('\n')).toMatch(
      /Index Only Scan using brands_name_compact_idx/,
    );
  });
});

describe('the name index behind the nav lookup', () => {
  it('follows brands as they are added, imported, renamed and deleted', async () => {
    const created = await requestAs(t, as.user, 'POST', '/api/brands', {
      name: 'Quillfeather',
      industry: 'Other',
      url: 'https://quillfeather.example',
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // Not offered while its first analysis runs; listed, as a completed analysis leaves it.
    expect(await nav('llfeat')).toEqual({ slug: null, match: null });
    await t.database.db.update(brands).set({ listed: true }).where(eq(brands.id, id));
    expect(await nav('llfeat')).toEqual({ slug: 'quillfeather', match: 'contains' });

    const imported = await t.app.request('/api/admin/import/csv', {
      method: 'POST',
      headers: { cookie: as.admin, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      body: 'Brand Name,Website\nMarrowbone Ink,marrowbone.example\nAmberwick,amberwick.example\n',
    });
    expect(imported.status).toBe(200);
    expect(await nav('rowbone')).toEqual({ slug: 'marrowbone-ink', match: 'contains' });
    expect(await nav('AMBERWICK')).toEqual({ slug: 'amberwick', match: 'exact' });

    const renamed = await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${id}`, {
      name: 'Inkwell Press',
    });
    expect(renamed.status).toBe(200);
    expect(await nav('llfeat')).toEqual({ slug: null, match: null });
    // The slug stays; the name it is found by is the new one, and it now comes before Marrowbone Ink.
    expect(await nav('inkwell press')).toEqual({ slug: 'quillfeather', match: 'exact' });
    expect(await nav('ink')).toEqual({ slug: 'quillfeather', match: 'contains' });

    // Edits that leave the name alone leave the index alone.
    await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${id}`, { tagline: 'Ink, pressed' });
    await t.database.db.update(brands).set({ visitCount: 5 }).where(eq(brands.slug, 'amberwick'));

    await t.database.db.delete(brands).where(eq(brands.id, id));
    expect(await nav('ink')).toEqual({ slug: 'marrowbone-ink', match: 'contains' });
    expect(await nav('inkwell press')).toEqual({ slug: null, match: null });
    expect(await indexDrift(t.database.db)).toBe(0);

    // Several rows in one statement, renamed and deleted together.
    await t.database.db.insert(brands).values(
      ['Velour North', 'Velour South', 'Velour East'].map((name) => ({
        name,
        slug: name.toLowerCase().replace(' ', '-'),
      })),
    );
    await t.database.db
      .update(brands)
      .set({ name: sql`replace(${brands.name}, 'Velour', 'Suede')` })
      .where(sql`${brands.name} like 'Velour %'`);
    expect(await nav('elour')).toEqual({ slug: null, match: null });
    expect(await nav('suede')).toEqual({ slug: 'velour-east', match: 'contains' });
    expect(await indexDrift(t.database.db)).toBe(0);
    await t.database.db.delete(brands).where(sql`${brands.name} like 'Suede %'`);
    expect(await nav('suede')).toEqual({ slug: null, match: null });
    expect(await indexDrift(t.database.db)).toBe(0);
  });

  it('moves past names that hold every piece of the text but not the text', async () => {
    // Each of these names holds every trigram of "ova nova nova" and of "nova nova n", one after
    // the other in name order; only the last holds the second text.
    await t.database.db.insert(brands).values(
      ['Nova Nova 1', 'Nova Nova 2', 'Nova Nova 3', 'Nova Nova 4', 'Nova Nova Nine'].map((name) => ({
        name,
        slug: name.toLowerCase().replaceAll(' ', '-'),
      })),
    );
    expect(await lookupBrand(t.database.db, 'ova nova nova')).toEqual({ slug: null, match: null });
    expect(await lookupBrand(t.database.db, 'nova nova n')).toEqual({
      slug: 'nova-nova-nine',
      match: 'contains',
    });
    expect(await lookupBrand(t.database.db, 'a nova 3')).toEqual({ slug: 'nova-nova-3', match: 'contains' });
  });

  it('agrees with a scan of every name, for texts of every length', async () => {
    const db = t.database.db;
    // A small alphabet makes names share most of their trigrams, so the walk meets many names
    // that hold every piece of a text but not the text itself.
    let state = 7;
    const random = () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state / 2 ** 31;
    };
    const letters = 'abn o-%_é';
    const word = (length: number) =>
      Array.from({ length }, () => letters[Math.floor(random() * letters.length)]).join('');
    const names = Array.from({ length: 400 }, () => word(1 + Math.floor(random() * 9)));
    // The same name twice: the lookup answers the smaller id.
    names.push(names[3] as string, names[3] as string);
    await db.insert(brands).values(names.map((name, i) => ({ name: `Zz${name}`, slug: `random-${i}` })));
    expect(await indexDrift(db)).toBe(0);

    const texts = new Set<string>();
    for (const name of names.slice(0, 60)) {
      const full = `zz${name}`;
      texts.add(full.toUpperCase());
      for (let start = 0; start < full.length; start += 2) {
        texts.add(full.slice(start, start + 1 + Math.floor(random() * 6)));
      }
    }
    for (let i = 0; i < 150; i++) texts.add(word(1 + Math.floor(random() * 7)));
    for (const text of ['\\', 'é', 'zzé', 'a%', '_b', 'qq', 'zzzz', 'zz-nab-nab']) texts.add(text);

    for (const text of texts) {
      if (!text.trim()) continue;
      expect(await lookupBrand(db, text), JSON.stringify(text)).toEqual(await scanEveryName(db, text));
    }
  });
});
