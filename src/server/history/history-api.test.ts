import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_BRAND_FIELDS } from '../../domain/brand-fields';
import {
  type BrandHistoryPage,
  BrandHistoryPageSchema,
  IdentityTimelineSchema,
} from '../../domain/brand-history';
import { writeAnalyzedFields } from '../analysis/pipeline/brand-update';
import type { Db } from '../db/client';
import { brandFieldVersions, brands } from '../db/schema';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { createLogger } from '../logger';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { FIELD_COLUMNS } from './field-columns';

let t: TestApp;
let as: Record<Actor, string>;
let db: Db;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  as = await signInActors(t);
});
afterAll(async () => t.close());

const versionsOf = (brandId: string, field?: string) =>
  db
    .select()
    .from(brandFieldVersions)
    .where(
      and(eq(brandFieldVersions.brandId, brandId), field ? eq(brandFieldVersions.field, field) : undefined),
    )
    .orderBy(brandFieldVersions.id);

async function historyOf(slug: string, cookie = '', query = ''): Promise<BrandHistoryPage> {
  const res = await requestAs(t, cookie, 'GET', `/api/brands/${slug}/history${query}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  expect(BrandHistoryPageSchema.parse(body)).toEqual(body);
  return body as BrandHistoryPage;
}

/** A value of the right type for each public field, different from the factory's. */
const NEW_VALUES: Record<(typeof PUBLIC_BRAND_FIELDS)[number], unknown> = {
  name: 'Renamed Brand',
  url: 'https://renamed.example',
  tagline: 'A new line',
  description: 'A new description',
  mission: 'A mission',
  vision: 'A vision',
  industry: 'Retail',
  archetype: 'Hero',
  logo_url: 'https://renamed.example/logo.svg',
  brand_image_url: 'https://renamed.example/image.png',
  primary_color: '#FF0000',
  secondary_color: '#00FF00',
  accent_color: '#0000FF',
  color_palette: ['#FF0000', '#00FF00'],
  ai_color_names: { '#FF0000': 'Red' },
  keywords: ['one', 'two'],
  competitors: ['Rival'],
  year_founded: 1999,
  annual_revenue: 1_000_000,
  brand_equity_value: 2_000_000,
  brand_awareness_metrics: { aided: 80 },
  pricing_strategy: 'premium',
  competitive_positioning: { quadrant: 'leader' },
  recent_news: [{ title: 'News' }],
  key_people: [{ name: 'Ada' }],
  company_insights: { headquarters: 'Paris' },
  has_blue_badge: true,
  has_verified_colors: true,
  fonts: [{ family: 'Sans', url: '/files/fonts/x.woff2' }],
};

describe('the history of a brand', () => {
  it('keeps a version of every public field, whoever writes it, even in plain SQL', async () => {
    const brand = await insertBrand(db, { name: 'Every Field', slug: 'every-field' });
    const before = (await versionsOf(brand.id)).length;
    for (const field of PUBLIC_BRAND_FIELDS) {
      await db
        .update(brands)
        .set({ [FIELD_COLUMNS[field]]: NEW_VALUES[field] })
        .where(eq(brands.id, brand.id));
    }
    const versions = (await versionsOf(brand.id)).slice(before);
    expect(versions.map((v) => v.field)).toEqual([...PUBLIC_BRAND_FIELDS]);
    for (const v of versions)
      expect(v.newValue, v.field).toEqual(NEW_VALUES[v.field as keyof typeof NEW_VALUES]);
    // A write without provenance is kept too, saying so.
    expect(versions.every((v) => v.provenance === null)).toBe(true);
  });

  it('records nothing when a value is written again unchanged, or a counter moves', async () => {
    const brand = await insertBrand(db, { name: 'Unchanged', slug: 'unchanged' });
    const before = (await versionsOf(brand.id)).length;
    await db
      .update(brands)
      .set({ tagline: null, primaryColor: brand.primaryColor, visitCount: 5, favoriteCount: 2 })
      .where(eq(brands.id, brand.id));
    expect((await versionsOf(brand.id)).length).toBe(before);
  });

  it('names the source of admin edits, CSV imports, analysis, media, new brands and the seed', async () => {
    const brand = await insertBrand(db, { name: 'Sourced', slug: 'sourced' });
    const edit = await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, {
      tagline: 'Edited tagline',
    });
    expect(edit.status).toBe(200);
    await writeAnalyzedFields(
      db,
      brand.id,
      { mission: 'Read from the site' },
      {
        source: 'https://sourced.example/about',
        method: 'about page',
        at: new Date().toISOString(),
      },
    );
    await writeAnalyzedFields(
      db,
      brand.id,
      { socialLinks: { x: 'https://x.com/sourced' } },
      {
        source: 'https://sourced.example/',
        method: 'JSON-LD sameAs',
        at: new Date().toISOString(),
      },
    );
    const upload = new FormData();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>';
    upload.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'sourced.svg');
    const media = await t.app.request(`/api/admin/brands/${brand.id}/logo`, {
      method: 'POST',
      headers: { cookie: as.admin, origin: TEST_ORIGIN },
      body: upload,
    });
    expect(media.status).toBe(200);
    const csv = await t.app.request('/api/admin/import/csv', {
      method: 'POST',
      headers: { cookie: as.admin, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      body: 'name,url,tagline,primary_color\nImported Co,https://imported.example,From a file,#123456\n',
    });
    expect(csv.status).toBe(200);

    const byField = Object.fromEntries((await versionsOf(brand.id)).map((v) => [v.field, v.provenance]));
    expect(byField.tagline).toMatchObject({ method: 'edit', source: expect.stringMatching(/^admin:/) });
    expect(byField.mission).toMatchObject({ method: 'about page', source: 'https://sourced.example/about' });
    expect(byField.company_insights).toMatchObject({ method: 'JSON-LD sameAs' });
    expect(byField.logo_url).toMatchObject({ method: 'media' });
    const [imported] = await db.select().from(brands).where(eq(brands.slug, 'imported-co'));
    const importedVersions = await versionsOf(imported!.id);
    expect(importedVersions.map((v) => v.field)).toEqual(
      expect.arrayContaining(['name', 'url', 'tagline', 'primary_color']),
    );
    expect(importedVersions.every((v) => v.provenance?.method === 'csv import')).toBe(true);

    const created = await requestAs(t, as.user, 'POST', '/api/brands', {
      name: 'Wizard Made',
      url: 'https://wizard.example',
      industry: 'Retail',
    });
    expect([200, 201]).toContain(created.status);
    const [made] = await db.select().from(brands).where(eq(brands.slug, 'wizard-made'));
    expect((await versionsOf(made!.id)).every((v) => v.provenance?.method === 'add-brand wizard')).toBe(true);

    await seedCatalogue(db, t.storage, createLogger('silent'));
    const [seeded] = await db.select().from(brands).where(eq(brands.slug, 'nike'));
    const seededVersions = await versionsOf(seeded!.id);
    expect(seededVersions.length).toBeGreaterThan(8);
    expect(seededVersions.filter((v) => v.provenance === null).map((v) => v.field)).toEqual([]);
    // Seeding again changes nothing, so it keeps no new version.
    await seedCatalogue(db, t.storage, createLogger('silent'));
    expect((await versionsOf(seeded!.id)).length).toBe(seededVersions.length);
  });

  it('shows what changed, when and from where, without naming editors to the public', async () => {
    const brand = await insertBrand(db, { name: 'Public History', slug: 'public-history' });
    await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, { tagline: 'Now this' });
    const visitor = await historyOf('public-history');
    const tagline = visitor.items.find((v) => v.field === 'tagline')!;
    expect(tagline).toMatchObject({ new_value: 'Now this', old_value: null, method: 'edit' });
    expect(tagline.source).toEqual({ label: 'Brand Atlas editor', url: null });
    expect(JSON.stringify(visitor)).not.toContain('@example.com');
    expect(tagline).not.toHaveProperty('raw_source');
    const admin = await historyOf('public-history', as.admin);
    expect(admin.items.find((v) => v.field === 'tagline')!.raw_source).toMatch(
      /^admin:admin\d+@example\.com$/,
    );

    const onlyName = await historyOf('public-history', '', '?field=name');
    expect(onlyName.items.map((v) => v.field)).toEqual(['name']);
    const res = await requestAs(t, '', 'GET', '/api/brands/public-history/history?cursor=abc');
    expect(res.status).toBe(400);
    expect((await requestAs(t, '', 'GET', '/api/brands/no-such-brand/history')).status).toBe(404);
  });

  it('pages through a long history without repeating or skipping a version', async () => {
    const brand = await insertBrand(db, { name: 'Long History', slug: 'long-history' });
    for (let i = 0; i < 7; i++)
      await db
        .update(brands)
        .set({ tagline: `Line ${i}` })
        .where(eq(brands.id, brand.id));
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: BrandHistoryPage = await historyOf(
        'long-history',
        '',
        `?limit=3${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((v) => v.id));
      cursor = page.nextCursor;
    } while (cursor);
    const all = (await versionsOf(brand.id)).map((v) => v.id).reverse();
    expect(seen).toEqual(all);
  });
});

