import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
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
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(url: string, withConnections = connections): Promise<Figures> {
  const result = await autocannon({ url, connections: withConnections, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
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

/** Catalogue routes at scale, against their targets. */
async function atScale(brands: number) {
  process.stdout.write(`\n## Catalogue at scale, ${brands.toLocaleString('en-US')} brands in PGlite\n`);
  const { info, stop } = await startServer(brands);
  process.stdout.write(`inserted in ${(info.seededMs / 1000).toFixed(1)} s\n\n`);
  const targets: Record<string, number> = {
    'GET /api/brands filter+search': 25,
    'GET /api/brands/lookup (nav)': 10,
    'GET /api/brands/{slug}': 10,
  };
  const rows: string[] = [];
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
  } finally {
    stop();
  }
  process.stdout.write(
    `${'route'.padEnd(30)} ${pad('p50ms', 6)} ${pad('p99ms', 6)} ${pad('req/s', 8)} ${pad('errors', 6)}\n`,
  );
  process.stdout.write(`${rows.join('\n')}\n`);
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
