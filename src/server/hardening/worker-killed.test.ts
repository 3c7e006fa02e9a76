import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { claimJob, enqueueJob } from '../analysis/jobs/job-queue';
import { startAnalysisWorker } from '../analysis/jobs/start-analysis-worker';
import { abandonedAnalysisError } from '../analysis/pipeline/analyze-brand-job';
import { HARBOR_DAILY_NEWS, rssFeedSite } from '../analysis/test/fixture-sites/rss-feed';
import { queryRows } from '../db/client';
import { analysisJobs, brands } from '../db/schema';
import { ANALYZE_BRAND_JOB } from '../jobs/job-names';
import { createLogger } from '../logger';
import { requestAs } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { compiledEntry } from '../test/compiled-server';
import { type FixtureServer, serveFixtureSite } from '../test/fixture-server';
import { findPostgresBin, type PostgresServer, startPostgresServer } from '../test/postgres-server';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { record } from './report/record';

/**
 * A real `npm run worker` process killed with SIGKILL in the middle of an analysis: the brand is
 * left 'analyzing' and its job 'running' under a lease nobody renews. A second worker takes the
 * job up once the lease has expired, runs it from the start to the end, and the brand ends
 * completed with everything the site says. The lease is shortened through WORKER_LEASE_SECONDS,
 * the variable operators use. Needs PostgreSQL (the worker process refuses the embedded database).
 */
const LEASE_SECONDS = 4;
/** The feed answers this late, so the analysis is caught in its news stage, past identity. */
const FEED_DELAY_MS = 4_000;
const NO_POSTGRES = 'skipped: PostgreSQL is not installed here (/usr/lib/postgresql/*/bin)';

let postgres: PostgresServer | null = null;
let t: TestApp | null = null;
let site: FixtureServer;
let filesDir = '';
/** `npm run worker`'s entry, compiled as npm run build compiles it. */
let worker = '';
const workers: ChildProcess[] = [];

beforeAll(async () => {
  if (!findPostgresBin()) return;
  postgres = await startPostgresServer();
  if (!postgres) return;
  t = await createTestApp({ databaseServerUrl: postgres.url });
  const pages = await rssFeedSite.pages();
  const feed = pages['/feed.xml'];
  pages['/feed.xml'] = (origin) => ({
    ...(typeof feed === 'function' ? feed(origin) : feed),
    delayMs: FEED_DELAY_MS,
  });
  site = await serveFixtureSite(pages);
  filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-worker-kill-'));
  worker = await compiledEntry('worker');
}, 120_000);
afterAll(async () => {
  for (const child of workers) if (child.exitCode === null) child.kill('SIGKILL');
  await site?.close();
  await t?.close();
  await postgres?.stop();
  if (filesDir) fs.rmSync(filesDir, { recursive: true, force: true });
});

interface RunningWorker {
  child: ChildProcess;
  /** Resolves when the process logged that it runs, with the time it took. */
  ready: Promise<number>;
  exited: Promise<number | null>;
}

