import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { nearestColorName, nearestColorNameByScan } from '../src/server/analysis/colors/color-names';
import { logoColorShares } from '../src/server/analysis/colors/logo-colors';
import { startAnalysisWorker } from '../src/server/analysis/jobs/start-analysis-worker';
import { checkAgainstTruth } from '../src/server/analysis/test/fixture-score';
import { FIXTURE_BRAND_SITES } from '../src/server/analysis/test/fixture-sites';
import { colorFamiliesOf } from '../src/server/brands/derived-fields';
import { type Db, openDatabase } from '../src/server/db/client';
import { analysisJobs, brands } from '../src/server/db/schema';
import { createLocalEventBus } from '../src/server/events/event-bus';
import { queueAnalysis } from '../src/server/jobs/queue-analysis';
import { createLogger } from '../src/server/logger';
import { DEFAULT_FETCH_POLICY } from '../src/server/net/fetcher/safe-fetch';
import { createLocalStorage } from '../src/server/storage/local-storage';
import { batchOnWorkerProcesses } from './analyzer-processes';

/**
 * `npm run bench:analyzer` (part of `npm run bench`): the analyzer end to end on the fixture
 * websites over loopback (p50 of one site, 20 sites queued at once), colour extraction from a
 * 512x512 logo, colour naming, and how many of the fixtures' known fields were read correctly.
 */
