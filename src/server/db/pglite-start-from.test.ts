import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../test/brand-factory';
import { type Database, dumpMigratedPglite, MIGRATIONS_FOLDER, openDatabase, queryRows } from './client';

let dump: Blob;
let first: Database;
let second: Database;

beforeAll(async () => {
  dump = await dumpMigratedPglite();
  first = await openDatabase({ kind: 'pglite', dataDir: null, startFrom: dump });
  second = await openDatabase({ kind: 'pglite', dataDir: null, startFrom: dump });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const brandCount = async (database: Database) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from brands`))[0]?.n;

describe('an in-memory database started from a migrated dump', () => {
  it('holds every migration already, and the extensions they create', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    );
    const bare = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: dump });
    try {
      const applied = await bare.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      const similar = await bare.query<{ s: number }>(`select similarity('nike', 'nikee') as s`);
      expect(similar.rows[0]?.s).toBeGreaterThan(0.5);
    } finally {
      await bare.close();
    }
  });

  it('opens what it was given, and migrates it', async () => {
    const marked = await PGlite.create();
    await marked.exec(`create table marker (word text); insert into marker values ('kept')`);
    const unmigrated = await marked.dumpDataDir('none');
    await marked.close();
    const database = await openDatabase({ kind: 'pglite', dataDir: null, startFrom: unmigrated });
    try {
      expect(await queryRows(database.db, sql`select word from marker`)).toEqual([{ word: 'kept' }]);
      expect(await brandCount(database)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('is a copy of its own: a write to one is not seen by another started from the same dump', async () => {
    await insertBrand(first.db, { name: 'Only Here' });
    expect(await brandCount(first)).toBe(1);
    expect(await brandCount(second)).toBe(0);
  });

  it('is refused for a data directory on disk, which is left untouched', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'start-from-')), 'db');
    await expect(openDatabase({ kind: 'pglite', dataDir, startFrom: dump })).rejects.toThrow(
      'A database started from a dump is an in-memory one: give no data directory',
    );
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual([]);
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });
});
