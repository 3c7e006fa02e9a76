import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';
import { brands } from './schema';
import { inTransaction } from './transaction';

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

const brandNamed = async (slug: string) =>
  database.db.select({ name: brands.name }).from(brands).where(eq(brands.slug, slug));

describe('inTransaction', () => {
  it('commits what work wrote when work resolves, and returns what work returned', async () => {
    const answer = { written: 2 };
    const result = await inTransaction(database.db, async (tx) => {
      await tx.insert(brands).values({ slug: 'kept-one', name: 'Kept One' });
      await tx.insert(brands).values({ slug: 'kept-two', name: 'Kept Two' });
      return answer;
    });
    expect(result).toBe(answer);
    expect(await brandNamed('kept-one')).toEqual([{ name: 'Kept One' }]);
    expect(await brandNamed('kept-two')).toEqual([{ name: 'Kept Two' }]);
  });

  it('rolls back everything work wrote when it throws, and rethrows the same error', async () => {
    await database.db.insert(brands).values({ slug: 'renamed', name: 'Before' });
    const failure = new Error('the second write failed');
    const attempt = inTransaction(database.db, async (tx) => {
      await tx.insert(brands).values({ slug: 'taken-back', name: 'Taken Back' });
      await tx.update(brands).set({ name: 'After' }).where(eq(brands.slug, 'renamed'));
      throw failure;
    });
    await expect(attempt).rejects.toBe(failure);
    expect(await brandNamed('taken-back')).toEqual([]);
    expect(await brandNamed('renamed')).toEqual([{ name: 'Before' }]);
  });

  it('rolls back when a statement of work fails in the database', async () => {
    const attempt = inTransaction(database.db, async (tx) => {
      await tx.insert(brands).values({ slug: 'before-the-clash', name: 'Before The Clash' });
      // The slug is unique: the second row is refused.
      await tx.insert(brands).values({ slug: 'kept-one', name: 'Twin' });
    });
    await expect(attempt).rejects.toThrow();
    expect(await brandNamed('before-the-clash')).toEqual([]);
    expect(await brandNamed('kept-one')).toEqual([{ name: 'Kept One' }]);
  });
});
