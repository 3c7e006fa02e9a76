import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { analysisJobs } from '../../db/schema';
import { createLogger } from '../../logger';
import { openTestDatabase } from '../../test/test-database';
import { claimJob, enqueueJob, type JobRow } from './job-queue';
import { type JobHandler, PermanentJobError, startWorker } from './worker';

let database: Database;
const logger = createLogger('silent');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const jobsOf = (type: string) => database.db.select().from(analysisJobs).where(eq(analysisJobs.type, type));

describe('the analysis worker', () => {
  it('lets two workers drain 20 jobs side by side, each job run exactly once', async () => {
    const runs = new Map<string, number>();
    const handler: JobHandler = {
      type: 'count',
      async run(job) {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
    };
    for (let i = 0; i < 20; i++) await enqueueJob(database.db, { type: 'count', brandId: null });
    const a = startWorker(database.db, [handler], logger, { autoStart: false, concurrency: 2 });
    const b = startWorker(database.db, [handler], logger, { autoStart: false, concurrency: 2 });
    const [ranA, ranB] = await Promise.all([a.drain(), b.drain()]);
    expect(ranA + ranB).toBe(20);
    expect([...runs.values()]).toEqual(Array(20).fill(1));
    expect((await jobsOf('count')).every((j) => j.status === 'completed')).toBe(true);
  });

  it('takes over a job whose worker died once its lease has expired', async () => {
    const job = await enqueueJob(database.db, { type: 'orphan', brandId: null });
    const claimed = await claimJob(database.db, 'worker-that-dies', 60_000, ['orphan']);
    expect(claimed?.id).toBe(job.id);
    const handler: JobHandler = { type: 'orphan', run: async () => {} };
    const survivor = startWorker(database.db, [handler], logger, { autoStart: false });
    // The lease is still held: nothing to take.
    expect(await survivor.drain()).toBe(0);
    await database.db
      .update(analysisJobs)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(analysisJobs.id, job.id));
    expect(await survivor.drain()).toBe(1);
    const [after] = await jobsOf('orphan');
    expect(after).toMatchObject({ status: 'completed', lockedBy: survivor.id, attempts: 2 });
  });

  it('gives up a job whose worker died on its last attempt, once, and tells its handler', async () => {
    const job = await enqueueJob(database.db, { type: 'poison', brandId: null, maxAttempts: 2 });
    const expire = () =>
      database.db
        .update(analysisJobs)
        .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
        .where(eq(analysisJobs.id, job.id));
    expect((await claimJob(database.db, 'first-to-die', 60_000, ['poison']))?.attempts).toBe(1);
    await expire();
    expect((await claimJob(database.db, 'second-to-die', 60_000, ['poison']))?.attempts).toBe(2);
    await expire();
    // No attempt left: the job is not claimed a third time.
    expect(await claimJob(database.db, 'third', 60_000, ['poison'])).toBeNull();
    const ran: string[] = [];
    const abandoned: string[] = [];
    const handler: JobHandler = {
      type: 'poison',
      run: async (j) => void ran.push(j.id),
      abandoned: async (j) => void abandoned.push(j.id),
    };
    const a = startWorker(database.db, [handler], logger, { autoStart: false });
    const b = startWorker(database.db, [handler], logger, { autoStart: false });
    await Promise.all([a.drain(), b.drain()]);
    await a.drain();
    expect(ran).toEqual([]);
    expect(abandoned).toEqual([job.id]);
    const [after] = await jobsOf('poison');
    expect(after).toMatchObject({
      status: 'failed',
      attempts: 2,
      lastError: 'The worker stopped during each of its 2 attempts',
      leaseExpiresAt: null,
    });
  });

  it('retries a failed attempt later, and never retries a permanent failure', async () => {
    const flaky: JobHandler = {
      type: 'flaky',
      run: async () => {
        throw new Error('the database blinked');
      },
    };
    const doomed: JobHandler = {
      type: 'doomed',
      run: async () => {
        throw new PermanentJobError('bad payload');
      },
    };
    await enqueueJob(database.db, { type: 'flaky', brandId: null });
    await enqueueJob(database.db, { type: 'doomed', brandId: null });
    const worker = startWorker(database.db, [flaky, doomed], logger, { autoStart: false });
    await worker.drain();
    const [retrying] = await jobsOf('flaky');
    expect(retrying).toMatchObject({ status: 'queued', attempts: 1, lastError: 'the database blinked' });
    expect(retrying!.runAfter.getTime()).toBeGreaterThan(Date.now());
    const [failed] = await jobsOf('doomed');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'bad payload' });
  });

  it('hands a running job back to the queue when it stops', async () => {
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const slow: JobHandler = {
      type: 'slow',
      run: (_job: JobRow, context) =>
        new Promise((_resolve, reject) => {
          started();
          context.signal.addEventListener('abort', () => reject(new Error('stopped')));
        }),
    };
    await enqueueJob(database.db, { type: 'slow', brandId: null });
    const worker = startWorker(database.db, [slow], logger, { pollMs: 10 });
    await running;
    await worker.stop();
    const [after] = await jobsOf('slow');
    expect(after).toMatchObject({ status: 'queued', lastError: 'stopped' });
  });
});
