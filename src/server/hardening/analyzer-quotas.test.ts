import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { ANALYSIS_QUOTA, IN_FLIGHT_RETRY_AFTER_SECONDS } from '../analysis/analysis-quota';
import { ADMIN_SINGLE_BRAND_QUOTA, COLOR_IMPORT_QUOTA } from '../analysis/routes/single-brand-quota';
import { type AnalyzerHarness, createAnalyzerHarness } from '../analysis/test/analyzer-harness';
import { analysisJobs, brands } from '../db/schema';
import { ConnectionGate } from '../net/fetcher/connection-gate';
import { safeFetch } from '../net/fetcher/safe-fetch';
import { requestAs } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { type FixtureServer, serveFixtureSite, serveOnLoopback } from '../test/fixture-server';
import { signInAs } from '../test/sign-in';
import { record } from './report/record';

/**
 * Item 8: one user cannot flood the analyzer. Analyses queued (adding a brand, a second try, an
 * admin's Re-Analyze) are counted in the jobs table: 10 a minute and 5 waiting or running at once.
 * Analyses answered at once (Import Known Colors, the admin's single-brand calls) are bounded per
 * minute and at once. The (n+1)th gets 429 with Retry-After and a sentence saying what to do.
 * Outgoing fetches wait at a gate that gives one site and one user only their share.
 */

let h: AnalyzerHarness;
/** Every page 404s: the analysis fails at once, so a drained job is no longer in flight. */
let gone: FixtureServer;
/** The home page answers after 2 s: a call to it is still running when the next arrives. */
let slow: FixtureServer;
let people = 0;

beforeAll(async () => {
  h = await createAnalyzerHarness();
  gone = await serveFixtureSite({});
  slow = await serveFixtureSite({
    '/': { delayMs: 2_000, body: '<html><head><title>Slow Roasters</title></head><body></body></html>' },
  });
}, 60_000);
afterAll(async () => {
  await gone?.close();
  await slow?.close();
  await h?.close();
});

const someone = (role: 'user' | 'admin' = 'user') => signInAs(h.t, `quota-${++people}@example.com`, role);

/**
 * Each added brand has a website of its own (a loopback address where nothing answers, so its
 * analysis fails quickly): one website cannot be added twice, and these tests count analyses.
 */
let websites = 0;
const addBrand = (cookie: string, name: string) => {
  const n = ++websites;
  const url = `http://127.1.${Math.floor(n / 200)}.${(n % 200) + 1}:${gone.port}/`;
  return requestAs(h.t, cookie, 'POST', '/api/brands', { name, industry: 'Other', url });
};

interface Refusal {
  status: number;
  retryAfter: number;
  type: string;
  detail: string;
}

async function refusalOf(res: Response): Promise<Refusal> {
  const body = (await res.json()) as { detail?: string };
  return {
    status: res.status,
    retryAfter: Number(res.headers.get('retry-after')),
    type: res.headers.get('content-type') ?? '',
    detail: body.detail ?? '',
  };
}

function expectRefusal(refusal: Refusal, detail: RegExp, maxRetryAfter: number) {
  expect(refusal.status).toBe(429);
  expect(refusal.type).toContain('application/problem+json');
  expect(refusal.detail).toMatch(detail);
  expect(refusal.retryAfter).toBeGreaterThanOrEqual(1);
  expect(refusal.retryAfter).toBeLessThanOrEqual(maxRetryAfter);
}

const described = (r: Refusal) => `${r.status}, Retry-After ${r.retryAfter}: ${r.detail}`;

const brandsNamed = async (prefix: string) =>
  (await h.t.database.db.select({ name: brands.name }).from(brands)).filter((b) => b.name.startsWith(prefix));

