import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../test/brand-factory';
import { type Database, openDatabase, queryRows } from './client';
import { DRIZZLE_TEXT_PARSERS, withoutPerQueryParsers } from './pglite-parsers';

let database: Database;
let client: PGlite;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  client = await PGlite.create({ parsers: DRIZZLE_TEXT_PARSERS });
});
afterAll(async () => {
  await database.close();
  await client.close();
});

const asWord = { [types.INT4]: () => 'parsed per query' };

describe('PGlite without per-query parsers', () => {
  it('drops the parsers a query brings, in and out of transactions', async () => {
    expect((await client.query('select 1::int4 as n', [], { parsers: asWord })).rows).toEqual([
      { n: 'parsed per query' },
    ]);
    const wrapped = withoutPerQueryParsers(client);
    expect((await wrapped.query('select 1::int4 as n', [], { parsers: asWord })).rows).toEqual([{ n: 1 }]);
    const inside = await wrapped.transaction((tx) =>
      tx.query('select 1::int4 as n', [], { parsers: asWord }),
    );
    expect(inside.rows).toEqual([{ n: 1 }]);
  });

  it('gives drizzle the values its own parsers gave', async () => {
    const at = '2024-01-02 03:04:05.123456+00';
    const printed = sql`select ${at}::timestamptz as at, interval '1 day' as span, date '2024-01-02' as day`;
    const expected = [{ at: '2024-01-02 03:04:05.123456+00', span: '1 day', day: '2024-01-02' }];
    expect(await queryRows(database.db, printed)).toEqual(expected);
    expect(await database.db.transaction(async (tx) => queryRows(tx as typeof database.db, printed))).toEqual(
      expected,
    );
    const brand = await insertBrand(database.db, { createdAt: new Date('2024-01-02T03:04:05.123Z') });
    expect(brand.createdAt).toEqual(new Date('2024-01-02T03:04:05.123Z'));
  });
});
