import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import { startAnalysisWorker } from '../src/server/analysis/jobs/start-analysis-worker';
import { chooseBrowser } from '../src/server/analysis/render/browser-executable';
import { Renderer } from '../src/server/analysis/render/renderer';
import { checkAgainstTruth } from '../src/server/analysis/test/fixture-score';
import { RENDER_FIXTURE_SITES } from '../src/server/analysis/test/render-fixture-sites';
import { colorFamiliesOf } from '../src/server/brands/derived-fields';
import { openDatabase } from '../src/server/db/client';
import { brands } from '../src/server/db/schema';
import { createLocalEventBus } from '../src/server/events/event-bus';
import { queueAnalysis } from '../src/server/jobs/queue-analysis';
import { createLogger } from '../src/server/logger';
import { DEFAULT_FETCH_POLICY } from '../src/server/net/fetcher/safe-fetch';
import { createLocalStorage } from '../src/server/storage/local-storage';

/**
 * `npm run bench:render` (part of `npm run bench`): rendered analyses end to end on the
 * script-built fixture sites over loopback, in one worker with its one browser: p50 and p95 per
 * site, analyses per minute of one worker (its pages at once as configured), and memory: the
 * worker process and its browser before and after 20 rendered analyses in a row (target: within
 * 150 MB of the start), and the peak. Run with --expose-gc so memory is read after a collection.
 */
const ROUNDS = Number(process.env.BENCH_RENDER_ROUNDS ?? 10);
const IN_A_ROW = 20;
const PAGES = Number(process.env.ANALYZER_RENDER_PAGES ?? 2);
const MB = 1024 * 1024;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const ms = (n: number) => `${n.toFixed(0)} ms`;
const mb = (n: number) => `${(n / MB).toFixed(0)} MB`;

async function startSites(): Promise<{ origins: string[]; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/analyzer-sites.ts', 'render'], {
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
  const choice = chooseBrowser({ mode: 'auto' });
  if (choice.executablePath === null) {
    process.stdout.write(`\nRendered analysis\nskipped: ${'reason' in choice ? choice.reason : ''}\n`);
    return;
  }
  const collect = () => (globalThis as { gc?: () => void }).gc?.();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-bench-render-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const sites = await startSites();
  const { db } = database;
  const renderer = new Renderer({
    executablePath: choice.executablePath,
    maxPages: PAGES,
    logger: createLogger('silent'),
  });
  const worker = startAnalysisWorker(
    {
      db,
      storage: createLocalStorage(path.join(tmp, 'files')),
      events: createLocalEventBus(),
      logger: createLogger(process.env.BENCH_LOG ?? 'silent'),
      config: { analyzerAllowHosts: ['127.0.0.1'] },
      fetchPolicy: { ...DEFAULT_FETCH_POLICY, allowHosts: ['127.0.0.1'] },
      render: { renderer, unavailable: null },
    },
    { autoStart: false, concurrency: PAGES },
  );
  let sequence = 0;
  const addBrand = async (siteIndex: number) => {
    const site = RENDER_FIXTURE_SITES[siteIndex]!;
    sequence++;
    const [brand] = await db
      .insert(brands)
      .values({
        name: site.name,
        slug: `bench-render-${sequence}`,
        url: `${sites.origins[siteIndex]}${site.entryPath}`,
        industry: site.industry,
        analysisStatus: 'pending' as const,
        colorFamilies: colorFamiliesOf({ primaryColor: null, secondaryColor: null, accentColor: null }),
      })
      .returning();
    await queueAnalysis(db, { brandId: brand!.id, requestedBy: null, payload: { preserve_colors: false } });
    return brand!;
  };
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, renderer.memory().total);
  }, 100);
  const analyzeOne = async (siteIndex: number) => {
    const brand = await addBrand(siteIndex);
    const started = performance.now();
    await worker.drain();
    const took = performance.now() - started;
    const [done] = await db.select({ s: brands.analysisStatus }).from(brands).where(eq(brands.id, brand.id));
    if (done?.s !== 'completed') throw new Error(`${brand.name} ended ${done?.s}`);
    return { brand, took };
  };

  // A first, untimed analysis starts the browser and loads what a running worker has loaded.
  await analyzeOne(0);

  // 1. Each site end to end, one at a time.
  const perSite = RENDER_FIXTURE_SITES.map(() => [] as number[]);
  for (let round = 0; round < ROUNDS; round++)
    for (const index of RENDER_FIXTURE_SITES.keys()) perSite[index]!.push((await analyzeOne(index)).took);

  // 2. Memory: 20 rendered analyses in a row, the worker and its browser read after a collection.
  collect();
  const before = renderer.memory();
  for (let i = 0; i < IN_A_ROW; i++) await analyzeOne(i % RENDER_FIXTURE_SITES.length);
  collect();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = renderer.memory();

  // 3. Throughput of one worker: 20 analyses queued at once, its pages at once as configured.
  await Promise.all(Array.from({ length: IN_A_ROW }, (_, i) => addBrand(i % RENDER_FIXTURE_SITES.length)));
  const batchStarted = performance.now();
  const ran = await worker.drain();
  const batchMs = performance.now() - batchStarted;

  // 4. The sites' known truth, read through the browser.
  let correct = 0;
  let total = 0;
  const misses: string[] = [];
  for (const [index, site] of RENDER_FIXTURE_SITES.entries()) {
    const { brand } = await analyzeOne(index);
    for (const check of await checkAgainstTruth(db, brand.id, site.truth)) {
      total++;
      if (check.ok) correct++;
      else
        misses.push(
          `${site.name} ${check.field}: expected ${JSON.stringify(check.expected)}, got ${JSON.stringify(check.actual)}`,
        );
    }
  }
  clearInterval(sampler);
  const launches = renderer.launches;
  await worker.stop();
  await renderer.close();
  sites.stop();
  await database.close();
  fs.rmSync(tmp, { recursive: true, force: true });

  const growth = after.total - before.total;
  const rows: [string, string, string][] = [
    ...RENDER_FIXTURE_SITES.flatMap((site, i): [string, string, string][] => [
      [`${site.name}, p50`, ms(percentile(perSite[i]!, 50)), site.shape.slice(0, 60)],
      [`${site.name}, p95`, ms(percentile(perSite[i]!, 95)), `${perSite[i]!.length} runs`],
    ]),
    [
      'analyses per minute, one worker',
      ((ran / batchMs) * 60_000).toFixed(1),
      `${ran} queued at once, ${PAGES} pages at once, ${ms(batchMs)}`,
    ],
    [
      'memory before 20 in a row',
      mb(before.total),
      `worker ${mb(before.worker)} + browser ${mb(before.browser)}`,
    ],
    [
      'memory after 20 in a row',
      mb(after.total),
      `worker ${mb(after.worker)} + browser ${mb(after.browser)}`,
    ],
    [
      '  growth',
      mb(growth),
      `target < 150 MB: ${growth < 150 * MB ? 'met' : 'NOT MET'}${(globalThis as { gc?: unknown }).gc ? '' : ' (run with --expose-gc)'}`,
    ],
    ['peak memory (worker + browser)', mb(peak), `browser started ${launches} time(s)`],
    ['fixture fields correct', `${correct}/${total}`, `${RENDER_FIXTURE_SITES.length} script-built sites`],
  ];
  process.stdout.write('\nRendered analysis\n');
  for (const [what, value, note] of rows)
    process.stdout.write(`${what.padEnd(34)} ${value.padStart(10)}   ${note}\n`);
  for (const miss of misses) process.stdout.write(`  miss: ${miss}\n`);
  process.exit(0);
}

void main();