describe('8. Analyzer quotas: analyses per user, per minute and in flight', () => {
  it(`a user may have ${ANALYSIS_QUOTA.inFlight} analyses waiting or running; the next brand gets 429 and is not written`, async ({
    task,
  }) => {
    const cookie = await someone();
    const statuses: number[] = [];
    for (let i = 1; i <= ANALYSIS_QUOTA.inFlight; i++) {
      statuses.push((await addBrand(cookie, `In Flight ${i}`)).status);
    }
    expect(statuses).toEqual(Array(ANALYSIS_QUOTA.inFlight).fill(201));
    const started = performance.now();
    const refused = await refusalOf(await addBrand(cookie, 'In Flight Extra'));
    record(task, {
      thrown: `POST /api/brands #${ANALYSIS_QUOTA.inFlight + 1} with ${ANALYSIS_QUOTA.inFlight} analyses queued`,
      expected: '429 + Retry-After, brand not written',
      got: described(refused),
      ms: performance.now() - started,
    });
    expectRefusal(refused, /already have 5 analyses waiting or running/, IN_FLIGHT_RETRY_AFTER_SECONDS);
    expect(await brandsNamed('In Flight Extra')).toEqual([]);

    // Another user is not held back; and once the queue has run, this user may add again.
    expect((await addBrand(await someone(), 'In Flight Neighbour')).status).toBe(201);
    await h.worker.drain();
    const after = await addBrand(cookie, 'In Flight Extra');
    record(task, {
      thrown: 'the same brand again after the worker ran the queue',
      expected: '201',
      got: String(after.status),
    });
    expect(after.status).toBe(201);
    await h.worker.drain();
  });

  it(`a user may start ${ANALYSIS_QUOTA.perMinute} analyses a minute; the next gets 429 saying how long to wait`, async ({
    task,
  }) => {
    const cookie = await someone();
    // In batches the queue runs dry, so only the minute's count can refuse.
    for (let i = 1; i <= ANALYSIS_QUOTA.perMinute; i++) {
      expect((await addBrand(cookie, `Per Minute ${i}`)).status).toBe(201);
      if (i % ANALYSIS_QUOTA.inFlight === 0) await h.worker.drain();
    }
    const refused = await refusalOf(await addBrand(cookie, 'Per Minute Extra'));
    record(task, {
      thrown: `POST /api/brands #${ANALYSIS_QUOTA.perMinute + 1} within a minute, none in flight`,
      expected: '429 + Retry-After ≤ 60',
      got: described(refused),
    });
    expectRefusal(refused, /started 10 analyses in the last minute\. Please wait \d+ seconds/, 60);
    expect(await brandsNamed('Per Minute Extra')).toEqual([]);
  });

  it('concurrent requests cannot slip past the quota: 12 at once, 5 accepted', async ({ task }) => {
    const cookie = await someone();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => addBrand(cookie, `Race ${String(i + 1).padStart(2, '0')}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    record(task, {
      thrown: '12 POST /api/brands at once by one user',
      expected: `${ANALYSIS_QUOTA.inFlight} × 201, 7 × 429`,
      got: `${statuses.filter((s) => s === 201).length} × 201, ${statuses.filter((s) => s === 429).length} × 429`,
    });
    expect(statuses).toEqual([...Array(5).fill(201), ...Array(7).fill(429)]);
    expect(await brandsNamed('Race ')).toHaveLength(ANALYSIS_QUOTA.inFlight);
    await h.worker.drain();
  });

  it("the wizard's second try counts as an analysis", async ({ task }) => {
    const cookie = await someone();
    const first = (await (await addBrand(cookie, 'Second Try Corp')).json()) as Brand;
    await h.worker.drain();
    for (let i = 1; i <= ANALYSIS_QUOTA.inFlight; i++) {
      expect((await addBrand(cookie, `Second Try Filler ${i}`)).status).toBe(201);
    }
    const retry = () =>
      requestAs(h.t, cookie, 'POST', `/api/brands/${first.id}/analysis/retry`, { url: `${gone.origin}/x` });
    const refused = await refusalOf(await retry());
    record(task, {
      thrown: 'POST /api/brands/{id}/analysis/retry with 5 analyses queued',
      expected: '429, brand left failed',
      got: described(refused),
    });
    expectRefusal(refused, /already have 5 analyses/, IN_FLIGHT_RETRY_AFTER_SECONDS);
    const [kept] = await h.t.database.db.select().from(brands).where(eq(brands.id, first.id));
    expect(kept?.analysisStatus).toBe('failed');
    await h.worker.drain();
    expect((await retry()).status).toBe(200);
    await h.worker.drain();
  });

  it("an admin's Re-Analyze counts; bulk runs are not counted and not refused", async ({ task }) => {
    const admin = await someone('admin');
    const targets = await Promise.all(
      Array.from({ length: ANALYSIS_QUOTA.inFlight + 1 }, (_, i) =>
        insertBrand(h.t.database.db, {
          name: `Curated ${i + 1}`,
          url: `${gone.origin}/`,
          analysisStatus: 'pending',
        }),
      ),
    );
    const statuses: number[] = [];
    for (const brand of targets.slice(0, ANALYSIS_QUOTA.inFlight)) {
      statuses.push(
        (await requestAs(h.t, admin, 'POST', `/api/admin/brands/${brand.id}/analyze`, {})).status,
      );
    }
    expect(statuses).toEqual(Array(ANALYSIS_QUOTA.inFlight).fill(200));
    const last = targets[ANALYSIS_QUOTA.inFlight] as (typeof targets)[number];
    const refused = await refusalOf(
      await requestAs(h.t, admin, 'POST', `/api/admin/brands/${last.id}/analyze`, {}),
    );
    record(task, {
      thrown: 'POST /api/admin/brands/{id}/analyze, 6th brand with 5 queued',
      expected: '429',
      got: described(refused),
    });
    expectRefusal(refused, /already have 5 analyses/, IN_FLIGHT_RETRY_AFTER_SECONDS);
    // Asking again for a brand already queued answers with its job and costs nothing.
    const again = await requestAs(h.t, admin, 'POST', `/api/admin/brands/${targets[0]?.id}/analyze`, {});
    expect(await again.json()).toMatchObject({ queued: false });

    const bulk = await requestAs(h.t, admin, 'POST', '/api/admin/analysis/run-all');
    const { queued } = (await bulk.json()) as { queued: number };
    record(task, {
      thrown: 'POST /api/admin/analysis/run-all by the same admin',
      expected: '200, every pending brand queued',
      got: `${bulk.status}, ${queued} queued`,
    });
    expect(bulk.status).toBe(200);
    expect(queued).toBeGreaterThanOrEqual(1);
    const open = await h.t.database.db
      .select({ id: analysisJobs.id })
      .from(analysisJobs)
      .where(and(eq(analysisJobs.brandId, last.id), eq(analysisJobs.status, 'queued')));
    expect(open).toHaveLength(1);
    await requestAs(h.t, admin, 'POST', '/api/admin/analysis/stop');
    await h.worker.drain();
  });
});

describe('8. Analyzer quotas: analyses answered at once', () => {
  it(`Import Known Colors: ${COLOR_IMPORT_QUOTA.atOnce} at once per user, the next refused at once`, async ({
    task,
  }) => {
    const cookie = await someone();
    const brand = await insertBrand(h.t.database.db, { name: 'Slow Roasters', url: `${slow.origin}/` });
    const path = `/api/brands/${brand.id}/colors/import`;
    const running = Array.from({ length: COLOR_IMPORT_QUOTA.atOnce }, () =>
      requestAs(h.t, cookie, 'POST', path),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const refused = await refusalOf(await requestAs(h.t, cookie, 'POST', path));
    const ms = performance.now() - started;
    record(task, {
      thrown: `colors import #${COLOR_IMPORT_QUOTA.atOnce + 1} while ${COLOR_IMPORT_QUOTA.atOnce} read a slow site`,
      expected: '429 at once',
      got: described(refused),
      ms,
    });
    expectRefusal(refused, /already have 2 color imports running/, 10);
    expect(ms).toBeLessThan(1_000);
    const done = await Promise.all(running);
    expect(done.map((r) => r.status)).not.toContain(429);
  });

  it(`Import Known Colors: ${COLOR_IMPORT_QUOTA.perMinute} a minute per user`, async ({ task }) => {
    const cookie = await someone();
    const brand = await insertBrand(h.t.database.db, { name: 'Gone Colours', url: `${gone.origin}/` });
    const path = `/api/brands/${brand.id}/colors/import`;
    for (let i = 0; i < COLOR_IMPORT_QUOTA.perMinute; i++) {
      expect((await requestAs(h.t, cookie, 'POST', path)).status).toBe(422);
    }
    const refused = await refusalOf(await requestAs(h.t, cookie, 'POST', path));
    record(task, {
      thrown: `colors import #${COLOR_IMPORT_QUOTA.perMinute + 1} within a minute`,
      expected: '429 + Retry-After ≤ 60',
      got: described(refused),
    });
    expectRefusal(refused, /importing colors very fast/, 60);
  });

  it(`admin single-brand analyses: ${ADMIN_SINGLE_BRAND_QUOTA.atOnce} at once and ${ADMIN_SINGLE_BRAND_QUOTA.perMinute} a minute; bulk calls pass`, async ({
    task,
  }) => {
    const admin = await someone('admin');
    const slowBrand = await insertBrand(h.t.database.db, {
      name: 'Slow Positioning',
      url: `${slow.origin}/`,
    });
    const calls = ['positioning', 'news', 'insights', 'social'].map((what) =>
      requestAs(h.t, admin, 'POST', `/api/admin/brands/${slowBrand.id}/${what}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const atOnce = await refusalOf(
      await requestAs(h.t, admin, 'POST', '/api/admin/logos/improve', {
        brandId: slowBrand.id,
        batchMode: false,
      }),
    );
    record(task, {
      thrown: 'a 5th single-brand call while 4 read a slow site',
      expected: '429 at once',
      got: described(atOnce),
    });
    expectRefusal(atOnce, /already have 4 single-brand analyses running/, 10);
    expect((await Promise.all(calls)).map((r) => r.status)).not.toContain(429);

    const other = await someone('admin');
    const goneBrand = await insertBrand(h.t.database.db, {
      name: 'Gone Positioning',
      url: `${gone.origin}/`,
    });
    for (let i = 0; i < ADMIN_SINGLE_BRAND_QUOTA.perMinute; i++) {
      const res = await requestAs(h.t, other, 'POST', `/api/admin/brands/${goneBrand.id}/news`);
      expect(res.status, `call ${i + 1}`).not.toBe(429);
    }
    const perMinute = await refusalOf(
      await requestAs(h.t, other, 'POST', '/api/admin/colors/analyze', {
        brandId: goneBrand.id,
        runForAllBrands: false,
      }),
    );
    record(task, {
      thrown: `single-brand call #${ADMIN_SINGLE_BRAND_QUOTA.perMinute + 1} within a minute`,
      expected: '429 + Retry-After ≤ 60',
      got: described(perMinute),
    });
    expectRefusal(perMinute, /run 30 single-brand analyses in the last minute/, 60);
    const bulk = await requestAs(h.t, other, 'POST', '/api/admin/colors/analyze', { runForAllBrands: true });
    record(task, {
      thrown: 'Analyze all colours by the same admin (a bulk run)',
      expected: '200',
      got: String(bulk.status),
    });
    expect(bulk.status).toBe(200);
    await h.worker.drain();
  });
});

