import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, dumpMigratedPglite, MIGRATIONS_FOLDER, openDatabase } from '../db/client';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (CI runs the same suite on both).
 */
export async function openTestDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<Database> {
  if (!serverUrl) return openDatabase({ kind: 'pglite', dataDir: null, startFrom: await migratedTemplate() });

  const name = `brand_atlas_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const template = await migratedServerTemplate(admin, serverUrl);
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const SERVER_TEMPLATE_PREFIX = 'brand_atlas_template_';
/** Held on the server's maintenance database while a template is made, by whichever test process is first. */
const SERVER_TEMPLATE_LOCK = 720_611_990;

/**
 * The name of a migrated database on the server that each test's database is copied from: made
 * once per set of migrations, by the first test process that needs it. Migrating a new database
 * costs about 0.5 s on a quiet core; copying this one a tenth of that.
 */
async function migratedServerTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const template = `${SERVER_TEMPLATE_PREFIX}${templateKey()}`;
  const exists = async () =>
    ((await admin.query('select 1 from pg_database where datname = $1', [template])).rowCount ?? 0) > 0;
  if (await exists()) return template;
  await admin.query('select pg_advisory_lock($1)', [SERVER_TEMPLATE_LOCK]);
  try {
    if (await exists()) return template;
    // Made under another name and renamed once migrated, so no process copies a half-made one.
    const making = `${template}_making`;
    await admin.query(`drop database if exists ${making} with (force)`);
    await admin.query(`create database ${making}`);
    const database = await openDatabase({
      kind: 'postgres',
      url: databaseUrl(serverUrl, making),
      poolSize: 1,
    });
    await database.close();
    await admin.query(`alter database ${making} rename to ${template}`);
    const old = await admin.query<{ datname: string }>(
      "select datname from pg_database where datname like 'brand\\_atlas\\_template\\_%' and datname <> $1",
      [template],
    );
    for (const { datname } of old.rows) await admin.query(`drop database if exists ${datname} with (force)`);
    return template;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [SERVER_TEMPLATE_LOCK]);
  }
}

const TEMPLATE_PREFIX = 'brand-atlas-test-pglite-';

let template: Promise<Blob> | undefined;

/**
 * A migrated PGlite data directory, made once per set of migrations and PGlite version and kept in
 * the system's temporary folder for every test process to start from: a new in-memory PGlite runs
 * initdb and every migration (1.8 s on a quiet core), a copy of this one opens in 0.4 s.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= readOrMakeTemplate().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

async function readOrMakeTemplate(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}.tar`);
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    // Not made yet (or being replaced): make it.
  }
  const dump = await dumpMigratedPglite();
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  for (const old of fs.readdirSync(os.tmpdir()))
    if (old.startsWith(TEMPLATE_PREFIX) && old.endsWith('.tar') && old !== path.basename(file))
      fs.rmSync(path.join(os.tmpdir(), old), { force: true });
  return dump;
}

/** What the template depends on: every migration file's name and text, and PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  // The package exports no package.json; its entry sits in dist/ beside it.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  const files = fs.readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort();
  for (const name of files) {
    const full = path.join(MIGRATIONS_FOLDER, name);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`\0${name}\0`);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}