describe('reverting one change', () => {
  it('puts the earlier value back, records the revert as a version, and refuses a second time', async () => {
    const brand = await insertBrand(db, { name: 'Revertable', slug: 'revertable', tagline: 'Original' });
    await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, { tagline: 'Vandalised' });
    await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, { mission: 'Kept' });
    const [change] = await versionsOf(brand.id, 'tagline').then((v) => v.slice(-1));
    const res = await requestAs(
      t,
      as.admin,
      'POST',
      `/api/admin/brands/${brand.id}/history/${change!.id}/revert`,
      {},
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ tagline: 'Original', mission: 'Kept' });

    const history = await historyOf('revertable');
    const revert = history.items[0]!;
    expect(revert).toMatchObject({
      field: 'tagline',
      new_value: 'Original',
      method: 'revert',
      reverts: change!.id,
    });
    expect(revert.source.label).toBe('Reverted by an editor');
    expect(history.items.find((v) => v.id === change!.id)!.reverted_by).toBe(revert.id);

    const again = await requestAs(
      t,
      as.admin,
      'POST',
      `/api/admin/brands/${brand.id}/history/${change!.id}/revert`,
      {},
    );
    expect(again.status).toBe(409);
    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.tagline).toBe('Original');
  });

  it('refuses a protected brand, a change of another brand, and a field changed since', async () => {
    const brand = await insertBrand(db, { name: 'Guarded', slug: 'guarded', tagline: 'One' });
    const other = await insertBrand(db, { name: 'Other Guarded', slug: 'other-guarded' });
    await db.update(brands).set({ tagline: 'Two' }).where(eq(brands.id, brand.id));
    const [first] = await versionsOf(brand.id, 'tagline').then((v) => v.slice(-1));
    await db.update(brands).set({ tagline: 'Three' }).where(eq(brands.id, brand.id));
    const url = (brandId: string, id: number) => `/api/admin/brands/${brandId}/history/${id}/revert`;
    expect((await requestAs(t, as.admin, 'POST', url(brand.id, first!.id), {})).status).toBe(409);
    expect((await requestAs(t, as.admin, 'POST', url(other.id, first!.id), {})).status).toBe(404);
    const [latest] = await versionsOf(brand.id, 'tagline').then((v) => v.slice(-1));
    await db.update(brands).set({ protected: true }).where(eq(brands.id, brand.id));
    expect((await requestAs(t, as.admin, 'POST', url(brand.id, latest!.id), {})).status).toBe(409);
    expect((await requestAs(t, as.user, 'POST', url(brand.id, latest!.id), {})).status).toBe(403);
    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.tagline).toBe('Three');
  });

  it('keeps the colour families in step when a colour is reverted', async () => {
    const brand = await insertBrand(db, { name: 'Recolour', slug: 'recolour', primaryColor: '#1D4ED8' });
    await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, { primary_color: '#FF0000' });
    const [change] = await versionsOf(brand.id, 'primary_color').then((v) => v.slice(-1));
    await requestAs(t, as.admin, 'POST', `/api/admin/brands/${brand.id}/history/${change!.id}/revert`, {});
    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row!.primaryColor).toBe('#1D4ED8');
    expect(row!.colorFamilies).toContain('Blue');
    expect(row!.colorFamilies).not.toContain('Red');
  });
});

describe('the colour and logo timeline', () => {
  it('replays rebrands: one era per write, newest first', async () => {
    const brand = await insertBrand(db, {
      name: 'Rebranded',
      slug: 'rebranded',
      primaryColor: '#111111',
      secondaryColor: null,
      accentColor: null,
    });
    await db
      .update(brands)
      .set({ primaryColor: '#222222', logoUrl: 'https://x.example/2.svg' })
      .where(eq(brands.id, brand.id));
    await db.update(brands).set({ primaryColor: '#333333' }).where(eq(brands.id, brand.id));
    await db.update(brands).set({ tagline: 'Not part of the look' }).where(eq(brands.id, brand.id));
    const res = await requestAs(t, '', 'GET', '/api/brands/rebranded/history/identity');
    expect(res.status).toBe(200);
    const body = IdentityTimelineSchema.parse(await res.json());
    expect(body.eras.map((e) => [e.primary_color, e.logo_url])).toEqual([
      ['#333333', 'https://x.example/2.svg'],
      ['#222222', 'https://x.example/2.svg'],
      ['#111111', null],
    ]);
    expect(body.eras[1]!.changed.sort()).toEqual(['logo_url', 'primary_color']);
  });
});