const ROUNDS = Number(process.env.BENCH_ANALYZER_ROUNDS ?? 20);
const BATCH = 20;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function startSites(): Promise<{ origins: string[]; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/analyzer-sites.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`fixture sites exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ origins: JSON.parse(line) as string[], stop: () => child.kill('SIGTERM') });
    });
  });
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-bench-analyzer-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const sites = await startSites();
  const { db } = database;
  const worker = startAnalysisWorker(
    {
      db,
      storage: createLocalStorage(path.join(tmp, 'files')),
      events: createLocalEventBus(),
      logger: createLogger(process.env.BENCH_LOG ?? 'silent'),
      config: { analyzerAllowHosts: ['127.0.0.1'] },
      fetchPolicy: { ...DEFAULT_FETCH_POLICY, allowHosts: ['127.0.0.1'] },
    },
    { autoStart: false, concurrency: 2 },
  );
  let sequence = 0;
  const addBrandIn = async (target: Db, siteIndex: number) => {
    const site = FIXTURE_BRAND_SITES[siteIndex]!;
    sequence++;
    const row = {
      name: site.name,
      slug: `bench-${sequence}`,
      url: `${sites.origins[siteIndex]}${site.entryPath}`,
      industry: site.industry,
      analysisStatus: 'pending' as const,
    };
    const [brand] = await target
      .insert(brands)
      .values({
        ...row,
        colorFamilies: colorFamiliesOf({ primaryColor: null, secondaryColor: null, accentColor: null }),
      })
      .returning();
    await queueAnalysis(target, {
      brandId: brand!.id,
      requestedBy: null,
      payload: { preserve_colors: false },
    });
    return brand!;
  };
  const addBrand = (siteIndex: number) => addBrandIn(db, siteIndex);

  // 1. One site end to end: queued → completed, every fetch over loopback. A first, untimed run
  // loads what a running server has loaded already (the colour-name index, sharp, the JIT).
  await addBrand(0);
  await worker.drain();
  const single: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const brand = await addBrand(round % FIXTURE_BRAND_SITES.length);
    const started = performance.now();
    await worker.drain();
    single.push(performance.now() - started);
    const [done] = await db.select({ s: brands.analysisStatus }).from(brands).where(eq(brands.id, brand.id));
    if (done?.s !== 'completed') throw new Error(`${brand.name} ended ${done?.s}`);
  }

  // 2. Twenty sites queued at once, two workers of two jobs each, as two worker processes would.
  const batch = await Promise.all(
    Array.from({ length: BATCH }, (_, i) => addBrand(i % FIXTURE_BRAND_SITES.length)),
  );
  const second = startAnalysisWorker(
    {
      db,
      storage: createLocalStorage(path.join(tmp, 'files')),
      events: createLocalEventBus(),
      logger: createLogger('silent'),
      config: { analyzerAllowHosts: ['127.0.0.1'] },
      fetchPolicy: { ...DEFAULT_FETCH_POLICY, allowHosts: ['127.0.0.1'] },
    },
    { autoStart: false, concurrency: 2 },
  );
  const cpuBefore = process.cpuUsage();
  const batchStarted = performance.now();
  const [byFirst, bySecond] = await Promise.all([worker.drain(), second.drain()]);
  const batchMs = performance.now() - batchStarted;
  const cpu = process.cpuUsage(cpuBefore);
  const ids = batch.map((b) => b.id);
  const statuses = await db
    .select({ status: brands.analysisStatus, n: sql<number>`count(*)::int` })
    .from(brands)
    .where(
      sql`${brands.id} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .groupBy(brands.analysisStatus);
  const jobs = await db
    .select({ status: analysisJobs.status, attempts: analysisJobs.attempts })
    .from(analysisJobs)
    .where(
      sql`${analysisJobs.brandId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  const completed = statuses.find((s) => s.status === 'completed')?.n ?? 0;

  // 2b. The same batch as production runs it: two `npm run worker` processes on PostgreSQL.
  const processes = await batchOnWorkerProcesses(BATCH, (target, i) =>
    addBrandIn(target, i % FIXTURE_BRAND_SITES.length),
  );

  // 3. Colour extraction from a 512x512 logo (flat mark, and a noisy photo-like image).
  const flat = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><circle cx="256" cy="256" r="220" fill="#00704A"/><rect x="180" y="180" width="150" height="150" fill="#F4B400"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const noise = await sharp(Buffer.from(Array.from({ length: 512 * 512 * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width: 512, height: 512, channels: 3 },
  })
    .png()
    .toBuffer();
  const timeLogo = async (image: Buffer) => {
    const times: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      await logoColorShares(image);
      times.push(performance.now() - started);
    }
    return times;
  };
  const flatTimes = await timeLogo(flat);
  const noiseTimes = await timeLogo(noise);

  // 4. Colour names: the Lab grid index against a full scan of the ~32,000 names.
  nearestColorName('#000000');
  const colours = Array.from(
    { length: 300 },
    (_, i) => `#${((i * 2_654_435_761) % 0xffffff).toString(16).padStart(6, '0')}`,
  );
  let started = performance.now();
  for (const hex of colours) nearestColorName(hex);
  const indexed = (performance.now() - started) / colours.length;
  started = performance.now();
  for (const hex of colours.slice(0, 20)) nearestColorNameByScan(hex);
  const scanned = (performance.now() - started) / 20;

  // 5. The fixtures' known truth.
  let correct = 0;
  let total = 0;
  const misses: string[] = [];
  for (const [index, site] of FIXTURE_BRAND_SITES.entries()) {
    const brand = await addBrand(index);
    await worker.drain();
    for (const check of await checkAgainstTruth(db, brand.id, site.truth)) {
      total++;
      if (check.ok) correct++;
      else
        misses.push(
          `${site.name} ${check.field}: expected ${JSON.stringify(check.expected)}, got ${JSON.stringify(check.actual)}`,
        );
    }
  }

  await worker.stop();
  await second.stop();
  sites.stop();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });

  const cores = os.availableParallelism();
  const rows: [string, string, string][] = [
    ['one site end to end, p50', ms(percentile(single, 50)), 'target < 1500 ms'],
    ['one site end to end, p95', ms(percentile(single, 95)), `${single.length} runs`],
    [
      '20 sites queued at once',
      ms(batchMs),
      `${completed}/${BATCH} completed (${byFirst} + ${bySecond} jobs by 2 workers)`,
    ],
    [
      '  jobs lost or run twice',
      String(jobs.filter((j) => j.status !== 'completed' || j.attempts !== 1).length + (BATCH - jobs.length)),
      'target 0',
    ],
    [
      '  CPU of the analyzer process',
      `${(((cpu.user + cpu.system) / 1000 / batchMs / cores) * 100).toFixed(0)} %`,
      `of ${cores} cores (sharp's threads included; the sites run in another process)`,
    ],
    ...(processes
      ? ([
          [
            '20 sites, 2 worker processes (PG)',
            ms(processes.wallMs),
            `${processes.completed}/${BATCH} completed (${processes.jobsPerWorker.join(' + ')} jobs by 2 npm run worker)`,
          ],
          ['  jobs lost or run twice', String(processes.lostOrTwice), 'target 0'],
          [
            '  machine busy',
            `${(processes.machineBusy * 100).toFixed(0)} %`,
            `of ${cores} cores (workers ${processes.workerCores.toFixed(2)} cores; sites and PostgreSQL the rest)`,
          ],
        ] as [string, string, string][])
      : [
          ['20 sites, 2 worker processes (PG)', 'skipped', 'PostgreSQL is not installed here'] as [
            string,
            string,
            string,
          ],
        ]),
    ['logo colours 512x512 flat, p50', ms(percentile(flatTimes, 50)), 'target < 30 ms'],
    ['logo colours 512x512 noisy, p50', ms(percentile(noiseTimes, 50)), 'target < 30 ms'],
    ['colour name, indexed', ms(indexed), `full scan ${ms(scanned)}`],
    ['fixture fields correct', `${correct}/${total}`, `${FIXTURE_BRAND_SITES.length} sites`],
  ];
  process.stdout.write('\nAnalyzer\n');
  for (const [what, value, note] of rows)
    process.stdout.write(`${what.padEnd(34)} ${value.padStart(12)}   ${note}\n`);
  for (const miss of misses) process.stdout.write(`  miss: ${miss}\n`);
  process.exit(0);
}

void main();
