import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { seedIfEmpty } from '../db/seed/seed-catalogue';
import { createLogger } from '../logger';
import { createS3Storage } from '../storage/s3-storage';
import { BUCKETS, type Storage } from '../storage/storage';
import { findPostgresBin, freePort } from '../test/postgres-server';
import { PRODUCTION_ENV } from '../test/production-env';
import { S3RVER_CREDENTIALS, type S3Server, startS3Server } from '../test/s3-server';
import {
  assertBuilt,
  createDatabase,
  NO_DATABASE_SERVER,
  type Process,
  query,
  startNpm,
  stopProcess,
  type TestDatabase,
  waitHealthy,
} from './cluster';

const run = promisify(execFile);

/**
 * The backup and restore of docs/operations.md, done as written there: pg_dump of the database
 * and `npm run files -- export` of the bucket; then a new database restored with pg_restore, a new
 * bucket filled with `npm run files -- import`, and a server started on the two that has the whole
 * catalogue and serves every file.
 */
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PG_BIN = findPostgresBin();

let s3: S3Server;
let source: TestDatabase | null = null;
let restored: TestDatabase | null = null;
let sourceStorage: Storage;
let tmp = '';
let server: Process | undefined;

const AUTH_SECRET = randomBytes(32).toString('hex');
/** What every process of the installation gets; `npm run files` runs with the servers' settings. */
const productionEnv = (bucket: string) => ({
  ...PRODUCTION_ENV,
  AUTH_SECRET,
  S3_ENDPOINT: s3.endpoint,
  S3_BUCKET: bucket,
  S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
  S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
});

beforeAll(async () => {
  if (!SERVER_URL || !PG_BIN) return;
  assertBuilt();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-backup-'));
  s3 = await startS3Server({ shared: true });
  const bucket = await s3.createBucket();
  sourceStorage = createS3Storage(s3.storageOptions(bucket));
  source = await createDatabase(SERVER_URL, 'brand_atlas_backup');
  // The catalogue with its logos, an uploaded font archive and a brand image.
  const database = await openDatabase({ kind: 'postgres', url: source.url, poolSize: 2 });
  await seedIfEmpty(database.db, sourceStorage, createLogger('silent'));
  await database.close();
  await sourceStorage.put('fonts', 'sodo-sans/1700000000000-fonts.zip', randomBytes(2048), {
    contentType: 'application/zip',
  });
  await sourceStorage.put('brand-images', 'photo-1.webp', randomBytes(4096), {
    contentType: 'image/webp',
    cacheControlSeconds: 3600,
  });
  process.env.SOURCE_BUCKET = bucket;
}, 180_000);

afterAll(async () => {
  await stopProcess(server);
  await source?.drop();
  await restored?.drop();
  await s3?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function files(command: 'export' | 'import', dir: string, bucket: string): Promise<string> {
  const cli = startNpm(`files ${command}`, 'files', productionEnv(bucket), [command, dir]);
  const code = await cli.exited;
  if (code !== 0) throw new Error(`npm run files -- ${command} failed (${code}):\n${cli.output()}`);
  return cli.output().trim();
}

async function objects(storage: Storage) {
  const all: Record<string, string> = {};
  for (const bucket of BUCKETS) {
    for (const { key } of await storage.list(bucket, '')) {
      const object = await storage.get(bucket, key);
      const bytes = Buffer.from(await new Response(object?.body).arrayBuffer());
      all[`${bucket}/${key}`] =
        `${object?.contentType} ${object?.cacheControlSeconds} ${bytes.toString('base64')}`;
    }
  }
  return all;
}

describe('backup and restore', { timeout: 180_000 }, () => {
  it('restores the catalogue and every file from pg_dump and the bucket copy', async ({ skip }) => {
    if (!SERVER_URL) return skip(NO_DATABASE_SERVER);
    if (!PG_BIN || !source)
      return skip('skipped: pg_dump and pg_restore are not installed (/usr/lib/postgresql/*/bin)');
    const sourceBucket = process.env.SOURCE_BUCKET ?? '';
    const dump = path.join(tmp, 'brand-atlas.dump');
    const folder = path.join(tmp, 'files');

    // Backup, as docs/operations.md has it.
    let started = performance.now();
    await run(path.join(PG_BIN, 'pg_dump'), ['--format=custom', `--file=${dump}`, source.url]);
    const dumpMs = performance.now() - started;
    started = performance.now();
    const exported = await files('export', folder, sourceBucket);
    const exportMs = performance.now() - started;
    expect(exported).toMatch(
      /^Copied \d+ files \([\d.]+ MB\) from the S3 bucket ".+" into .+ in [\d.]+ s\.$/,
    );

    // Restore into a new, empty database and a new bucket.
    restored = await createDatabase(SERVER_URL, 'brand_atlas_restored');
    const bucket = await s3.createBucket();
    started = performance.now();
    await run(path.join(PG_BIN, 'pg_restore'), [
      '--no-owner',
      '--no-privileges',
      `--dbname=${restored.url}`,
      dump,
    ]);
    const restoreMs = performance.now() - started;
    started = performance.now();
    await files('import', folder, bucket);
    const importMs = performance.now() - started;
    process.stdout.write(
      `backup: pg_dump ${Math.round(dumpMs)} ms (${fs.statSync(dump).size} bytes), files export ${Math.round(exportMs)} ms; ` +
        `restore: pg_restore ${Math.round(restoreMs)} ms, files import ${Math.round(importMs)} ms\n`,
    );

    // The same rows: brands with their logos, the logo library, the accounts, the migrations.
    const snapshot = (url: string) =>
      Promise.all([
        query(url, 'select slug, name, tagline, logo_url, primary_color from brands order by slug'),
        query(url, 'select brand_id, file_url from brand_logos order by file_url'),
        query(url, 'select count(*)::int as n from drizzle.__drizzle_migrations'),
      ]);
    const [brands, logos, migrations] = await snapshot(source.url);
    expect(brands.length).toBeGreaterThan(100);
    expect(await snapshot(restored.url)).toEqual([brands, logos, migrations]);
    const restoredStorage = createS3Storage(s3.storageOptions(bucket));
    expect(await objects(restoredStorage)).toEqual(await objects(sourceStorage));

    // A server on the restored pair serves the catalogue and every logo, byte for byte.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = startNpm('restored', 'start', {
      ...productionEnv(bucket),
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://localhost:${port}`,
      DATABASE_URL: restored.url,
      WORKER_IN_PROCESS: 'false',
      DATA_DIR: tmp,
      LOG_LEVEL: 'warn',
    });
    await waitHealthy(server, origin);
    const page = await (await fetch(`${origin}/api/brands?limit=1`)).json();
    expect(page.total).toBe(brands.length);
    const withLogos = brands.filter((b) => typeof b.logo_url === 'string') as {
      slug: string;
      logo_url: string;
    }[];
    expect(withLogos.length).toBeGreaterThan(50);
    for (const brand of withLogos) {
      const served = await fetch(`${origin}${brand.logo_url}`);
      expect(served.status, brand.logo_url).toBe(200);
      const original = sourceStorage.parsePublicUrl(brand.logo_url);
      const object = original ? await sourceStorage.get(original.bucket, original.key) : null;
      const expected = Buffer.from(await new Response(object?.body).arrayBuffer());
      expect(Buffer.from(await served.arrayBuffer()).equals(expected), brand.logo_url).toBe(true);
    }
  });
});
