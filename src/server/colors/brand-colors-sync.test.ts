import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandColorEntries } from '../../domain/brand-color-entries';
import { labOfHex } from '../../domain/color-lab';
import { colorCellOf } from '../../domain/nearest-color-region';
import { type AnalyzerHarness, createAnalyzerHarness } from '../analysis/test/analyzer-harness';
import { jsonLdRichSite } from '../analysis/test/fixture-sites/json-ld-rich';
import { queryRows } from '../db/client';
import { brandColors, brands } from '../db/schema';
import { seedCatalogue } from '../db/seed/seed-catalogue';
import { createLogger } from '../logger';
import { requestAs } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import type { FixtureServer } from '../test/fixture-server';
import { TEST_ORIGIN } from '../test/test-app';

let h: AnalyzerHarness;
let site: FixtureServer;

beforeAll(async () => {
  h = await createAnalyzerHarness();
  site = await h.serve(jsonLdRichSite);
});
afterAll(async () => h.close());

const db = () => h.t.database.db;

/** brand_colors of a brand, as the domain rule says they should be: role and hex, in page order. */
async function expectInStep(brandId: string) {
  const [brand] = await db().select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new Error('no brand');
  const expected = brandColorEntries({
    primary_color: brand.primaryColor,
    secondary_color: brand.secondaryColor,
    accent_color: brand.accentColor,
    color_palette: brand.colorPalette,
  }).map(({ role, hex }) => ({ role, hex }));
  const rows = await db().select().from(brandColors).where(eq(brandColors.brandId, brandId));
  expect(rows.map(({ role, hex }) => ({ role, hex })).sort((x, y) => x.hex.localeCompare(y.hex))).toEqual(
    [...expected].sort((x, y) => x.hex.localeCompare(y.hex)),
  );
  for (const row of rows) {
    const lab = labOfHex(row.hex);
    expect(Math.abs(row.l - (lab?.l ?? Number.NaN))).toBeLessThan(1e-9);
    expect(Math.abs(row.a - (lab?.a ?? Number.NaN))).toBeLessThan(1e-9);
    expect(Math.abs(row.b - (lab?.b ?? Number.NaN))).toBeLessThan(1e-9);
  }
  return expected;
}

describe('the CIELAB coordinates computed in the database (migration 0009)', () => {
  it("equal culori's to 1e-9, and file each colour in the cell the domain packs it in", async () => {
    let state = 99;
    const hexes = ['#000000', '#FFFFFF', '#0000FF', '#FFFF00', '#00704A', '#808080', '#0A0A0A'];
    for (let i = 0; i < 500; i++) {
      state = (state * 1_664_525 + 1_013_904_223) >>> 0;
      hexes.push(`#${(state >>> 8).toString(16).padStart(6, '0').toUpperCase()}`);
    }
    const rows = await queryRows<{ hex: string; lab: number[]; cell: number }>(
      db(),
      sql`select h.hex, hex_to_lab(h.hex) as lab, brand_color_cell(hex_to_lab(h.hex)) as cell
          from unnest(${`{${hexes.join(',')}}`}::text[]) as h(hex)`,
    );
    expect(rows).toHaveLength(hexes.length);
    for (const row of rows) {
      const lab = labOfHex(row.hex);
      if (!lab) throw new Error(row.hex);
      expect(Math.abs((row.lab[0] ?? 0) - lab.l), row.hex).toBeLessThan(1e-9);
      expect(Math.abs((row.lab[1] ?? 0) - lab.a), row.hex).toBeLessThan(1e-9);
      expect(Math.abs((row.lab[2] ?? 0) - lab.b), row.hex).toBeLessThan(1e-9);
      // The packing agrees with the domain's; a colour on a cell's edge (greys at b = ±1e-15) may
      // fall either side, which the search allows for (EDGE_SLACK).
      expect(row.cell, row.hex).toBe(
        colorCellOf({ l: row.lab[0] ?? 0, a: row.lab[1] ?? 0, b: row.lab[2] ?? 0 }),
      );
    }
  });
});

