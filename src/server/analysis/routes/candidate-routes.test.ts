import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../../domain/brand';
import { ADMIN_CHOICE_METHOD, type BrandProvenance } from '../../../domain/provenance';
import { auditLog, brandLogos, brands } from '../../db/schema';
import { requestAs } from '../../test/actors';
import { whileAuditRefused } from '../../test/refuse-audit';
import { type AnalyzerHarness, createAnalyzerHarness } from '../test/analyzer-harness';
import { unsureSite } from '../test/fixture-sites/unsure-site';

let h: AnalyzerHarness;
let brand: Brand;

const provenanceOf = async (id: string) =>
  (await (
    await requestAs(h.t, h.admin, 'GET', `/api/admin/brands/${id}/provenance`)
  ).json()) as BrandProvenance;
const pick = (id: string, body: unknown, cookie = h.admin) =>
  requestAs(h.t, cookie, 'POST', `/api/admin/brands/${id}/candidates/pick`, body);

beforeAll(async () => {
  h = await createAnalyzerHarness();
  const server = await h.serve(unsureSite as never);
  const created = await h.addBrand({ name: unsureSite.name, url: `${server.origin}/` });
  await h.worker.drain();
  brand = await h.getBrand(created.slug);
});
afterAll(async () => h.close());

describe('the analyzer keeps candidates where it is not sure', () => {
  it('stores no colour or tagline it is unsure of, and lists their candidates for admins', async () => {
    expect(brand).toMatchObject({ primary_color: null, tagline: null });
    const provenance = await provenanceOf(brand.id);
    expect(provenance.primary_color).toMatchObject({ unfilled: true });
    expect(provenance.primary_color?.candidates).toContainEqual(
      expect.objectContaining({
        value: '#2E6B4F',
        evidence: expect.objectContaining({ source: expect.stringContaining('CSS background') }),
      }),
    );
    expect(provenance.tagline?.candidates?.[0]?.value).toBe('Tents, Packs, Boots and Jackets');
  });

  it('marks the values it stored without confidence as unverified for visitors', async () => {
    // The logo is only a touch icon: stored, with its alternatives kept, and marked.
    expect(brand.logo_url).not.toBeNull();
    expect(brand.unverified_fields).toContain('logo_url');
    expect(brand.unverified_fields).not.toContain('description');
    const provenance = await provenanceOf(brand.id);
    expect(provenance.logo_url?.confidence).toBeLessThan(0.7);
    expect(provenance.description?.confidence).toBeGreaterThanOrEqual(0.7);
  });
});

