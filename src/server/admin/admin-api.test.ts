import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BULK_PAUSE_MS } from '../../domain/admin';
import { AnalysisDebugReportSchema, AnalysisQueueSchema } from '../../domain/analysis-queue';
import { AuditEntrySchema } from '../../domain/audit-log';
import type { Brand } from '../../domain/brand';
import { BrandProvenanceSchema } from '../../domain/provenance';
import { startTestAnalysisWorker } from '../analysis/test/analyzer-harness';
import { analysisJobs, auditLog, brands } from '../db/schema';
import { fetchPolicyFor } from '../net/fetcher/fetch-policy';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { whileAuditRefused } from '../test/refuse-audit';
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

  it("answers each field's source in the shape the data sources panel reads", async () => {
    const brand = await insertBrand(t.database.db, { name: 'Sourced', slug: 'sourced' });
    await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brand.id}`, { tagline: 'Traced' });
    const res = await requestAs(t, as.admin, 'GET', `/api/admin/brands/${brand.id}/provenance`);
    expect(res.status).toBe(200);
    const body: unknown = await res.json();
    // Parsing drops any field the schema lacks, so an answer that grew one would differ here.
    expect(BrandProvenanceSchema.parse(body)).toEqual(body);
    expect(BrandProvenanceSchema.parse(body).tagline).toMatchObject({
      source: expect.stringMatching(/^admin:admin\d+@example\.com$/),
      method: 'edit',
    });
    const unknown = await requestAs(
      t,
      as.admin,
      'GET',
      `/api/admin/brands/${crypto.randomUUID()}/provenance`,
    );
    expect(unknown.status).toBe(404);
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
    // Parsed with the schema the web client's type comes from: the two cannot drift apart.
    const body = AnalysisQueueSchema.parse(await res.json());
    expect(body.counts).toMatchObject({ pending: 1, failed: 1 });
    expect(body.queue.map((b) => b.slug)).toEqual(['waiting-one', 'broken-one']);
    expect(body.queue[1]?.analysis_error).toBe('The site answered 500');
  });

  it('runs pending brands one after another, stops, and retries failed ones', async () => {
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
    await requestAs(t, as.admin, 'POST', '/api/admin/analysis/stop');
  });

  it('starts the next brand of a bulk run only 2 s after the previous one ended', async () => {
    const db = t.database.db;
    await db.delete(analysisJobs);
    await db.update(brands).set({ analysisStatus: 'completed' });
    const order = ['bulk-a', 'bulk-b', 'bulk-c'];
    for (const slug of order) await insertBrand(db, { name: slug, slug, analysisStatus: 'pending' });
    const run = await (await requestAs(t, as.admin, 'POST', '/api/admin/analysis/run-all')).json();
    expect(run.queued).toBe(3);

    const due = async () => {
      const jobs = await db
        .select({ slug: brands.slug, status: analysisJobs.status, runAfter: analysisJobs.runAfter })
        .from(analysisJobs)
        .innerJoin(brands, eq(brands.id, analysisJobs.brandId));
      const soon = Date.now() + 60_000;
      return jobs.filter((j) => j.status !== 'completed' && j.runAfter.getTime() < soon);
    };
    // Only the first brand may start; the others wait however often the panel refreshes.
    expect((await due()).map((j) => j.slug)).toEqual(['bulk-a']);
    await requestAs(t, as.admin, 'GET', '/api/admin/analysis');
    expect((await due()).map((j) => j.slug)).toEqual(['bulk-a']);
    const status = await (await requestAs(t, as.admin, 'GET', '/api/admin/analysis')).json();
    expect(status.bulk_remaining).toBe(3);

    // The first ends without a live event: the worker's next rounds release the next brand with
    // a 2 s pause, and only that one.
    const [first] = await db.select().from(brands).where(eq(brands.slug, 'bulk-a'));
    await db.update(analysisJobs).set({ status: 'completed' }).where(eq(analysisJobs.brandId, first!.id));
    const before = Date.now();
    const worker = startTestAnalysisWorker(t, fetchPolicyFor(t.config));
    try {
      await worker.drain();
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const next = await due();
    expect(next.map((j) => j.slug)).toEqual(['bulk-b']);
    expect(next[0]!.runAfter.getTime()).toBeGreaterThanOrEqual(before + BULK_PAUSE_MS - 1_000);

    // Stop: what has not started is taken off the queue.
    const stopped = await (await requestAs(t, as.admin, 'POST', '/api/admin/analysis/stop')).json();
    expect(stopped.stopped).toBe(2);
    expect(await due()).toEqual([]);
  });

  it('reads the queue without writing, even when a bulk run is due to move on', async () => {
    const db = t.database.db;
    await db.delete(analysisJobs);
    await db.update(brands).set({ analysisStatus: 'completed' });
    const first = await insertBrand(db, { name: 'Read A', slug: 'read-a', analysisStatus: 'pending' });
    await insertBrand(db, { name: 'Read B', slug: 'read-b', analysisStatus: 'pending' });
    await requestAs(t, as.admin, 'POST', '/api/admin/analysis/run-all');
    // The run's first brand ended and nobody heard of it: the next one waits to be released.
    await db.update(analysisJobs).set({ status: 'completed' }).where(eq(analysisJobs.brandId, first.id));
    const snapshot = async () => ({
      jobs: await db.select().from(analysisJobs).orderBy(analysisJobs.id),
      brands: await db.select().from(brands).orderBy(brands.id),
      audit: await db.select().from(auditLog).orderBy(auditLog.id),
    });
    const before = await snapshot();
    expect(before.jobs.filter((j) => j.status === 'queued')).toHaveLength(1);

    for (let i = 0; i < 3; i++)
      expect((await requestAs(t, as.admin, 'GET', '/api/admin/analysis')).status).toBe(200);
    expect(await snapshot()).toEqual(before);
    await requestAs(t, as.admin, 'POST', '/api/admin/analysis/stop');
  });

  it('moves a bulk run on when a live event says a brand finished', async () => {
    const db = t.database.db;
    await db.delete(analysisJobs);
    await db.update(brands).set({ analysisStatus: 'completed' });
    const [one, two] = [
      await insertBrand(db, { name: 'Live One', slug: 'live-one', analysisStatus: 'pending' }),
      await insertBrand(db, { name: 'Live Two', slug: 'live-two', analysisStatus: 'pending' }),
    ];
    await requestAs(t, as.admin, 'POST', '/api/admin/analysis/run-all');
    // The job handler reports the end before the worker marks the job done.
    await db.update(analysisJobs).set({ status: 'running' }).where(eq(analysisJobs.brandId, one!.id));
    await t.events.publish({
      type: 'analysis.progress',
      brandId: one!.id,
      slug: 'live-one',
      progress: 100,
      stage: 'insights',
      status: 'completed',
    });
    await expect
      .poll(async () => {
        const [job] = await db.select().from(analysisJobs).where(eq(analysisJobs.brandId, two!.id));
        return (job?.runAfter.getTime() ?? Infinity) < Date.now() + 60_000;
      })
      .toBe(true);
    await requestAs(t, as.admin, 'POST', '/api/admin/analysis/stop');
  });

  it('answers the debug check with the state of the queue and findings', async () => {
    const db = t.database.db;
    const stuck = await insertBrand(db, {
      name: 'Stuck Brand',
      slug: 'stuck-brand',
      analysisStatus: 'analyzing',
      analysisStartedAt: new Date(Date.now() - 3_600_000),
    });
    const res = await requestAs(t, as.admin, 'GET', '/api/admin/analysis/debug');
    expect(res.status).toBe(200);
    const report = AnalysisDebugReportSchema.parse(await res.json());
    expect(report.stalled.map((s) => s.slug)).toEqual([stuck.slug]);
    expect(report.findings.join(' ')).toMatch(/1 brand\(s\) show 'analyzing'/);
    expect(report.jobs).toEqual(expect.objectContaining({ queued: expect.any(Number) }));
    await db.update(brands).set({ analysisStatus: 'completed' }).where(eq(brands.id, stuck.id));
    const clean = await (await requestAs(t, as.admin, 'GET', '/api/admin/analysis/debug')).json();
    expect(clean.stalled).toEqual([]);
  });

  it('keeps an audit trail of admin actions', async () => {
    const res = await requestAs(t, as.admin, 'GET', '/api/admin/audit?limit=5');
    const { items } = z.object({ items: z.array(AuditEntrySchema) }).parse(await res.json());
    expect(items[0]).toMatchObject({
      action: 'analysis.stop',
      actor_email: expect.stringContaining('admin'),
      after: { removed: 1 },
    });
    expect(items.map((i) => i.action)).toContain('analysis.run-all');
  });

  it('queues no re-analysis when its audit row cannot be written', async () => {
    const db = t.database.db;
    const brand = await insertBrand(db, { name: 'Unaudited', slug: 'unaudited' });
    const res = await whileAuditRefused(db, () =>
      requestAs(t, as.admin, 'POST', `/api/admin/brands/${brand.id}/analyze`, {}),
    );
    expect(res.status).toBe(500);
    expect(await db.select().from(analysisJobs).where(eq(analysisJobs.brandId, brand.id))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, brand.id))).toEqual([]);
  });
});

describe('Add Vodka Brands', () => {
  it('adds the 13 vodka brands that are missing, once', async () => {
    const db = t.database.db;
    // One is already there under its own name, one under another slug with the same name.
    await insertBrand(db, { name: 'Absolut', slug: 'absolut' });
    await insertBrand(db, { name: 'SKYY', slug: 'skyy-vodka' });
    const res = await requestAs(t, as.admin, 'POST', '/api/admin/brands/add-vodka');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Added 11 vodka brands to the catalogue');
    expect(body.added).toHaveLength(11);
    const rows = await db.select().from(brands).where(eq(brands.slug, 'titos-handmade-vodka'));
    expect(rows[0]).toMatchObject({ name: "Tito's Handmade Vodka", analysisStatus: 'completed' });
    const again = await (await requestAs(t, as.admin, 'POST', '/api/admin/brands/add-vodka')).json();
    expect(again).toEqual({ message: 'All 13 vodka brands are already in the catalogue', added: [] });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'brands.add-vodka'));
    expect(entry?.after).toMatchObject({ added: expect.arrayContaining(['titos-handmade-vodka']) });
    expect((entry?.after as { added: string[] } | undefined)?.added).toHaveLength(11);
  });

  it('is refused to visitors, users and subscribers', async () => {
    for (const [actor, status] of [
      ['visitor', 401],
      ['user', 403],
      ['subscriber', 403],
    ] as const) {
      for (const [method, path] of [
        ['POST', '/api/admin/brands/add-vodka'],
        ['GET', '/api/admin/analysis/debug'],
      ] as const) {
        const res = await requestAs(t, as[actor], method, path);
        expect(res.status, `${method} ${path} as ${actor}`).toBe(status);
      }
    }
  });
});