describe('brand_colors follows every write of brand colours', () => {
  it('when a brand is inserted: each distinct valid colour once, with its most important role', async () => {
    const brand = await insertBrand(db(), {
      primaryColor: '#ff0000',
      secondaryColor: ' #00FF00 ',
      accentColor: 'not a colour',
      colorPalette: ['#FF0000', '#ABCDEF', 'nope', '#abcdef'],
    });
    expect(await expectInStep(brand.id)).toEqual([
      { role: 'primary', hex: '#FF0000' },
      { role: 'secondary', hex: '#00FF00' },
      { role: 'palette', hex: '#ABCDEF' },
    ]);
  });

  it('when the curated catalogue is seeded, and seeded again', async () => {
    const storage = h.t.storage;
    await seedCatalogue(db(), storage, createLogger('silent'));
    const [starbucks] = await db().select().from(brands).where(eq(brands.slug, 'starbucks'));
    expect(starbucks).toBeDefined();
    expect((await expectInStep(starbucks!.id))[0]).toEqual({ role: 'primary', hex: '#00704A' });
    // An upsert that changes a colour moves its row.
    await db().update(brands).set({ primaryColor: '#123456' }).where(eq(brands.id, starbucks!.id));
    await seedCatalogue(db(), storage, createLogger('silent'));
    expect((await expectInStep(starbucks!.id))[0]).toEqual({ role: 'primary', hex: '#00704A' });
    const [counted] = await queryRows<{ brands: number; colored: number }>(
      db(),
      sql`select (select count(*)::int from brands where primary_color is not null) as brands,
                 (select count(distinct brand_id)::int from brand_colors where role = 'primary') as colored`,
    );
    expect(counted?.colored).toBe(counted?.brands);
  });

  it("when an admin edits a brand's colours", async () => {
    const brand = await insertBrand(db());
    const res = await requestAs(h.t, h.admin, 'PATCH', `/api/admin/brands/${brand.id}`, {
      primary_color: '#0ABAB5',
      secondary_color: null,
      accent_color: '#FFC72C',
      color_palette: ['#0ABAB5', '#FFC72C', '#222222'],
    });
    expect(res.status).toBe(200);
    expect(await expectInStep(brand.id)).toEqual([
      { role: 'primary', hex: '#0ABAB5' },
      { role: 'accent', hex: '#FFC72C' },
      { role: 'palette', hex: '#222222' },
    ]);
  });

  it('when the analyzer reads colours from the brand site', async () => {
    const brand = await insertBrand(db(), {
      url: `${site.origin}/`,
      primaryColor: '#000001',
      secondaryColor: null,
      accentColor: null,
      colorPalette: [],
    });
    const res = await requestAs(h.t, h.user, 'POST', `/api/brands/${brand.id}/colors/import`);
    expect(res.status).toBe(200);
    const entries = await expectInStep(brand.id);
    expect(entries.slice(0, 2)).toEqual([
      { role: 'primary', hex: '#1B4D3E' },
      { role: 'secondary', hex: '#E8772E' },
    ]);
    expect(entries.some((e) => e.hex === '#000001')).toBe(false);
  });

  it('when brands are imported from CSV', async () => {
    const csv = [
      'name,url,primary_color,color_palette',
      'Csv Colour Co,csv-colour.example,#3366CC,"#3366CC, #FFCC00"',
    ].join('\n');
    const res = await h.t.app.request('/api/admin/import/csv', {
      method: 'POST',
      headers: { cookie: h.admin, origin: TEST_ORIGIN, 'content-type': 'text/csv' },
      body: csv,
    });
    expect(res.status).toBe(200);
    const [row] = await db().select().from(brands).where(eq(brands.slug, 'csv-colour-co'));
    expect(await expectInStep(row!.id)).toEqual([
      { role: 'primary', hex: '#3366CC' },
      { role: 'palette', hex: '#FFCC00' },
    ]);
  });

  it('when a brand is deleted, and not when other fields change', async () => {
    const brand = await insertBrand(db(), { primaryColor: '#101010' });
    await db().update(brands).set({ tagline: 'Only words' }).where(eq(brands.id, brand.id));
    await expectInStep(brand.id);
    await db().delete(brands).where(eq(brands.id, brand.id));
    expect(await db().select().from(brandColors).where(eq(brandColors.brandId, brand.id))).toEqual([]);
  });
});
