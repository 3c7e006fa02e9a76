import { spawn } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { COLOR_QUERY_KINDS } from './color-queries';
import { NAV_TEXT_KINDS } from './nav-texts';
import { formatWeb, measureWeb } from './web-weight';

/**
 * `npm run bench`: latency and throughput of the read API on a generated catalogue in PGlite,
 * beside a static file of the same size served by the same server. BENCH_BRANDS and
 * BENCH_SECONDS change the catalogue size and the duration of each run.
 */
interface ServerInfo {
  port: number;
  brands: number;
  seededMs: number;
  routes: { name: string; path: string; staticPath: string; bytes: number }[];
  extra: { name: string; path: string }[];
  /** The nav lookup's texts, by kind (bench/nav-texts.ts). */
  lookups: { kind: string; text: string; path: string }[];
  /** Brands near a colour, by kind of colour (bench/color-queries.ts). */
  nearest: { kind: string; path: string }[];
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(url: string, withConnections = connections, paths?: string[]): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: withConnections,
    duration: seconds,
    ...(paths ? { requests: paths.map((path) => ({ path })) } : {}),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.max(0, Math.ceil(sorted.length * p) - 1)] ?? Number.NaN;

/**
 * One request at a time over one kept-alive connection, cycling through the paths for the run's
 * duration: p50 and p99 of each label's answers and of all of them. The paths are requested once
 * before the clock starts (the first answers pay for warming the process, not the route).
 */
async function measureEach(
  base: string,
  paths: { label: string; path: string }[],
): Promise<{ label: string; p50: number; p99: number; count: number; errors: number }[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (const { path } of paths) await get(agent, base + path);
    const samples = new Map<string, number[]>(paths.map(({ label }) => [label, []]));
    const all: number[] = [];
    let errors = 0;
    const stopAt = performance.now() + seconds * 1000;
    for (let i = 0; performance.now() < stopAt; i++) {
      const { label, path } = paths[i % paths.length] as { label: string; path: string };
      const started = performance.now();
      const status = await get(agent, base + path);
      const ms = performance.now() - started;
      if (status !== 200) errors++;
      samples.get(label)?.push(ms);
      all.push(ms);
    }
    const figures = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        label,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        count: values.length,
        errors,
      };
    };
    return [figures('all', all), ...[...samples].map(([label, values]) => figures(label, values))];
  } finally {
    agent.destroy();
  }
}

function startServer(brands: number): Promise<{ info: ServerInfo; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, BENCH_BRANDS: String(brands) },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ info: JSON.parse(line) as ServerInfo, stop: () => child.kill('SIGTERM') });
    });
  });
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

const HEADER = [
  'route'.padEnd(30),
  pad('bytes', 7),
  pad('p50ms', 6),
  pad('p99ms', 6),
  pad('req/s', 8),
  pad('s.p50', 6),
  pad('s.p99', 6),
  pad('s.req/s', 8),
  pad('ratio', 7),
  pad('errors', 6),
].join(' ');