/** A site that counts the requests it is answering at once, each answered after `delayMs`. */
async function serveCountingSite(delayMs: number) {
  let open = 0;
  let most = 0;
  const server = await serveOnLoopback((_req, res) => {
    open++;
    most = Math.max(most, open);
    setTimeout(() => {
      open--;
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>ok</title>');
    }, delayMs);
  });
  return { ...server, most: () => most };
}

describe('8. Analyzer quotas: concurrent fetches', () => {
  it('one slow site gets at most its share of connections; another site goes ahead', async ({ task }) => {
    const site = await serveCountingSite(800);
    const quick = await serveCountingSite(0);
    const gate = new ConnectionGate({ total: 6, perSite: 2, perUser: 6 });
    const policy = {
      ...h.policy,
      allowHosts: ['127.0.0.1', 'localhost'],
      connections: gate,
    };
    try {
      const slowFetches = Array.from({ length: 8 }, () =>
        safeFetch(`http://127.0.0.1:${site.port}/`, policy),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      await safeFetch(`http://localhost:${quick.port}/`, policy);
      const quickMs = performance.now() - started;
      await Promise.all(slowFetches);
      record(task, {
        thrown: '8 requests at once to one slow site (800 ms), share 2',
        expected: 'at most 2 open at the site',
        got: `at most ${site.most()} open`,
      });
      record(task, {
        thrown: 'a request to another site meanwhile',
        expected: 'answered without waiting',
        got: 'answered',
        ms: quickMs,
      });
      expect(site.most()).toBe(2);
      expect(quickMs).toBeLessThan(700);
      expect(gate.load).toEqual({ open: 0, waiting: 0 });
    } finally {
      await site.close();
      await quick.close();
    }
  });

  it("one user's analyses get at most their share; another user's request goes ahead", async ({ task }) => {
    const site = await serveCountingSite(800);
    const gate = new ConnectionGate({ total: 8, perSite: 8, perUser: 3 });
    const base = { ...h.policy, allowHosts: ['127.0.0.1'], connections: gate };
    try {
      const busy = Array.from({ length: 9 }, () =>
        safeFetch(`http://127.0.0.1:${site.port}/`, { ...base, onBehalfOf: 'busy-user' }),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      await safeFetch(`http://127.0.0.1:${site.port}/`, { ...base, onBehalfOf: 'calm-user' });
      const calmMs = performance.now() - started;
      await Promise.all(busy);
      record(task, {
        thrown: "9 requests at once for one user's analyses, share 3",
        expected: 'at most 3 + 1 (the other user) open',
        got: `at most ${site.most()} open`,
      });
      record(task, {
        thrown: "another user's request meanwhile",
        expected: 'answered in one round (~800 ms)',
        got: 'answered',
        ms: calmMs,
      });
      expect(site.most()).toBe(4);
      expect(calmMs).toBeLessThan(1_500);
    } finally {
      await site.close();
    }
  });
});
