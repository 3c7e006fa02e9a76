import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../src/server/db/client';
import { type PostgresServer, startPostgresServer } from '../../src/server/test/postgres-server';
import { insertGeneratedBrands } from '../generate-brands';

export interface Catalogue {
  postgres: PostgresServer;
  url: string;
  brands: number;
  seededMs: number;
  /** Slugs of a sample of brands, for detail requests. */
  slugs: string[];
}

/** A PostgreSQL server of our own with the generated catalogue, analysed for the planner. */
export async function startCatalogue(options: { port: number; brands: number }): Promise<Catalogue> {
  const postgres = await startPostgresServer({
    port: options.port,
    settings: { shared_buffers: '256MB', max_connections: '200' },
  });
  if (!postgres) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin)');
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database brand_atlas_bench');
  await admin.end();
  const url = postgres.url.replace(/\/postgres$/, '/brand_atlas_bench');
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  const started = performance.now();
  await insertGeneratedBrands(database.db, options.brands);
  const seededMs = performance.now() - started;
  await database.close();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('vacuum analyze');
  const sample = await client.query<{ slug: string }>(
    'select slug from brands tablesample system (5) limit 2000',
  );
  await client.end();
  return { postgres, url, brands: options.brands, seededMs, slugs: sample.rows.map((r) => r.slug) };
}

export interface AppServer {
  origin: string;
  pid: number;
  /** Resident memory of the server process, in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
}

/**
 * The server as production runs it: `npm start` with NODE_ENV=production (the compiled server of
 * `npm run build`), a PostgreSQL server, in a process of its own so the load generator does not
 * share its CPU.
 */
export async function startAppServer(options: { port: number; databaseUrl: string }): Promise<AppServer> {
  for (const built of ['dist/web/index.html', 'dist/server/main.js']) {
    if (!fs.existsSync(path.resolve(built)))
      throw new Error('The build is missing: run `npm run build` first');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-bench-app-'));
  const origin = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      APP_URL: origin,
      DATABASE_URL: options.databaseUrl,
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // Production requires mail and a billing choice; no mail is sent under load.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BILLING_MODE: 'disabled',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ok = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('the server did not become healthy within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid ?? 0;
  return {
    origin,
    pid,
    rss() {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