describe('POST /api/admin/brands/{id}/candidates/pick', () => {
  it("stores the picked colour in one call, recorded as the admin's choice", async () => {
    const candidates = (await provenanceOf(brand.id)).primary_color?.candidates ?? [];
    const res = await pick(brand.id, {
      field: 'primary_color',
      index: candidates.findIndex((c) => c.value === '#2E6B4F'),
    });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Brand;
    expect(updated.primary_color).toBe('#2E6B4F');
    expect(updated.unverified_fields).not.toContain('primary_color');
    const provenance = await provenanceOf(brand.id);
    expect(provenance.primary_color).toMatchObject({
      method: ADMIN_CHOICE_METHOD,
      source: 'admin:curator@example.com',
      confidence: 1,
      evidence: { source: expect.stringContaining('CSS background') },
    });
    expect(provenance.primary_color?.unfilled).toBeUndefined();
    const [row] = await h.t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row?.colorFamilies.length).toBeGreaterThan(0);
    const audit = await h.t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'brand.pick-candidate'));
    expect(audit).toHaveLength(1);
  });

  it('keeps no picked logo, nor its file, when its audit row cannot be written', async () => {
    const { db } = h.t.database;
    const before = await provenanceOf(brand.id);
    const index =
      before.logo_url?.candidates?.findIndex((c) => String(c.value).endsWith('/icon-64.png')) ?? -1;
    expect(index).toBeGreaterThanOrEqual(0);
    const library = await db.select().from(brandLogos).where(eq(brandLogos.brandId, brand.id));
    const files = await h.t.storage.list('brand-logos', `${brand.id}/`);
    const res = await whileAuditRefused(db, () => pick(brand.id, { field: 'logo_url', index }));
    expect(res.status).toBe(500);
    expect((await h.getBrand(brand.slug)).logo_url).toBe(brand.logo_url);
    expect((await provenanceOf(brand.id)).logo_url).toEqual(before.logo_url);
    expect(await db.select().from(brandLogos).where(eq(brandLogos.brandId, brand.id))).toEqual(library);
    expect(await h.t.storage.list('brand-logos', `${brand.id}/`)).toEqual(files);
  });

  it('downloads, checks and stores a picked logo, keeping the one it replaces in the library', async () => {
    const before = await provenanceOf(brand.id);
    const index =
      before.logo_url?.candidates?.findIndex((c) => String(c.value).endsWith('/icon-64.png')) ?? -1;
    expect(index).toBeGreaterThanOrEqual(0);
    const res = await pick(brand.id, { field: 'logo_url', index });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Brand;
    expect(updated.logo_url).not.toBe(brand.logo_url);
    expect(updated.unverified_fields).not.toContain('logo_url');
    const library = await h.t.database.db.select().from(brandLogos).where(eq(brandLogos.brandId, brand.id));
    expect(library.map((l) => l.fileUrl)).toEqual(expect.arrayContaining([brand.logo_url, updated.logo_url]));
    expect((await provenanceOf(brand.id)).logo_url).toMatchObject({
      method: ADMIN_CHOICE_METHOD,
      confidence: 1,
    });
  });

  it('picks a runner-up archetype the lexicon counted, and refuses a value that is no archetype', async () => {
    const evidence = { source: 'archetype lexicon over the home page', url: 'https://a.example/' };
    await h.t.database.db
      .update(brands)
      .set({
        archetype: 'Explorer',
        provenance: {
          ...(await provenanceOf(brand.id)),
          archetype: {
            source: 'https://a.example/',
            method: 'archetype lexicon over the home page',
            at: new Date().toISOString(),
            confidence: 0.4,
            evidence: { ...evidence, text: 'cues: adventure, trail' },
            candidates: [
              { value: 'Caregiver', confidence: 0.3, evidence: { ...evidence, text: '4 cues of Caregiver' } },
              { value: 'Wizardly', confidence: 0.2, evidence },
            ],
          },
        },
      })
      .where(eq(brands.id, brand.id));
    expect((await h.getBrand(brand.slug)).unverified_fields).toContain('archetype');

    const refused = await pick(brand.id, { field: 'archetype', index: 1 });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { detail: string }).detail).toContain(
      'not one of the twelve archetypes',
    );
    expect((await h.getBrand(brand.slug)).archetype).toBe('Explorer');

    const res = await pick(brand.id, { field: 'archetype', index: 0 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Brand).archetype).toBe('Caregiver');
    const provenance = await provenanceOf(brand.id);
    expect(provenance.archetype).toMatchObject({ method: ADMIN_CHOICE_METHOD, confidence: 1 });
    // The archetype it replaces stays a candidate, so the choice can be undone in one click.
    expect(provenance.archetype?.candidates?.[0]).toMatchObject({ value: 'Explorer' });
  });

  it('refuses an unknown field, a missing candidate and a protected brand, and changes nothing', async () => {
    expect((await pick(brand.id, { field: 'name', index: 0 })).status).toBe(400);
    expect((await pick(brand.id, { field: 'primary_color', index: 7 })).status).toBe(400);
    expect((await pick(brand.id, { field: 'mission', index: 0 })).status).toBe(404);
    const protect = await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/protection`, {
      value: true,
    });
    expect(protect.status).toBe(200);
    const refused = await pick(brand.id, { field: 'tagline', index: 0 });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect((await h.getBrand(brand.slug)).tagline).toBeNull();
  });

  it('is for admins only', async () => {
    expect((await pick(brand.id, { field: 'tagline', index: 0 }, h.user)).status).toBe(403);
    expect((await pick(brand.id, { field: 'tagline', index: 0 }, '')).status).toBe(401);
  });
});
