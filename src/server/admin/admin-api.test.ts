import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { analysisJobs, auditLog, brands } from '../db/schema';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let as: Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
});
afterAll(async () => t.close());

describe('editing a brand', () => {
  it('saves the edits, derives colour families, records provenance and the audit log', async () => {
    const brand = await insertBrand(t.database.db, { name: 'Editable', slug: 'editable', tagline: 'Old' });
    const res = await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, {
      tagline: 'New line',
      primary_color: '#00704a',
      color_palette: ['#00704A', '#FFFFFF'],
      ai_color_names: { '#00704A': 'Green Jewel' },
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as Brand;
    expect(saved).toMatchObject({
      tagline: 'New line',
      primary_color: '#00704A',
      ai_color_names: { '#00704A': 'Green Jewel' },
    });
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row?.colorFamilies).toContain('Cyan');
    expect(row?.provenance.tagline?.method).toBe('edit');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, brand.id));
    expect(entry).toMatchObject({
      action: 'brand.update',
      before: { tagline: 'Old' },
      after: { tagline: 'New line' },
    });
  });

  it('refuses an invalid hex and unknown fields, changing nothing', async () => {
    const brand = await insertBrand(t.database.db, { name: 'Strict', slug: 'strict' });
    for (const body of [
      { primary_color: '#12345' },
      { primary_color: 'red' },
      { slug: 'hijack' },
      { name: '' },
    ]) {
      const res = await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row?.slug).toBe('strict');
    expect(row?.primaryColor).toBe('#1D4ED8');
  });

  it('protects a brand: edits and re-analysis are refused until it is unprotected', async () => {
    const brand = await insertBrand(t.database.db, { name: 'Guarded', slug: 'guarded' });
    const on = await requestAs(t, as.admin, 'POST', `/api/admin/brands/${brand.id}/protection`, {
      value: true,
    });
    expect(((await on.json()) as Brand).protected).toBe(true);
    expect(
      (await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, { tagline: 'x' })).status,
    ).toBe(409);
    expect((await requestAs(t, as.admin, 'POST', `/api/admin/brands/${brand.id}/analyze`, {})).status).toBe(
      409,
    );
    await requestAs(t, as.admin, 'POST', `/api/admin/brands/${brand.id}/protection`, { value: false });
    expect(
      (await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, { tagline: 'x' })).status,
    ).toBe(200);
  });
});

describe('the analysis queue', () => {
  it('counts brands by status and lists the first waiting, running or failed', async () => {
    await insertBrand(t.database.db, { name: 'Waiting One', slug: 'waiting-one', analysisStatus: 'pending' });
    await insertBrand(t.database.db, {
      name: 'Broken One',
      slug: 'broken-one',
      analysisStatus: 'failed',
      analysisError: 'The site answered 500',
    });
    const res = await requestAs(t, as.admin, 'GET', '/api/admin/analysis');
    const body = await res.json();
    expect(body.counts).toMatchObject({ pending: 1, failed: 1 });
    expect(body.queue.map((b: { slug: string }) => b.slug)).toEqual(['waiting-one', 'broken-one']);
    expect(body.queue[1].analysis_error).toBe('The site answered 500');
  });

  it('queues every pending brand 2 s apart, stops, and retries failed ones', async () => {
    const run = await (await requestAs(t, as.admin, 'POST', '/api/admin/analysis/run-all')).json();
    expect(run.queued).toBe(1);
    const again = await (await requestAs(t, as.admin, 'POST', '/api/admin/analysis/run-all')).json();
    expect(again.queued).toBe(0);
    const stopped = await (await requestAs(t, as.admin, 'POST', '/api/admin/analysis/stop')).json();
    expect(stopped.stopped).toBe(1);
    const retried = await (await requestAs(t, as.admin, 'POST', '/api/admin/analysis/retry-failed')).json();
    expect(retried.reset).toBe(1);
    const [broken] = await t.database.db.select().from(brands).where(eq(brands.slug, 'broken-one'));
    expect(broken).toMatchObject({ analysisStatus: 'pending', analysisError: null, analysisStartedAt: null });
    const run2 = await (await requestAs(t, as.admin, 'POST', '/api/admin/analysis/run-all')).json();
    expect(run2.queued).toBe(2);
    const jobs = await t.database.db.select().from(analysisJobs);
    const times = jobs
      .filter((j) => j.status === 'queued')
      .map((j) => j.runAfter.getTime())
      .sort();
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(1_900);
  });

  it('keeps an audit trail of admin actions', async () => {
    const res = await requestAs(t, as.admin, 'GET', '/api/admin/audit?limit=5');
    const { items } = await res.json();
    expect(items[0]).toMatchObject({
      action: 'analysis.run-all',
      actor_email: expect.stringContaining('admin'),
    });
  });
});
