import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyzerHarness, createAnalyzerHarness } from '../analysis/test/analyzer-harness';
import { svgInlineLogoSite } from '../analysis/test/fixture-sites/svg-inline-logo';
import { analysisJobs, brands } from '../db/schema';
import { requestAs } from '../test/actors';

/**
 * Re-Analyze keeps what an admin set: the fields edited on the brand page travel with the job as
 * fields to keep (by default every admin-edited one), and the analysis writes none of them.
 */
let h: AnalyzerHarness;
const ANALYZED_DESCRIPTION = 'Single-origin coffee roasted weekly in small batches.';

beforeAll(async () => {
  h = await createAnalyzerHarness();
});
afterAll(async () => {
  await h.close();
});

/** A brand the analyzer has read once, then edited by the admin on the brand page. */
async function analyzedThenEdited(slugSuffix: string) {
  // One site per brand: a website is added once.
  const site = await h.serve(svgInlineLogoSite);
  const created = await h.addBrand({ name: `Pinecone ${slugSuffix}`, url: `${site.origin}/` });
  await h.worker.drain();
  const analyzed = await h.getBrand(created.slug);
  expect(analyzed.description).toBe(ANALYZED_DESCRIPTION);
  const edit = await requestAs(h.t, h.admin, 'PATCH', `/api/admin/brands/${analyzed.id}`, {
    description: 'Our own words, chosen by the curator',
    primary_color: '#123456',
  });
  expect(edit.status).toBe(200);
  return analyzed;
}

const reanalyze = (brandId: string, body: Record<string, unknown>) =>
  requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brandId}/analyze`, body);

describe('POST /api/admin/brands/{id}/analyze keeps admin-edited fields', () => {
  it('by default keeps every field an admin edited, and writes the others', async () => {
    const brand = await analyzedThenEdited('default');
    // The analyzer's founding year is changed in the database, so a rewrite is visible.
    await h.t.database.db.update(brands).set({ yearFounded: 1999 }).where(eq(brands.id, brand.id));

    const res = await reanalyze(brand.id, { preserve_colors: false });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { job_id: string; kept_fields: string[] };
    expect(answer.kept_fields).toEqual(['description', 'primary_color']);
    const [job] = await h.t.database.db.select().from(analysisJobs).where(eq(analysisJobs.id, answer.job_id));
    expect(job?.payload).toMatchObject({ keep_fields: ['description', 'primary_color'] });
    await h.worker.drain();

    const after = await h.getBrand(brand.slug);
    expect(after.analysis_status).toBe('completed');
    expect(after.description).toBe('Our own words, chosen by the curator');
    expect(after.primary_color).toBe('#123456');
    // A field no person set is analysed again.
    expect(after.year_founded).toBe(2009);
    const sources = (await (
      await requestAs(h.t, h.admin, 'GET', `/api/admin/brands/${brand.id}/provenance`)
    ).json()) as Record<string, { source: string; method: string }>;
    expect(sources.description).toMatchObject({ source: 'admin:curator@example.com', method: 'edit' });
    expect(sources.primary_color).toMatchObject({ source: 'admin:curator@example.com', method: 'edit' });
  });

  it('overwrites an edited field the admin unticked, and keeps the ones still ticked', async () => {
    const brand = await analyzedThenEdited('chosen');
    const res = await reanalyze(brand.id, { preserve_colors: false, keep_fields: ['primary_color'] });
    expect(((await res.json()) as { kept_fields: string[] }).kept_fields).toEqual(['primary_color']);
    await h.worker.drain();

    const after = await h.getBrand(brand.slug);
    expect(after.description).toBe(ANALYZED_DESCRIPTION);
    expect(after.primary_color).toBe('#123456');
  });

  it('with an empty list lets the analysis replace every field', async () => {
    const brand = await analyzedThenEdited('none');
    await reanalyze(brand.id, { keep_fields: [] });
    await h.worker.drain();
    const after = await h.getBrand(brand.slug);
    expect(after.description).toBe(ANALYZED_DESCRIPTION);
    expect(after.primary_color).toBe('#7A3E1D');
  });

  it('refuses a field the analysis never writes, with a problem, and queues nothing', async () => {
    const brand = await analyzedThenEdited('bad');
    const before = await h.t.database.db
      .select()
      .from(analysisJobs)
      .where(eq(analysisJobs.brandId, brand.id));
    const res = await reanalyze(brand.id, { keep_fields: ['name'] });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const after = await h.t.database.db.select().from(analysisJobs).where(eq(analysisJobs.brandId, brand.id));
    expect(after).toHaveLength(before.length);
  });
});
