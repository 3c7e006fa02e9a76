import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, keepStatement, openDatabase, queryRows } from './client';
import { preparedStatement } from './prepared-query';
import { brands } from './schema';

let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.db.execute(
    sql`insert into brands (slug, name) select 'kept-' || g, 'Kept ' || g from generate_series(1, 50) g`,
  );
});
afterAll(async () => database.close());

type Prepared = { name: string; generic_plans: number; custom_plans: number };
const preparedStatements = () =>
  queryRows<Prepared>(
    database.db,
    sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements order by name`,
  );

const bySlug = () =>
  preparedStatement(database.db, 'kept_test_by_slug', () =>
    database.db
      .select({ name: brands.name, createdAt: brands.createdAt })
      .from(brands)
      .where(sql`${brands.slug} = ${sql.placeholder('slug')}`),
  );

describe('statements PGlite keeps by name', () => {
  it('answers as an ordinary query does, parsed once and then planned once', async () => {
    const ordinary = await database.db
      .select({ name: brands.name, createdAt: brands.createdAt })
      .from(brands)
      .where(sql`${brands.slug} = ${'kept-7'}`);
    for (let i = 0; i < 8; i++) expect(await bySlug().execute({ slug: 'kept-7' })).toEqual(ordinary);
    expect(ordinary[0]?.createdAt).toBeInstanceOf(Date);
    const [kept] = await preparedStatements();
    expect(kept?.name).toMatch(/^kept_/);
    // Five plans with the values, then PostgreSQL's generic plan (an equality on a unique key).
    expect(kept).toMatchObject({ custom_plans: 5, generic_plans: 3 });
  });

  it('waits for a transaction in progress instead of running inside it', async () => {
    const { db } = database;
    let renamed!: () => void;
    const inTransaction = db.transaction(async (tx) => {
      await tx.execute(sql`update brands set name = 'Uncommitted' where slug = 'kept-8'`);
      await new Promise<void>((resolve) => {
        renamed = resolve;
      });
      throw new Error('rolled back');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = bySlug().execute({ slug: 'kept-8' });
    renamed();
    await expect(inTransaction).rejects.toThrow('rolled back');
    expect((await read)[0]?.name).toBe('Kept 8');
  });

  it('reports an error and keeps working; is parsed again after DEALLOCATE ALL', async () => {
    const { db } = database;
    const failing = preparedStatement(db, 'kept_test_cast', () =>
      db
        .select({ n: sql<number>`${sql.placeholder('text')}::int` })
        .from(brands)
        .limit(1),
    );
    await expect(failing.execute({ text: 'not a number' })).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/invalid input syntax/) },
    });
    expect(await failing.execute({ text: '12' })).toEqual([{ n: 12 }]);
    await db.execute(sql`deallocate all`);
    expect(await preparedStatements()).toEqual([]);
    expect(await bySlug().execute({ slug: 'kept-9' })).toMatchObject([{ name: 'Kept 9' }]);
  });

  it('leaves texts not handed to keepStatement to ordinary queries', async () => {
    const { db } = database;
    await db.execute(sql`deallocate all`);
    await queryRows(db, sql`select count(*) from brands`);
    expect(await preparedStatements()).toEqual([]);
    keepStatement(db, 'select 41 + 1 as answer');
    expect(await queryRows(db, sql.raw('select 41 + 1 as answer'))).toEqual([{ answer: 42 }]);
    expect((await preparedStatements()).length).toBe(1);
  });
});
