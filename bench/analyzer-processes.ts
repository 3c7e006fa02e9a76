import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { type Db, openDatabase } from '../src/server/db/client';
import { analysisJobs, brands } from '../src/server/db/schema';
import { startPostgresServer } from '../src/server/test/postgres-server';

const WORKER_ENTRY = 'src/server/analysis/jobs/worker-main.ts';
const WORKERS = 2;
const CLOCK_TICKS_PER_SECOND = 100;

export interface ProcessBatchResult {
  wallMs: number;
  completed: number;
  jobsPerWorker: number[];
  lostOrTwice: number;
  /** Share of every core of the machine busy during the batch (workers, sites, PostgreSQL). */
  machineBusy: number;
  /** CPU time of the worker processes over the batch, in cores. */
  workerCores: number;
}

/** User, nice, system... of the machine's first /proc/stat line: [busy, total] ticks. */
function machineTicks(): [number, number] {
  const fields =
    fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const total = fields.reduce((sum, n) => sum + n, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return [total - idle, total];
}

/** utime + stime of one process, in ticks. */
function processTicks(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

function startWorker(databaseUrl: string, filesDir: string): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(process.execPath, ['--import', 'tsx', WORKER_ENTRY], {
    env: {
      ...process.env,
      // Not production: production refuses ANALYZER_ALLOW_HOSTS, which the fixture sites need.
      NODE_ENV: 'test',
      AUTH_SECRET: 'b'.repeat(40),
      DATABASE_URL: databaseUrl,
      DATA_DIR: filesDir,
      // The fixture sites stand for public sites; they live on 127.0.0.1.
      ANALYZER_ALLOW_HOSTS: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker running')) resolve();
      if (output.length > 100_000) output = output.slice(-1_000);
    });
    child.once('exit', (code) => reject(new Error(`a worker exited (${code}) before running`)));
  });
  return { child, ready };
}

/**
 * The batch as it runs in production: `npm run worker` twice on a PostgreSQL server, the jobs
 * queued at once and announced to the workers. Null when PostgreSQL is not installed here.
 */
export async function batchOnWorkerProcesses(
  count: number,
  addBrand: (db: Db, index: number) => Promise<{ id: string }>,
): Promise<ProcessBatchResult | null> {
  const server = await startPostgresServer();
  if (!server) return null;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-bench-workers-'));
  const database = await openDatabase({ kind: 'postgres', url: server.url });
  const workers = Array.from({ length: WORKERS }, () => startWorker(server.url, filesDir));
  try {
    await Promise.all(workers.map((w) => w.ready));
    const pids = workers.map((w) => w.child.pid ?? 0);
    const machineBefore = machineTicks();
    const workersBefore = pids.map(processTicks);
    const started = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < count; i++) ids.push((await addBrand(database.db, i)).id);
    const deadline = Date.now() + 180_000;
    let completed = 0;
    for (;;) {
      const [row] = await database.db
        .select({
          done: sql<number>`count(*) filter (where ${brands.analysisStatus} in ('completed', 'failed'))::int`,
          completed: sql<number>`count(*) filter (where ${brands.analysisStatus} = 'completed')::int`,
        })
        .from(brands)
        .where(inArray(brands.id, ids));
      completed = row?.completed ?? 0;
      if ((row?.done ?? 0) === count || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const wallMs = performance.now() - started;
    const machineAfter = machineTicks();
    const workerTicks = pids.map((pid, i) => processTicks(pid) - (workersBefore[i] ?? 0));
    const jobs = await database.db
      .select({
        status: analysisJobs.status,
        attempts: analysisJobs.attempts,
        lockedBy: analysisJobs.lockedBy,
      })
      .from(analysisJobs)
      .where(inArray(analysisJobs.brandId, ids));
    const byWorker = new Map<string, number>();
    for (const job of jobs) byWorker.set(job.lockedBy ?? '?', (byWorker.get(job.lockedBy ?? '?') ?? 0) + 1);
    return {
      wallMs,
      completed,
      jobsPerWorker: [...byWorker.values()],
      lostOrTwice:
        jobs.filter((j) => j.status !== 'completed' || j.attempts !== 1).length + (count - jobs.length),
      machineBusy: (machineAfter[0] - machineBefore[0]) / Math.max(1, machineAfter[1] - machineBefore[1]),
      workerCores: workerTicks.reduce((a, b) => a + b, 0) / CLOCK_TICKS_PER_SECOND / (wallMs / 1000),
    };
  } finally {
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.child.exitCode !== null) return resolve();
            w.child.once('exit', () => resolve());
            w.child.kill('SIGTERM');
          }),
      ),
    );
    await database.close();
    await server.stop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}
