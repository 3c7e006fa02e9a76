import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { ADVISORY_LOCKS } from './advisory-locks';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock';
import { type KeptStatements, keptStatements } from './pglite-kept-statements';
import { DRIZZLE_TEXT_PARSERS, withoutPerQueryParsers } from './pglite-parsers';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database, whichever driver is underneath. Services take it as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** A connection string for LISTEN/NOTIFY and workers on a PostgreSQL server; null on PGlite. */
  url: string | null;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
export type DatabaseOptions =
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A data directory to start from, as `dumpMigratedPglite` makes it (an in-memory database only). */
      startFrom?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number };

/**
 * Opens the database and applies pending migrations. A PGlite data dir is not locked by PGlite
 * itself, so a lock file keeps a second process (a CLI while the server runs) away from it.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') return openPostgres(options.url, options.poolSize ?? 10);
  return openPglite(options.dataDir, options.startFrom);
}

/** The extensions the migrations create (pg_trgm for search), loaded into every PGlite. */
const PGLITE_EXTENSIONS = { pg_trgm };

const migrateClient = (client: PGlite) =>
  migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });

async function openPglite(dataDir: string | null, startFrom?: Blob): Promise<Database> {
  // A dump is loaded into memory; a data directory on disk is what it is.
  if (startFrom && dataDir)
    throw new Error('A database started from a dump is an in-memory one: give no data directory');
  let lock: DataDirLock | null = null;
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    lock = acquireDataDirLock(dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(startFrom ? { loadDataDir: startFrom } : {}),
      extensions: PGLITE_EXTENSIONS,
      parsers: DRIZZLE_TEXT_PARSERS,
    });
  } catch (error) {
    lock?.release();
    throw new Error(
      `Could not open the embedded database at ${dataDir ?? 'memory'}: ${(error as Error).message}`,
    );
  }
  const kept = keptStatements(client);
  const db = drizzlePglite({ client: withoutPerQueryParsers(client, kept), schema }) as unknown as Db;
  keptByDb.set(db, kept);
  try {
    await migrateClient(client);
  } catch (error) {
    await client.close();
    lock?.release();
    throw error;
  }
  return {
    db,
    kind: 'pglite',
    url: null,
    async close() {
      if (!client.closed) await client.close();
      lock?.release();
    },
  };
}

/**
 * A fresh in-memory database with every migration applied, dumped as a data directory. Opening a
 * copy of it skips PostgreSQL's initdb inside WebAssembly, which is most of the time a new database
 * takes to open.
 */
export async function dumpMigratedPglite(): Promise<Blob> {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migrateClient(client);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server (a restart) must not take the process down.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    await migrateNodePg(drizzleNodePg({ client: lockClient }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => {});
    lockClient.release();
  }
  return {
    db,
    kind: 'postgres',
    url,
    async close() {
      await pool.end();
    },
  };
}

/** The statements PGlite keeps by name, per database opened on it. */
const keptByDb = new WeakMap<Db, KeptStatements>();

/**
 * Runs this SQL text as a statement kept by name from now on, parsed and planned once (PGlite; a
 * PostgreSQL server keeps drizzle's named statements per connection itself). For texts that
 * depend on a query's shape alone, never on its values.
 */
export function keepStatement(db: Db, text: string): void {
  keptByDb.get(db)?.keep(text);
}

/** Rows of a raw query, whichever driver ran it. */
export async function queryRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
