import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

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
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

function startServer(): Promise<{ info: ServerInfo; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bench-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ info: JSON.parse(line) as ServerInfo, stop: () => child.kill('SIGTERM') });
    });
  });
}

const pad = (s: string | number, n: number) => String(s).padStart(n);

async function main() {
  process.stdout.write(
    `Generating the catalogue (${process.env.BENCH_BRANDS ?? 10_000} brands, PGlite)...\n`,
  );
  const { info, stop } = await startServer();
  process.stdout.write(
    `${info.brands} brands inserted in ${(info.seededMs / 1000).toFixed(1)} s; ${seconds} s per run, ${connections} connections\n\n`,
  );
  const rows: string[] = [];
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
  stop();
  const header = [
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
  process.stdout.write(`${header}\n${rows.join('\n')}\n\n`);
  process.stdout.write(
    's.* = a static file of the same size from the same server; ratio = API req/s / static req/s\n',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error).message}\n`);
  process.exit(1);
});
