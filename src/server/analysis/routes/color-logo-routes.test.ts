import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { colorFamiliesOf } from '../../brands/derived-fields';
import { analysisJobs, brandLogos, brands } from '../../db/schema';
import { requestAs } from '../../test/actors';
import { insertBrand } from '../../test/brand-factory';
import type { FixtureServer } from '../../test/fixture-server';
import { countAuditRows, whileAuditRefused } from '../../test/refuse-audit';
import { signInAs } from '../../test/sign-in';
import { nearestColorName } from '../colors/color-names';
import { type AnalyzerHarness, createAnalyzerHarness } from '../test/analyzer-harness';
import { brokenHtmlSite } from '../test/fixture-sites/failing-sites';
import { jsonLdRichSite } from '../test/fixture-sites/json-ld-rich';
import { svgInlineLogoSite } from '../test/fixture-sites/svg-inline-logo';

let h: AnalyzerHarness;
let rich: FixtureServer;
let inline: FixtureServer;
let broken: FixtureServer;

const plainBrand = (fields: Parameters<typeof insertBrand>[1] = {}) =>
  insertBrand(h.t.database.db, {
    url: `${rich.origin}/`,
    primaryColor: null,
    secondaryColor: null,
    accentColor: null,
    logoUrl: null,
    ...fields,
  });
const detail = async (res: Response) => ((await res.json()) as { detail?: string }).detail;

beforeAll(async () => {
  h = await createAnalyzerHarness();
  [rich, inline, broken] = await Promise.all([
    h.serve(jsonLdRichSite),
    h.serve(svgInlineLogoSite),
    h.serve(brokenHtmlSite),
  ]);
});
afterAll(async () => h.close());

describe('POST /api/brands/{id}/colors/import (fetch-brand-colors)', () => {
  it("reads the brand's colours from its site, stores them named, and answers them", async () => {
    const brand = await plainBrand();
    const res = await requestAs(h.t, h.user, 'POST', `/api/brands/${brand.id}/colors/import`);
    expect(res.status).toBe(200);
    const { colors } = (await res.json()) as { colors: { hex: string; name: string }[] };
    expect(colors.map((c) => c.hex)).toEqual(['#1B4D3E', '#E8772E']);
    expect(colors[0]?.name).toBe(nearestColorName('#1B4D3E')?.name);
    const [stored] = await h.t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(stored).toMatchObject({ primaryColor: '#1B4D3E', secondaryColor: '#E8772E', accentColor: null });
    expect(stored?.aiColorNames['#1B4D3E']).toBe(colors[0]?.name);
    expect(stored?.colorFamilies).toEqual(colorFamiliesOf(stored!));
    // The strongest evidence for the green is the logo's pixels.
    expect(stored?.provenance.primary_color).toMatchObject({
      source: `${rich.origin}/media/northwind-logo.png`,
      method: expect.stringMatching(/^logo pixels/),
    });
  });

  it('refuses visitors, verified colours, protected and unknown brands', async () => {
    const brand = await plainBrand();
    const verified = await plainBrand({ hasVerifiedColors: true, primaryColor: '#00704A' });
    const guarded = await plainBrand({ protected: true });
    expect((await requestAs(h.t, '', 'POST', `/api/brands/${brand.id}/colors/import`)).status).toBe(401);
    const kept = await requestAs(h.t, h.user, 'POST', `/api/brands/${verified.id}/colors/import`);
    expect(kept.status).toBe(409);
    expect(await detail(kept)).toMatch(/verified/);
    expect((await requestAs(h.t, h.user, 'POST', `/api/brands/${guarded.id}/colors/import`)).status).toBe(
      409,
    );
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await requestAs(h.t, h.user, 'POST', `/api/brands/${missing}/colors/import`)).status).toBe(404);
    expect((await requestAs(h.t, h.user, 'POST', '/api/brands/not-a-uuid/colors/import')).status).toBe(400);
    const [after] = await h.t.database.db.select().from(brands).where(eq(brands.id, verified.id));
    expect(after?.primaryColor).toBe('#00704A');
  });

  it('answers 422 saying why when the site cannot be read or shows no colour', async () => {
    const unreadable = await plainBrand({ url: 'https://brand-atlas-no-such-host.invalid/' });
    const noColors = await plainBrand({ url: `${broken.origin}/` });
    const reader = await signInAs(h.t, 'reader@example.com');
    const a = await requestAs(h.t, reader, 'POST', `/api/brands/${unreadable.id}/colors/import`);
    expect(a.status).toBe(422);
    expect(await detail(a)).toMatch(/could not be found/);
    const b = await requestAs(h.t, reader, 'POST', `/api/brands/${noColors.id}/colors/import`);
    expect(b.status).toBe(422);
    expect(await detail(b)).toBe('No colors available for this brand');
  });

  it('is rate-limited per user', async () => {
    const eager = await signInAs(h.t, 'eager@example.com');
    const brand = await plainBrand({ url: 'https://brand-atlas-no-such-host.invalid/' });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await requestAs(h.t, eager, 'POST', `/api/brands/${brand.id}/colors/import`)).status);
    }
    expect(statuses.slice(0, 6)).toEqual([422, 422, 422, 422, 422, 422]);
    expect(statuses[6]).toBe(429);
  });
});

