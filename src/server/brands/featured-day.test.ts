import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featuredBrandIndex } from '../../domain/featured';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { getFeaturedBrand } from './get-featured-brand';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const lastYear = new Date('2025-06-01T12:00:00Z');
  for (const name of ['Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel']) {
    await insertBrand(t.database.db, {
      name,
      url: `https://${name.toLowerCase()}.example`,
      createdAt: lastYear,
    });
  }
});
afterAll(async () => t.close());

describe("Today's Featured Brand", () => {
  it('is kept all New York day when brands are added, and reading it writes nothing', async () => {
    const morning = new Date('2026-03-10T14:00:00Z');
    const first = await getFeaturedBrand(t.database.db, morning);
    const names = ['Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel'];
    expect(first.name).toBe(names[featuredBrandIndex(morning, 5) ?? -1]);

    // Brands added during the day would move the position in the catalogue: the choice holds.
    const noon = new Date('2026-03-10T17:00:00Z');
    for (const name of ['Alpha', 'Bravo', 'Charlie']) {
      await insertBrand(t.database.db, {
        name,
        url: `https://${name.toLowerCase()}.example`,
        createdAt: noon,
      });
    }
    const evening = new Date('2026-03-11T03:30:00Z'); // 23:30 in New York, still 10 March
    expect((await getFeaturedBrand(t.database.db, evening)).slug).toBe(first.slug);

    // The next New York day picks again, over the catalogue as it is then.
    const next = new Date('2026-03-11T05:30:00Z');
    const all = [...names, 'Alpha', 'Bravo', 'Charlie'].sort();
    expect((await getFeaturedBrand(t.database.db, next)).name).toBe(all[featuredBrandIndex(next, 8) ?? -1]);
  });

  it('is not a brand still waiting for its first analysis', async () => {
    const day = new Date('2026-04-02T15:00:00Z');
    const { brands } = await import('../db/schema');
    await t.database.db.update(brands).set({ listed: false });
    const hidden = await insertBrand(t.database.db, {
      name: 'Listed One',
      url: 'https://listed.example',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    expect((await getFeaturedBrand(t.database.db, day)).slug).toBe(hidden.slug);
  });

  it("counts the whole listed catalogue on the catalogue's first day", async () => {
    const { brands } = await import('../db/schema');
    await t.database.db.delete(brands);
    const today = new Date('2026-05-05T16:00:00Z');
    const names = ['Kilo', 'Lima', 'Mike'];
    for (const name of names) {
      await insertBrand(t.database.db, {
        name,
        url: `https://${name.toLowerCase()}.example`,
        createdAt: today,
      });
    }
    expect((await getFeaturedBrand(t.database.db, today)).name).toBe(
      names[featuredBrandIndex(today, 3) ?? -1],
    );
  });
});
