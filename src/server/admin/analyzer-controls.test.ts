import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchStatusSchema } from '../../domain/analysis-queue';
import { COLOR_IMPORTS_PER_MINUTE } from '../analysis/routes/color-logo-routes';
import { type AnalyzerHarness, createAnalyzerHarness } from '../analysis/test/analyzer-harness';
import { serverErrorSite } from '../analysis/test/fixture-sites/failing-sites';
import { svgInlineLogoSite } from '../analysis/test/fixture-sites/svg-inline-logo';
import { quietSite } from '../analysis/test/intel-fixture-sites';
import type { LiveEvent } from '../events/event-bus';
import { requestAs } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { type FixtureServer, serveFixtureSite } from '../test/fixture-server';
import { signInAs } from '../test/sign-in';
import { TEST_ORIGIN } from '../test/test-app';

/**
 * The admin controls' calls as the web client sends them (paths, bodies, the absence of a body),
 * against the analyzer's routes and worker, and what the controls read back.
 */
let h: AnalyzerHarness;
let coffee: FixtureServer;
let broken: FixtureServer;
let quiet: FixtureServer;

beforeAll(async () => {
  h = await createAnalyzerHarness();
  [coffee, broken] = await Promise.all([h.serve(svgInlineLogoSite), h.serve(serverErrorSite)]);
  quiet = await serveFixtureSite(quietSite.site);
});
afterAll(async () => {
  await quiet.close();
  await h.close();
});

const problemOf = async (res: Response) => ({
  ...((await res.json()) as { title?: string; detail?: string }),
  status: res.status,
  contentType: res.headers.get('content-type'),
});
const bare = (fields: Parameters<typeof insertBrand>[1] = {}) =>
  insertBrand(h.t.database.db, {
    primaryColor: null,
    secondaryColor: null,
    accentColor: null,
    logoUrl: null,
    ...fields,
  });

describe('Import Known Colors, rate-limited per user', () => {
  it('answers the 7th import of a minute with a 429 problem saying to wait, for that user only', async () => {
    const eager = await signInAs(h.t, 'eager-importer@example.com');
    const patient = await signInAs(h.t, 'patient-importer@example.com');
    const brand = await bare({ url: `${coffee.origin}/` });
    const path = `/api/brands/${brand.id}/colors/import`;
    // Sent as the page sends it: a POST without a body.
    for (let i = 0; i < COLOR_IMPORTS_PER_MINUTE; i++) {
      expect((await requestAs(h.t, eager, 'POST', path)).status).toBe(200);
    }
    const refused = await requestAs(h.t, eager, 'POST', path);
    expect(await problemOf(refused)).toMatchObject({
      status: 429,
      contentType: expect.stringContaining('application/problem+json'),
      detail: 'You are importing colors very fast. Please wait a minute and try again.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    // Another user is not held back by the first one's imports.
    const other = await requestAs(h.t, patient, 'POST', path);
    expect(other.status).toBe(200);
    expect(((await other.json()) as { colors: { hex: string }[] }).colors[0]?.hex).toBe('#7A3E1D');
  });
});

describe("the brand page's analyzer buttons, as the page sends them", () => {
  it('accept a POST without a body and answer 422 with a readable reason when the site says nothing', async () => {
    const brand = await bare({ url: `${quiet.origin}/` });
    for (const task of ['news', 'positioning', 'insights', 'social']) {
      const res = await h.t.app.request(`/api/admin/brands/${brand.id}/${task}`, {
        method: 'POST',
        headers: {
          origin: TEST_ORIGIN,
          cookie: h.admin,
          accept: 'application/json, application/problem+json',
        },
      });
      const problem = await problemOf(res);
      expect(problem.status, task).toBe(422);
      expect(problem.detail, task).toMatch(/\w+ \w+/);
    }
  });

  it('Re-Analyze of a failing site ends with a failed progress event and the reason on the brand', async () => {
    const brand = await bare({ url: `${broken.origin}/`, analysisStatus: 'pending' });
    const events: LiveEvent[] = [];
    const unsubscribe = h.t.events.subscribe((event) => events.push(event));
    const res = await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/analyze`, {
      preserve_colors: false,
    });
    expect(res.status).toBe(200);
    await h.worker.drain();
    unsubscribe();
    const end = events.find(
      (e) => e.type === 'analysis.progress' && e.brandId === brand.id && e.status !== 'analyzing',
    );
    expect(end).toMatchObject({ slug: brand.slug, status: 'failed' });
    const stored = await h.getBrand(brand.slug);
    expect(stored.analysis_status).toBe('failed');
    expect(stored.analysis_error).toMatch(/answered 500/);
    expect(stored.analysis_completed_at).not.toBeNull();
  });
});

describe('GET /api/admin/analysis/batches/{kind}', () => {
  it('follows the latest Improve All Logos batch from queued to how many logos changed', async () => {
    await h.worker.drain();
    const better = await bare({ url: `${coffee.origin}/` });
    const unreadable = await bare({ url: `${broken.origin}/` });
    const status = async () =>
      BatchStatusSchema.parse(
        await (await requestAs(h.t, h.admin, 'GET', '/api/admin/analysis/batches/logos')).json(),
      );
    const res = await requestAs(h.t, h.admin, 'POST', '/api/admin/logos/improve', { batchMode: true });
    const { processed } = (await res.json()) as { processed: number };
    expect(processed).toBeGreaterThanOrEqual(2);
    const queued = await status();
    expect(queued).toMatchObject({ total: processed, open: processed, completed: 0, failed: 0 });
    expect(queued.queued_at).not.toBeNull();

    await h.worker.drain();
    const done = await status();
    expect(done.total).toBe(processed);
    expect(done.open).toBe(0);
    expect(done.completed + done.failed).toBe(processed);
    // The coffee roaster's header SVG replaced its missing logo; the broken site changed nothing.
    expect(done.completed).toBeGreaterThanOrEqual(1);
    expect(done.failed).toBeGreaterThanOrEqual(1);
    expect((await h.getBrand(better.slug)).logo_url).toMatch(/\.svg$/);
    expect((await h.getBrand(unreadable.slug)).logo_url).toBeNull();
  });

  it('answers an empty batch for a kind never run, refuses unknown kinds and non-admins', async () => {
    const colors = await requestAs(h.t, h.admin, 'GET', '/api/admin/analysis/batches/colors');
    expect(BatchStatusSchema.parse(await colors.json())).toMatchObject({
      kind: 'colors',
      total: 0,
      open: 0,
      queued_at: null,
    });
    expect((await requestAs(h.t, h.admin, 'GET', '/api/admin/analysis/batches/fonts')).status).toBe(400);
    expect((await requestAs(h.t, h.user, 'GET', '/api/admin/analysis/batches/logos')).status).toBe(403);
  });
});