describe('POST /api/admin/brands/{id}/color-names (generate-color-names)', () => {
  it("names the brand's colours by default, or the colours given, and stores them by upper-case hex", async () => {
    const brand = await plainBrand({ primaryColor: '#00704A', colorPalette: ['#00704A', '#f2c14e'] });
    const res = await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/color-names`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      colorNames: [
        { hex: '#00704A', aiName: nearestColorName('#00704A')?.name },
        { hex: '#F2C14E', aiName: nearestColorName('#F2C14E')?.name },
      ],
    });
    const given = await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/color-names`, {
      colors: [{ hex: '#ff0000', currentName: 'Primary' }],
    });
    expect(((await given.json()) as { colorNames: unknown[] }).colorNames).toEqual([
      { hex: '#FF0000', aiName: nearestColorName('#FF0000')?.name },
    ]);
    const [stored] = await h.t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(Object.keys(stored?.aiColorNames ?? {}).sort()).toEqual(['#00704A', '#F2C14E', '#FF0000']);
    expect(stored?.provenance.ai_color_names?.method).toMatch(/CIEDE2000/);
  });

  it('names bad input, and refuses brands without colours, protected brands and non-admins', async () => {
    const brand = await plainBrand();
    const bad = await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/color-names`, {
      colors: [{ hex: 'green' }],
    });
    expect(bad.status).toBe(400);
    expect(await detail(bad)).toContain('colors.0.hex');
    const none = await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/color-names`, {});
    expect(none.status).toBe(422);
    const guarded = await plainBrand({ protected: true, primaryColor: '#00704A' });
    expect(
      (await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${guarded.id}/color-names`, {})).status,
    ).toBe(409);
    expect(
      (await requestAs(h.t, h.user, 'POST', `/api/admin/brands/${brand.id}/color-names`, {})).status,
    ).toBe(403);
  });
});

describe('POST /api/admin/colors/analyze (analyze-colors-only)', () => {
  it('analyses one brand at once', async () => {
    const brand = await plainBrand({ url: `${inline.origin}/` });
    const res = await requestAs(h.t, h.admin, 'POST', '/api/admin/colors/analyze', {
      brandId: brand.id,
      runForAllBrands: false,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ processed: 1, runForAllBrands: false, brandId: brand.id });
    const [stored] = await h.t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(stored?.primaryColor).toBe('#7A3E1D');
  });

  it('queues one colour job per eligible brand for all brands, once, and the worker runs them', async () => {
    await h.worker.drain();
    const eligible = await plainBrand({ url: `${inline.origin}/` });
    await plainBrand({ protected: true });
    await plainBrand({ hasVerifiedColors: true });
    await plainBrand({ url: null });
    const open = async () =>
      h.t.database.db
        .select()
        .from(analysisJobs)
        .where(and(eq(analysisJobs.type, 'analyze-colors'), eq(analysisJobs.status, 'queued')));
    const eligibleNow = (
      await h.t.database.db
        .select({ id: brands.id, protected: brands.protected, v: brands.hasVerifiedColors, url: brands.url })
        .from(brands)
    ).filter((b) => !b.protected && !b.v && b.url !== null).length;
    const res = await requestAs(h.t, h.admin, 'POST', '/api/admin/colors/analyze', { runForAllBrands: true });
    expect(await res.json()).toEqual({ processed: eligibleNow, runForAllBrands: true, brandId: null });
    expect(await open()).toHaveLength(eligibleNow);
    const again = await requestAs(h.t, h.admin, 'POST', '/api/admin/colors/analyze', {
      runForAllBrands: true,
    });
    expect(((await again.json()) as { processed: number }).processed).toBe(0);
    await h.worker.drain();
    expect(await open()).toHaveLength(0);
    const [stored] = await h.t.database.db.select().from(brands).where(eq(brands.id, eligible.id));
    expect(stored?.primaryColor).toBe('#7A3E1D');
  });

  it('needs a brand unless it runs for all brands', async () => {
    const res = await requestAs(h.t, h.admin, 'POST', '/api/admin/colors/analyze', {
      runForAllBrands: false,
    });
    expect(res.status).toBe(400);
    expect(await detail(res)).toContain('brandId');
  });
});

describe('POST /api/admin/logos/improve (improved-logo-fetch)', () => {
  it('stores a better logo, then says no better one exists', async () => {
    const brand = await plainBrand({ url: `${inline.origin}/` });
    const first = await requestAs(h.t, h.admin, 'POST', '/api/admin/logos/improve', {
      brandId: brand.id,
      batchMode: false,
    });
    expect(first.status).toBe(200);
    const { logoUrl } = (await first.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(new RegExp(`^/files/brand-logos/${brand.id}/\\d+-0\\.svg$`));
    const svg = await (await h.t.app.request(logoUrl)).text();
    expect(svg).toContain('#7A3E1D');
    expect(svg).not.toMatch(/<script|onload=/i);
    const second = await requestAs(h.t, h.admin, 'POST', '/api/admin/logos/improve', {
      brandId: brand.id,
      batchMode: false,
    });
    expect(second.status).toBe(422);
    expect(await detail(second)).toBe('Could not find a higher quality logo for this brand');
  });

  it('queues every brand in batch mode and answers how many', async () => {
    await h.worker.drain();
    const brand = await plainBrand({ url: `${rich.origin}/` });
    const res = await requestAs(h.t, h.admin, 'POST', '/api/admin/logos/improve', { batchMode: true });
    const { processed } = (await res.json()) as { processed: number };
    expect(processed).toBeGreaterThan(0);
    await h.worker.drain();
    const [stored] = await h.t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(stored?.logoUrl).toMatch(/\.png$/);
    const failed = await h.t.database.db
      .select()
      .from(analysisJobs)
      .where(and(eq(analysisJobs.type, 'improve-logo'), eq(analysisJobs.status, 'queued')));
    expect(failed).toEqual([]);
  });
});

describe('each change is kept with its audit row, or not at all', () => {
  const db = () => h.t.database.db;
  const stored = async (id: string) => (await db().select().from(brands).where(eq(brands.id, id)))[0];
  const queuedJobs = async (type: string) =>
    (
      await db()
        .select({ id: analysisJobs.id })
        .from(analysisJobs)
        .where(and(eq(analysisJobs.type, type), eq(analysisJobs.status, 'queued')))
    ).length;

  it('keeps no colour of analyze-colors-only when its audit row cannot be written, and both when it can', async () => {
    const brand = await plainBrand({ url: `${inline.origin}/` });
    const audited = await countAuditRows(db(), 'brand.colors');
    const refused = await whileAuditRefused(db(), () =>
      requestAs(h.t, h.admin, 'POST', '/api/admin/colors/analyze', {
        brandId: brand.id,
        runForAllBrands: false,
      }),
    );
    expect(refused.status).toBe(500);
    expect(await stored(brand.id)).toMatchObject({ primaryColor: null, aiColorNames: {} });
    expect(await countAuditRows(db(), 'brand.colors')).toBe(audited);

    const res = await requestAs(h.t, h.admin, 'POST', '/api/admin/colors/analyze', {
      brandId: brand.id,
      runForAllBrands: false,
    });
    expect(res.status).toBe(200);
    expect((await stored(brand.id))?.primaryColor).toBe('#7A3E1D');
    expect(await countAuditRows(db(), 'brand.colors')).toBe(audited + 1);
  });

  it('stores the colours Import Known Colors read together with their names, or neither', async () => {
    const brand = await plainBrand();
    const importer = await signInAs(h.t, 'importer@example.com');
    // The names are refused: the colours written before them in the same call go too.
    await db().execute(
      sql`alter table brands add constraint names_refused check (ai_color_names = '{}'::jsonb) not valid`,
    );
    let res: Response;
    try {
      res = await requestAs(h.t, importer, 'POST', `/api/brands/${brand.id}/colors/import`);
    } finally {
      await db().execute(sql`alter table brands drop constraint names_refused`);
    }
    expect(res.status).toBe(500);
    expect(await stored(brand.id)).toMatchObject({
      primaryColor: null,
      secondaryColor: null,
      aiColorNames: {},
    });
  });

  it('keeps no colour name when its audit row cannot be written', async () => {
    const brand = await plainBrand({ primaryColor: '#00704A' });
    const refused = await whileAuditRefused(db(), () =>
      requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/color-names`, {}),
    );
    expect(refused.status).toBe(500);
    expect((await stored(brand.id))?.aiColorNames).toEqual({});
  });

  it('keeps no improved logo, nor its file, when its audit row cannot be written', async () => {
    const brand = await plainBrand({ url: `${inline.origin}/` });
    const audited = await countAuditRows(db(), 'brand.logo.improve');
    const refused = await whileAuditRefused(db(), () =>
      requestAs(h.t, h.admin, 'POST', '/api/admin/logos/improve', { brandId: brand.id, batchMode: false }),
    );
    expect(refused.status).toBe(500);
    expect((await stored(brand.id))?.logoUrl).toBeNull();
    expect(await db().select().from(brandLogos).where(eq(brandLogos.brandId, brand.id))).toEqual([]);
    expect(await h.t.storage.list('brand-logos', `${brand.id}/`)).toEqual([]);
    expect(await countAuditRows(db(), 'brand.logo.improve')).toBe(audited);

    const res = await requestAs(h.t, h.admin, 'POST', '/api/admin/logos/improve', {
      brandId: brand.id,
      batchMode: false,
    });
    expect(res.status).toBe(200);
    expect(await countAuditRows(db(), 'brand.logo.improve')).toBe(audited + 1);
  });

  it('queues no job for all brands when the run cannot be audited', async () => {
    await h.worker.drain();
    await plainBrand({ url: `${inline.origin}/` });
    const colors = await whileAuditRefused(db(), () =>
      requestAs(h.t, h.admin, 'POST', '/api/admin/colors/analyze', { runForAllBrands: true }),
    );
    const logos = await whileAuditRefused(db(), () =>
      requestAs(h.t, h.admin, 'POST', '/api/admin/logos/improve', { batchMode: true }),
    );
    expect([colors.status, logos.status]).toEqual([500, 500]);
    expect(await queuedJobs('analyze-colors')).toBe(0);
    expect(await queuedJobs('improve-logo')).toBe(0);
  });
});
