import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, queryRows } from '../src/server/db/client';
import { createLogger } from '../src/server/logger';
import { createDevMailbox } from '../src/server/mail/dev-mailbox';
import { createLocalStorage } from '../src/server/storage/local-storage';
import { colorQueries } from './color-queries';
import { insertGeneratedBrands } from './generate-brands';
import { navTexts } from './nav-texts';

/**
 * The server under measurement, in its own process so the load generator does not share its
 * event loop. Prints one JSON line with the port and the routes to measure.
 */
async function main() {
  const count = Number(process.env.BENCH_BRANDS ?? 10_000);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-bench-'));
  const webDistDir = path.join(tmp, 'web');
  fs.mkdirSync(path.join(webDistDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html>');

  // BENCH_DATABASE_URL: a PostgreSQL server already holding the generated catalogue.
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  // BENCH_PGLITE_SEEDED: a data dir already holding the generated catalogue of this size (made by
  // an earlier run when missing), copied so a run starts in seconds instead of minutes.
  const seeded = databaseUrl ? undefined : process.env.BENCH_PGLITE_SEEDED;
  const dataDir = path.join(tmp, 'db');
  const reuse = seeded !== undefined && fs.existsSync(path.join(seeded, 'PG_VERSION'));
  if (reuse) fs.cpSync(seeded, dataDir, { recursive: true });
  const open = () =>
    databaseUrl
      ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 10 })
      : openDatabase({ kind: 'pglite', dataDir });
  let database = await open();
  const started = performance.now();
  if (!databaseUrl && !reuse) await insertGeneratedBrands(database.db, count);
  const seededMs = performance.now() - started;
  if (seeded && !reuse) {
    await database.db.execute(sql`vacuum analyze`);
    await database.close();
    fs.cpSync(dataDir, seeded, { recursive: true });
    database = await open();
  }
  // The seed's pages are written out now, so the first route measured does not pay for it.
  if (!databaseUrl) await database.db.execute(sql`checkpoint`);
  const config = loadConfig({
    DATA_DIR: tmp,
    LOG_LEVEL: 'silent',
    CATALOGUE_RESPONSE_CACHE: process.env.BENCH_RESPONSE_CACHE ?? 'true',
  });
  const app = createApp({
    config,
    database,
    storage: createLocalStorage(path.join(tmp, 'files')),
    logger: createLogger('silent'),
    mailer: createDevMailbox(createLogger('silent')),
    webDistDir,
  });

  const listPath = '/api/brands';
  const list = await app.request(listPath);
  const firstPage = (await list.clone().json()) as { items: { slug: string; name: string }[] };
  const detailPath = `/api/brands/${firstPage.items[5]?.slug}`;
  const detail = await app.request(detailPath);
  // A filter and a search term together, as the discovery page sends them.
  const filteredPath = '/api/brands?industry=Technology&color=Blue&search=orbit&sort=popular';
  // The nav lookup over every kind of text, from the names of a spread of brands (ordered by a
  // hash of the slug: the same brands every run, from all over the name order).
  const spread = await queryRows<{ name: string }>(
    database.db,
    sql`select name from brands order by md5(slug) limit 64`,
  );
  const lookups = navTexts(spread.map((r) => r.name)).map(({ kind, text }) => ({
    kind,
    text,
    path: `/api/brands/lookup?q=${encodeURIComponent(text)}`,
  }));
  for (const lookup of lookups) {
    if (lookup.kind !== 'in no name') continue;
    const answer = (await (await app.request(lookup.path)).json()) as { slug: string | null };
    if (answer.slug !== null) throw new Error(`"${lookup.text}" is in a name: ${answer.slug}`);
  }
  // Brands near a colour, over colours of brands spread over the catalogue and harder ones.
  const colors = await queryRows<{ primary_color: string }>(
    database.db,
    sql`select primary_color from brands where primary_color is not null order by md5(slug) limit 24`,
  );
  const nearest = colorQueries(colors.map((r) => r.primary_color));
  for (const query of nearest) {
    const res = await app.request(query.path);
    if (res.status !== 200) throw new Error(`${query.path} answered ${res.status}`);
  }
  // Static files of the same sizes, served by the same server: the baseline of the ratio.
  const listBytes = Buffer.from(await list.arrayBuffer());
  const detailBytes = Buffer.from(await detail.arrayBuffer());
  const filteredBytes = Buffer.from(await (await app.request(filteredPath)).arrayBuffer());
  fs.writeFileSync(path.join(webDistDir, 'assets', 'list-same-size.json'), listBytes);
  fs.writeFileSync(path.join(webDistDir, 'assets', 'detail-same-size.json'), detailBytes);
  fs.writeFileSync(path.join(webDistDir, 'assets', 'filtered-same-size.json'), filteredBytes);
  // A built asset of 27 KB beside /api/health/live (the web app's files are served from memory).
  const asset = Buffer.from(
    Array.from({ length: 1400 }, (_, i) => `export const n${i} = ${i * 7919};`)
      .join('\n')
      .slice(0, 27 * 1024),
  );
  fs.writeFileSync(path.join(webDistDir, 'assets', 'asset-27kb.js'), asset);

  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.stdout.write(
      `${JSON.stringify({
        port: info.port,
        brands: count,
        seededMs: Math.round(seededMs),
        routes: [
          {
            name: 'GET /api/brands (first page)',
            path: listPath,
            staticPath: '/assets/list-same-size.json',
            bytes: listBytes.length,
          },
          {
            name: 'GET /api/brands (filtered)',
            path: filteredPath,
            staticPath: '/assets/filtered-same-size.json',
            bytes: filteredBytes.length,
          },
          {
            name: 'GET /api/brands/{slug}',
            path: detailPath,
            staticPath: '/assets/detail-same-size.json',
            bytes: detailBytes.length,
          },
        ],
        asset: { path: '/assets/asset-27kb.js', bytes: asset.length },
        extra: [
          { name: 'GET /api/brands (first page)', path: listPath },
          { name: 'GET /api/brands filter+search', path: filteredPath },
          { name: 'GET /api/brands/{slug}', path: detailPath },
          { name: 'GET /api/archetypes', path: '/api/archetypes' },
          { name: 'GET /api/galleries/luxury', path: '/api/galleries/luxury' },
        ],
        lookups,
        nearest,
      })}\n`,
    );
  });
  const stop = async () => {
    server.close();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

void main();
