import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { COLOR_QUERY_KINDS } from './color-queries';
import { startCatalogue } from './load/production-server';
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
  /** A 27 KB built asset, measured against /api/health/live. */
  asset: { path: string; bytes: number };
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
  /** The server process's CPU time (user + system) per answered request, in µs. */
  cpuUs: number;
}

/** The server under measurement (its CPU time is read from /proc). */
let serverPid = 0;
/** Clock ticks per second of /proc/PID/stat's times (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds the server process has used so far (user + system), or NaN off Linux. */
function serverCpuSeconds(): number {
  try {
    const stat = fs.readFileSync(`/proc/${serverPid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) close with ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return Number.NaN;
  }
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** What a browser sends: the server answers in br when it can. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

/** The path with a query parameter no other request had: the cache cannot answer it. */
let missCounter = 0;
const uncached = (path: string) => `${path}${path.includes('?') ? '&' : '?'}_=${++missCounter}`;

async function measure(
  url: string,
  withConnections = connections,
  paths?: string[],
  options: { miss?: boolean; seconds?: number; headers?: Record<string, string> } = {},
): Promise<Figures> {
  const { pathname, search } = new URL(url);
  const missing = (path: string) => ({
    setupRequest: (request: autocannon.Request) => ({ ...request, path: uncached(path) }),
  });
  const cpuBefore = serverCpuSeconds();
  const result = await autocannon({
    url,
    connections: withConnections,
    duration: options.seconds ?? seconds,
    headers: options.headers ?? BROWSER_HEADERS,
    ...(paths ? { requests: paths.map((path) => (options.miss ? missing(path) : { path })) } : {}),
    ...(options.miss && !paths ? { requests: [missing(pathname + search)] } : {}),
  });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
    cpuUs: ((serverCpuSeconds() - cpuBefore) * 1e6) / Math.max(1, result.requests.total),
  };
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
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
  options: { miss?: boolean } = {},
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
      const status = await get(agent, base + (options.miss ? uncached(path) : path));
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

/** Starts a TypeScript server of the bench in its own process; resolves with the first line it prints. */
function spawnServer(
  script: string,
  env: Record<string, string>,
): Promise<{ line: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve({ line, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') }),
    );
  });
}

async function startServer(
  brands: number,
  env: Record<string, string> = {},
): Promise<{ info: ServerInfo; stop: () => void }> {
  const { line, pid, stop } = await spawnServer('bench/bench-server.ts', {
    BENCH_BRANDS: String(brands),
    ...env,
  });
  serverPid = pid;
  return { info: JSON.parse(line) as ServerInfo, stop };
}

/** Two runs of the same request, before and after others: their mean rate and CPU time, their errors summed. */
const meanOf = (before: Figures, after: Figures): Figures => ({
  ...after,
  rps: (before.rps + after.rps) / 2,
  errors: before.errors + after.errors,
  cpuUs: (before.cpuUs + after.cpuUs) / 2,
});

/** One figure beside a file's: its rate and CPU time per answer, and both as ratios to the file's. */
const ratioLine = (
  name: string,
  figures: { rps: number; cpuUs: number },
  file: { rps: number; cpuUs: number },
) =>
  `${name}: ${Math.round(figures.rps)} req/s, ${Math.round(figures.cpuUs)} µs; ` +
  `÷ file ${(figures.rps / file.rps).toFixed(2)}, by CPU time ${(file.cpuUs / figures.cpuUs).toFixed(2)}`;

const pad = (s: string | number, n: number) => String(s).padStart(n);

const HEADER = [
  'route'.padEnd(30),
  pad('bytes', 7),
  pad('hit/s', 8),
  pad('miss/s', 8),
  pad('file/s', 8),
  pad('hit÷f', 6),
  pad('miss÷f', 6),
  pad('f µs', 6),
  pad('hit µs', 6),
  pad('miss µs', 7),
  pad('f÷miss', 6),
  pad('hit99', 6),
  pad('miss99', 6),
  pad('errors', 6),
  'targets (hit ≥ 0.8, miss ≥ 0.3)',
].join(' ');

const met = (ok: boolean) => (ok ? 'met' : 'NOT met');

/** The targets' verdicts of the whole run, printed together at its end. */
const verdicts: string[] = [];

/**
 * The read API beside a static file of the same size from the same server: the same request
 * again (answered from the response cache) and a request whose query no other had (computed).
 */
async function againstStatic(label: string, info: ServerInfo) {
  process.stdout.write(`\n## Read API vs a static file, ${label}\n`);
  process.stdout.write(
    `${seconds} s per run, ${connections} connections, accept-encoding: br, gzip; load average ${loadAverage()}\n\n`,
  );
  const base = `http://127.0.0.1:${info.port}`;
  const rows: string[] = [];
  const coding: string[] = [];
  // Every kind of request once before the clock starts: the first runs pay for warming the process.
  for (const path of [
    ...info.routes.flatMap((r) => [r.path, r.staticPath]),
    info.asset.path,
    '/api/health/live',
    '/api/health',
  ])
    await measure(base + path, connections, undefined, { seconds: 1 });
  for (const route of info.routes) {
    // The file before and after the API runs: a neighbour's burst on a shared machine weighs on both sides.
    const fileBefore = await measure(base + route.staticPath);
    const hit = await measure(base + route.path);
    const miss = await measure(base + route.path, connections, undefined, { miss: true });
    // The same miss asked for without a content coding: what coding the answer costs in place.
    const uncoded = await measure(base + route.path, connections, undefined, {
      miss: true,
      headers: { 'accept-encoding': 'identity' },
    });
    const fileAfter = await measure(base + route.staticPath);
    const file = meanOf(fileBefore, fileAfter);
    const hitRatio = hit.rps / file.rps;
    const missRatio = miss.rps / file.rps;
    // The server's CPU time per answer: what the ratio would be on a machine of its own.
    const cpuRatio = file.cpuUs / miss.cpuUs;
    coding.push(
      `  ${route.name}: coded ${Math.round(miss.cpuUs)} µs, sent as computed ${Math.round(uncoded.cpuUs)} µs ` +
        `(${Math.round(uncoded.rps)} req/s, ÷ file ${(uncoded.rps / file.rps).toFixed(2)}, by CPU time ` +
        `${(file.cpuUs / uncoded.cpuUs).toFixed(2)}): coding costs ${Math.round(miss.cpuUs - uncoded.cpuUs)} µs ` +
        `beside the file's ${Math.round(file.cpuUs)} µs\n`,
    );
    verdicts.push(
      `${label}, ${route.name}: hit ${hitRatio.toFixed(2)} (≥ 0.8 ${met(hitRatio >= 0.8)}), miss ${missRatio.toFixed(2)} (≥ 0.3 ${met(missRatio >= 0.3)}; by CPU time per answer ${cpuRatio.toFixed(2)})`,
    );
    rows.push(
      [
        route.name.padEnd(30),
        pad(route.bytes, 7),
        pad(Math.round(hit.rps), 8),
        pad(Math.round(miss.rps), 8),
        pad(Math.round(file.rps), 8),
        pad(hitRatio.toFixed(2), 6),
        pad(missRatio.toFixed(2), 6),
        pad(Math.round(file.cpuUs), 6),
        pad(Math.round(hit.cpuUs), 6),
        pad(Math.round(miss.cpuUs), 7),
        pad(cpuRatio.toFixed(2), 6),
        pad(hit.p99, 6),
        pad(miss.p99, 6),
        pad(hit.errors + miss.errors + file.errors, 6),
        `hit ${met(hitRatio >= 0.8)}, miss ${met(missRatio >= 0.3)}`,
      ].join(' '),
    );
  }
  const liveBefore = await measure(`${base}/api/health/live`);
  const asset = await measure(base + info.asset.path);
  const liveAfter = await measure(`${base}/api/health/live`);
  const live = meanOf(liveBefore, liveAfter);
  const assetRatio = asset.rps / live.rps;
  const floor = await databaseFloor(base, info, live);
  process.stdout.write(`${HEADER}\n${rows.join('\n')}\n`);
  process.stdout.write(
    'file = a static file of the same size from the same server; hit = the same request again; miss = a query no request had;\n' +
      "µs = the server's CPU time per answer (user + system, /proc); f÷miss = the miss ratio by CPU time, which neighbours on a shared machine move less\n",
  );
  process.stdout.write(
    `a ${(info.asset.bytes / 1024).toFixed(0)} KB asset: ${Math.round(asset.rps)} req/s; /api/health/live: ${Math.round(live.rps)} req/s; ratio ${assetRatio.toFixed(2)} (target ≥ 0.8: ${met(assetRatio >= 0.8)})\n`,
  );
  process.stdout.write(floor);
  process.stdout.write(
    `a miss coded (br, as browsers ask) and sent as computed (identity):\n${coding.join('')}`,
  );
  process.stdout.write(`load average ${loadAverage()} after measuring\n`);
}

/**
 * What any computed answer pays before its own work: an API route that answers without the
 * database (/api/health/live), and one that asks it `select 1` and nothing else (/api/health),
 * each beside the smallest route's file. A miss that queries the database cannot beat the second.
 */
async function databaseFloor(base: string, info: ServerInfo, live: { rps: number; cpuUs: number }) {
  const smallest = [...info.routes].sort((a, b) => a.bytes - b.bytes)[0];
  if (!smallest) return '';
  const file = await measure(base + smallest.staticPath);
  const roundTrip = await measure(`${base}/api/health`);
  const line = (name: string, figures: { rps: number; cpuUs: number }) => ratioLine(name, figures, file);
  return (
    `floor beside the ${smallest.bytes}-byte file (${Math.round(file.rps)} req/s, ${Math.round(file.cpuUs)} µs):\n` +
    `  ${line('an API answer without the database (/api/health/live)', live)}\n` +
    `  ${line('one database round trip (/api/health: select 1)', roundTrip)}\n`
  );
}

/**
 * The floor under any computed answer, framework and database aside: the first page's bytes from
 * a bare node:http server (bench/bare-floor-server.ts), coded once as a file, coded for each
 * request as a miss is, and sent uncoded. Printed once, beside the catalogue's own figures.
 */
async function bareFloor(base: string, info: ServerInfo): Promise<string> {
  const page = info.routes[0];
  if (!page) return '';
  const answer = await fetch(base + page.path, { headers: { 'accept-encoding': 'identity' } });
  if (!answer.ok) throw new Error(`the first page answered ${answer.status}: no bare floor to measure`);
  const bodyFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-bare-')), 'page.json');
  fs.writeFileSync(bodyFile, Buffer.from(await answer.arrayBuffer()));
  const catalogueServer = serverPid;
  let stop = () => {};
  try {
    const bareServer = await spawnServer('bench/bare-floor-server.ts', { BENCH_BARE_BODY: bodyFile });
    stop = bareServer.stop;
    serverPid = bareServer.pid;
    const bare = `http://127.0.0.1:${bareServer.line}`;
    for (const route of ['/file', '/coded', '/sent'])
      await measure(bare + route, connections, undefined, { seconds: 1 });
    const fileBefore = await measure(`${bare}/file`);
    const coded = await measure(`${bare}/coded`);
    const sent = await measure(`${bare}/sent`);
    const file = meanOf(fileBefore, await measure(`${bare}/file`));
    const line = (name: string, figures: { rps: number; cpuUs: number }) => ratioLine(name, figures, file);
    verdicts.push(
      `context: the first page computed with no framework and no database, coded: ${(coded.rps / file.rps).toFixed(2)} of the file (by CPU time ${(file.cpuUs / coded.cpuUs).toFixed(2)}); uncoded ${(sent.rps / file.rps).toFixed(2)} (${(file.cpuUs / sent.cpuUs).toFixed(2)})`,
    );
    return (
      `bare floor: the first page's ${page.bytes} bytes from a bare node:http server, no framework, no database ` +
      `(as a file: ${Math.round(file.rps)} req/s, ${Math.round(file.cpuUs)} µs):\n` +
      `  ${line('coded for each request (br, as a miss is coded)', coded)}\n` +
      `  ${line('sent uncoded', sent)}\n`
    );
  } finally {
    serverPid = catalogueServer;
    stop();
    fs.rmSync(path.dirname(bodyFile), { recursive: true, force: true });
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const NAV_LOOKUP_TARGET_MS = 5;
const LIST_TARGET_MS = 15;
const NEAREST_COLOR_TARGET_MS = 20;

/** Catalogue routes at scale, one request at a time, from the response cache (hit) and computed (miss). */
async function atScale(label: string, info: ServerInfo) {
  process.stdout.write(`\n## Catalogue at scale, ${label}, one request at a time\n`);
  process.stdout.write(`load average ${loadAverage()} (1, 5, 15 min) before measuring\n\n`);
  const targets: Record<string, number> = {
    'GET /api/brands (first page)': LIST_TARGET_MS,
    'GET /api/brands filter+search': LIST_TARGET_MS,
    'GET /api/brands/{slug}': 10,
  };
  const rows: string[] = [];
  const base = `http://127.0.0.1:${info.port}`;
  const ms = (n: number) => n.toFixed(1);
  const verdict = (name: string, target: number | undefined, hit: number, miss: number) => {
    if (!target) return '';
    const text = `p99 < ${target} ms: hit ${met(hit < target)}, miss ${met(miss < target)}`;
    verdicts.push(`${label}, ${name}, one at a time: hit p99 ${hit} ms, miss p99 ${miss} ms (${text})`);
    return text;
  };
  for (const route of info.extra) {
    const hit = await measure(base + route.path, 1);
    const miss = await measure(base + route.path, 1, undefined, { miss: true });
    const busy = await measure(base + route.path, connections, undefined, { miss: true });
    rows.push(
      [
        route.name.padEnd(30),
        pad(hit.p50, 6),
        pad(hit.p99, 6),
        pad(miss.p50, 6),
        pad(miss.p99, 6),
        pad(Math.round(busy.rps), 8),
        pad(hit.errors + miss.errors + busy.errors, 6),
        verdict(route.name, targets[route.name], hit.p99, miss.p99),
      ].join(' '),
    );
  }
  // The nav lookup and brands near a colour, over many texts and colours: each answered again
  // (hit) and with a query no request had (miss); throughput of misses with concurrent clients.
  const spreads = [
    {
      name: 'GET /api/brands/lookup (nav)',
      target: NAV_LOOKUP_TARGET_MS,
      paths: info.lookups.map(({ kind, path }) => ({ label: kind, path })),
      kinds: NAV_TEXT_KINDS as readonly string[],
    },
    {
      name: 'GET /api/colors/nearest',
      target: NEAREST_COLOR_TARGET_MS,
      paths: info.nearest.map(({ kind, path }) => ({ label: kind, path })),
      kinds: COLOR_QUERY_KINDS as readonly string[],
    },
  ];
  for (const spread of spreads) {
    const [hit, ...hitKinds] = await measureEach(base, spread.paths);
    const [miss, ...missKinds] = await measureEach(base, spread.paths, { miss: true });
    const busy = await measure(
      base,
      connections,
      spread.paths.map(({ path }) => uncached(path)),
    );
    if (!hit || !miss) continue;
    rows.push(
      [
        spread.name.padEnd(30),
        pad(ms(hit.p50), 6),
        pad(ms(hit.p99), 6),
        pad(ms(miss.p50), 6),
        pad(ms(miss.p99), 6),
        pad(Math.round(busy.rps), 8),
        pad(hit.errors + miss.errors + busy.errors, 6),
        verdict(spread.name, spread.target, Number(ms(hit.p99)), Number(ms(miss.p99))),
        `(${spread.paths.length} queries, ${hit.count + miss.count} answers)`,
      ].join(' '),
    );
    for (const kind of spread.kinds) {
      const h = hitKinds.find((k) => k.label === kind);
      const m = missKinds.find((k) => k.label === kind);
      if (!h || !m) continue;
      rows.push(
        [
          `  ${kind}`.padEnd(30),
          pad(ms(h.p50), 6),
          pad(ms(h.p99), 6),
          pad(ms(m.p50), 6),
          pad(ms(m.p99), 6),
        ].join(' '),
      );
    }
  }
  process.stdout.write(
    `${[
      'route'.padEnd(30),
      pad('hit50', 6),
      pad('hit99', 6),
      pad('miss50', 6),
      pad('miss99', 6),
      pad('miss/s', 8),
      pad('errors', 6),
    ].join(' ')}\n`,
  );
  process.stdout.write(`${rows.join('\n')}\n`);
  process.stdout.write(`load average ${loadAverage()} after measuring\n`);
}

/** The production web build on /brands: initial JavaScript and Lighthouse (bench/web-weight.ts). */
async function web() {
  process.stdout.write('\n## Web build: /brands and a brand page on the seeded catalogue\n');
  process.stdout.write(`${formatWeb(await measureWeb())}\n`);
}

async function main() {
  const brands = Number(process.env.BENCH_BRANDS ?? 100_000);
  const count = brands.toLocaleString('en-US');
  {
    const { info, stop } = await startServer(brands);
    try {
      process.stdout.write(
        `\n# Embedded (PGlite), ${count} brands, inserted in ${(info.seededMs / 1000).toFixed(1)} s\n`,
      );
      await againstStatic(`${count} brands in PGlite`, info);
      if (process.env.BENCH_BARE !== '0')
        process.stdout.write(await bareFloor(`http://127.0.0.1:${info.port}`, info));
      if (process.env.BENCH_SCALE !== '0') await atScale(`${count} brands in PGlite`, info);
    } finally {
      stop();
    }
  }
  if (process.env.BENCH_POSTGRES !== '0') {
    const catalogue = await startCatalogue({ port: Number(process.env.BENCH_PG_PORT ?? 5461), brands });
    try {
      process.stdout.write(
        `\n# PostgreSQL server, ${count} brands, inserted in ${(catalogue.seededMs / 1000).toFixed(1)} s\n`,
      );
      const { info, stop } = await startServer(brands, { BENCH_DATABASE_URL: catalogue.url });
      try {
        await againstStatic(`${count} brands on PostgreSQL`, info);
      } finally {
        stop();
      }
    } finally {
      await catalogue.postgres.stop();
    }
  }
  process.stdout.write(`\n## Catalogue targets, ${count} brands (load average ${loadAverage()})\n`);
  process.stdout.write(`${verdicts.map((line) => `- ${line}`).join('\n')}\n`);
  if (process.env.BENCH_WEB !== '0') await web();
}

main().catch((error: unknown) => {
  process.stderr.write(`bench failed: ${(error as Error).message}\n`);
  process.exit(1);
});