/** The read API beside a static file of the same size from the same server. */
async function againstStatic(brands: number) {
  process.stdout.write(
    `\n## Read API vs a static file, ${brands.toLocaleString('en-US')} brands in PGlite\n`,
  );
  const { info, stop } = await startServer(brands);
  process.stdout.write(
    `inserted in ${(info.seededMs / 1000).toFixed(1)} s; ${seconds} s per run, ${connections} connections\n\n`,
  );
  const rows: string[] = [];
  try {
    for (const route of info.routes) {
      const base = `http://127.0.0.1:${info.port}`;
      const api = await measure(base + route.path);
      const file = await measure(base + route.staticPath);
      rows.push(
        [
          route.name.padEnd(30),
          pad(route.bytes, 7),
          pad(api.p50, 6),
          pad(api.p99, 6),
          pad(Math.round(api.rps), 8),
          pad(file.p50, 6),
          pad(file.p99, 6),
          pad(Math.round(file.rps), 8),
          pad((api.rps / file.rps).toFixed(2), 7),
          pad(api.errors + file.errors, 6),
        ].join(' '),
      );
    }
  } finally {
    stop();
  }
  process.stdout.write(`${HEADER}\n${rows.join('\n')}\n`);
  process.stdout.write(
    's.* = a static file of the same size from the same server; ratio = API req/s / static req/s\n',
  );
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const NAV_LOOKUP_TARGET_MS = 10;
const NEAREST_COLOR_TARGET_MS = 20;

/** Catalogue routes at scale, against their targets. */
async function atScale(brands: number) {
  process.stdout.write(`\n## Catalogue at scale, ${brands.toLocaleString('en-US')} brands in PGlite\n`);
  const { info, stop } = await startServer(brands);
  process.stdout.write(
    `inserted in ${(info.seededMs / 1000).toFixed(1)} s; load average ${loadAverage()} (1, 5, 15 min) before measuring\n\n`,
  );
  const targets: Record<string, number> = {
    'GET /api/brands filter+search': 25,
    'GET /api/brands/{slug}': 10,
  };
  const rows: string[] = [];
  const base = `http://127.0.0.1:${info.port}`;
  try {
    for (const route of info.extra) {
      // Latency of one request at a time (what a user waits), throughput with concurrent clients.
      const single = await measure(`http://127.0.0.1:${info.port}${route.path}`, 1);
      const busy = await measure(`http://127.0.0.1:${info.port}${route.path}`);
      const figures = { ...single, rps: busy.rps, errors: single.errors + busy.errors };
      const target = targets[route.name];
      rows.push(
        [
          route.name.padEnd(30),
          pad(figures.p50, 6),
          pad(figures.p99, 6),
          pad(Math.round(figures.rps), 8),
          pad(figures.errors, 6),
          target ? `p99 target < ${target} ms: ${figures.p99 < target ? 'met' : 'NOT met'}` : '',
        ].join(' '),
      );
    }
    // The nav lookup: latency per kind of text and overall, one request at a time; throughput
    // with concurrent clients over all the texts. The target holds for the overall p99.
    const lookups = info.lookups.map(({ kind, path }) => ({ label: kind, path }));
    const [overall, ...kinds] = await measureEach(base, lookups);
    const busy = await measure(
      base,
      connections,
      lookups.map(({ path }) => path),
    );
    const ms = (n: number) => n.toFixed(1);
    if (overall) {
      rows.push(
        [
          `GET /api/brands/lookup (nav)`.padEnd(30),
          pad(ms(overall.p50), 6),
          pad(ms(overall.p99), 6),
          pad(Math.round(busy.rps), 8),
          pad(overall.errors + busy.errors, 6),
          `p99 target < ${NAV_LOOKUP_TARGET_MS} ms: ${overall.p99 < NAV_LOOKUP_TARGET_MS ? 'met' : 'NOT met'}`,
          `(${lookups.length} texts, ${overall.count} answers)`,
        ].join(' '),
      );
    }
    for (const kind of NAV_TEXT_KINDS) {
      const figures = kinds.find((k) => k.label === kind);
      if (!figures) continue;
      rows.push([`  ${kind}`.padEnd(30), pad(ms(figures.p50), 6), pad(ms(figures.p99), 6)].join(' '));
    }
    // Brands near a colour (limit 24): latency per kind of colour and overall, one request at a
    // time; throughput with concurrent clients over all of them. The target holds for the overall p99.
    const nearest = info.nearest.map(({ kind, path }) => ({ label: kind, path }));
    const [nearestOverall, ...nearestKinds] = await measureEach(base, nearest);
    const nearestBusy = await measure(
      base,
      connections,
      nearest.map(({ path }) => path),
    );
    if (nearestOverall) {
      rows.push(
        [
          'GET /api/colors/nearest'.padEnd(30),
          pad(ms(nearestOverall.p50), 6),
          pad(ms(nearestOverall.p99), 6),
          pad(Math.round(nearestBusy.rps), 8),
          pad(nearestOverall.errors + nearestBusy.errors, 6),
          `p99 target < ${NEAREST_COLOR_TARGET_MS} ms: ${nearestOverall.p99 < NEAREST_COLOR_TARGET_MS ? 'met' : 'NOT met'}`,
          `(${nearest.length} colours, ${nearestOverall.count} answers)`,
        ].join(' '),
      );
    }
    for (const kind of COLOR_QUERY_KINDS) {
      const figures = nearestKinds.find((k) => k.label === kind);
      if (!figures) continue;
      rows.push([`  ${kind}`.padEnd(30), pad(ms(figures.p50), 6), pad(ms(figures.p99), 6)].join(' '));
    }
  } finally {
    stop();
  }
  process.stdout.write(
    `${'route'.padEnd(30)} ${pad('p50ms', 6)} ${pad('p99ms', 6)} ${pad('req/s', 8)} ${pad('errors', 6)}\n`,
  );
  process.stdout.write(`${rows.join('\n')}\n`);
  process.stdout.write(`load average ${loadAverage()} after measuring\n`);
}

/** The production web build on /brands: initial JavaScript and Lighthouse (bench/web-weight.ts). */
async function web() {
  process.stdout.write('\n## Web build, /brands on the seeded catalogue\n');
  process.stdout.write(`${formatWeb(await measureWeb())}\n`);
}

async function main() {
  await againstStatic(Number(process.env.BENCH_BRANDS ?? 10_000));
  await atScale(Number(process.env.BENCH_SCALE_BRANDS ?? 100_000));
  if (process.env.BENCH_WEB !== '0') await web();
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error).message}\n`);
  process.exit(1);
});