/** `npm run worker` against the test's database, as an operator would start it. */
function startWorkerProcess(databaseUrl: string): RunningWorker {
  const started = performance.now();
  const child = spawn(process.execPath, [worker], {
    env: {
      ...process.env,
      // Not production: production refuses ANALYZER_ALLOW_HOSTS, which the fixture site needs.
      NODE_ENV: 'test',
      AUTH_SECRET: 'k'.repeat(40),
      DATABASE_URL: databaseUrl,
      DATA_DIR: filesDir,
      WORKER_LEASE_SECONDS: String(LEASE_SECONDS),
      // The fixture site stands for a public site; it lives on 127.0.0.1 and its port.
      ANALYZER_ALLOW_HOSTS: `127.0.0.1:${site.port}`,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  const ready = new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker running')) resolve(performance.now() - started);
    });
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}) before running: ${output}`)));
  });
  ready.catch(() => {});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, ready, exited };
}

async function waitFor<T>(what: string, read: () => Promise<T | null>, limitMs: number): Promise<T> {
  const deadline = performance.now() + limitMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (performance.now() > deadline) throw new Error(`gave up waiting for ${what} after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('6. Faults: the worker killed in the middle of an analysis', () => {
  it('takes the job up again after the lease expires and finishes it; no brand stuck analyzing', async ({
    task,
    skip,
  }) => {
    if (!postgres || !t) return skip(NO_POSTGRES);
    const app = t;
    const db = app.database.db;
    const databaseUrl = app.database.url ?? '';
    const cookie = await signInAs(app, 'killed-worker@example.com');
    const created = await requestAs(app, cookie, 'POST', '/api/brands', {
      name: rssFeedSite.name,
      industry: rssFeedSite.industry,
      url: `${site.origin}/`,
    });
    expect(created.status).toBe(201);
    const { id: brandId, slug } = (await created.json()) as Brand;
    const jobOf = async () => {
      const [job] = await db.select().from(analysisJobs).where(eq(analysisJobs.brandId, brandId));
      return job ?? null;
    };
    const brandRow = async () => {
      const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
      if (!row) throw new Error('the brand is gone');
      return row;
    };

    const first = startWorkerProcess(databaseUrl);
    await first.ready;
    // The analysis is past its identity stage and waiting for the slow feed: kill it there.
    await waitFor('the feed request', async () => (site.hits.includes('/feed.xml') ? true : null), 90_000);
    first.child.kill('SIGKILL');
    const killedAt = performance.now();
    expect(await first.exited).toBeNull();
    const orphan = await jobOf();
    const stranded = await brandRow();
    record(task, {
      thrown: `SIGKILL to npm run worker after stage ${orphan?.stage} (${orphan?.progress}%)`,
      expected: 'brand analyzing, job running',
      got: `brand ${stranded.analysisStatus}, job ${orphan?.status} (attempt ${orphan?.attempts}), lease unrenewed`,
    });
    expect(stranded.analysisStatus).toBe('analyzing');
    expect(orphan).toMatchObject({ status: 'running', attempts: 1 });
    expect(orphan?.lockedBy).toMatch(new RegExp(`^worker-${first.child.pid}-`));
    const deadLease = orphan?.leaseExpiresAt;
    if (!deadLease) throw new Error('the running job has no lease');

    const second = startWorkerProcess(databaseUrl);
    const secondReadyMs = await second.ready;
    const takenUp = await waitFor(
      'the job taken up by the second worker',
      async () => {
        const job = await jobOf();
        return job?.lockedBy?.startsWith(`worker-${second.child.pid}-`) ? job : null;
      },
      60_000,
    );
    const takenUpMs = performance.now() - killedAt;
    const finished = await waitFor(
      'the brand to finish',
      async () => {
        const row = await brandRow();
        return row.analysisStatus === 'completed' || row.analysisStatus === 'failed' ? row : null;
      },
      90_000,
    );
    const recoveredMs = performance.now() - killedAt;
    // The brand's status is written by the last stage; the job is closed right after it.
    const job = await waitFor(
      'the job to be closed',
      async () => {
        const row = await jobOf();
        return row && row.status !== 'running' ? row : null;
      },
      10_000,
    );
    const jobs = await db.select().from(analysisJobs).where(eq(analysisJobs.brandId, brandId));
    const [stuck] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from brands where analysis_status = 'analyzing'`,
    );
    const shown = (await (await app.app.request(`/api/brands/${slug}`)).json()) as Brand;
    second.child.kill('SIGTERM');
    const exitCode = await second.exited;

    record(task, {
      thrown: `a second worker (ready in ${(secondReadyMs / 1000).toFixed(1)} s), lease ${LEASE_SECONDS} s`,
      expected: 'taken up after the lease ran out',
      got: `${(takenUpMs / 1000).toFixed(1)} s after the kill, ${takenUp.updatedAt >= deadLease ? 'after' : 'BEFORE'} the lease ran out, attempt ${takenUp.attempts}`,
      ms: takenUpMs,
    });
    record(task, {
      thrown: 'SIGKILL → brand completed (time to recovery)',
      expected: 'completed, nothing lost',
      got: `${finished.analysisStatus} in ${(recoveredMs / 1000).toFixed(1)} s: ${jobs.length} job (${job?.status}), ${shown.recent_news.length} news, ${shown.primary_color}`,
      ms: recoveredMs,
    });
    record(task, {
      thrown: 'brands analyzing / feed fetched / SIGTERM to worker 2',
      expected: '0 / once per attempt / exit 0',
      got: `${stuck?.n} / ${site.hits.filter((h) => h === '/feed.xml').length} times / exit ${exitCode}`,
    });

    expect(takenUp.updatedAt.getTime()).toBeGreaterThanOrEqual(deadLease.getTime());
    expect(takenUp.attempts).toBe(2);
    expect(finished.analysisStatus).toBe('completed');
    expect(finished.analysisError).toBeNull();
    expect(jobs).toHaveLength(1);
    expect(job).toMatchObject({ status: 'completed', attempts: 2, progress: 100 });
    expect(stuck?.n).toBe(0);
    expect(shown.recent_news.map((n) => n.title)).toEqual(HARBOR_DAILY_NEWS.map((n) => n.title));
    expect(shown.primary_color).toBe('#C0392B');
    expect(site.hits.filter((h) => h === '/feed.xml')).toHaveLength(2);
    expect(exitCode).toBe(0);
  }, 240_000);

  it("gives a job up when its worker died on its last attempt: the brand ends 'failed', readably", async ({
    task,
  }) => {
    const app = await createTestApp();
    try {
      const brand = await insertBrand(app.database.db, {
        name: 'Crash Loop Coffee',
        url: 'https://crash-loop.example/',
        analysisStatus: 'analyzing',
      });
      const job = await enqueueJob(app.database.db, {
        type: ANALYZE_BRAND_JOB,
        brandId: brand.id,
        payload: { preserve_colors: false },
        maxAttempts: 1,
      });
      // Its one attempt was claimed by a worker that died: the lease runs out unrenewed.
      await claimJob(app.database.db, 'worker-that-died', 1, [ANALYZE_BRAND_JOB]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const worker = startAnalysisWorker(
        {
          db: app.database.db,
          storage: app.storage,
          events: app.events,
          logger: createLogger('silent'),
          config: app.config,
        },
        { autoStart: false },
      );
      const ran = await worker.drain();
      await worker.stop();
      const [after] = await app.database.db.select().from(brands).where(eq(brands.id, brand.id));
      const [jobAfter] = await app.database.db.select().from(analysisJobs).where(eq(analysisJobs.id, job.id));
      record(task, {
        thrown: 'worker died on the last attempt (a crash loop)',
        expected: 'no rerun; brand failed, readable',
        got: `${ran} runs, job ${jobAfter?.status}, brand ${after?.analysisStatus}: ${after?.analysisError}`,
      });
      expect(ran).toBe(0);
      expect(jobAfter?.status).toBe('failed');
      expect(after?.analysisStatus).toBe('failed');
      expect(after?.analysisError).toBe(abandonedAnalysisError(1));
    } finally {
      await app.close();
    }
  });
});
