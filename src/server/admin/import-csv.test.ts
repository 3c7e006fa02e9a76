import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema';
import { type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let as: Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
  await insertBrand(t.database.db, { name: 'Existing', slug: 'existing' });
});
afterAll(async () => t.close());

const upload = (body: string | Buffer, type = 'text/csv', cookie = as.admin) =>
  t.app.request('/api/admin/import/csv', {
    method: 'POST',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': type },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
const total = async () => (await t.database.db.select({ n: count() }).from(brands))[0]?.n ?? 0;

describe('CSV import', () => {
  it('imports rows with quoted values and doubled quotes as pending, reporting existing slugs', async () => {
    const csv = [
      'Brand Name,Website,Slogan,Main Color,Color Palette,Keywords',
      '"Quote ""Co""",quote.example,"Say ""hi"", loudly",#00704a,"#00704A, #FFFFFF","tea, coffee"',
      'Existing,existing.example,,,,',
      'No Url Brand,,,,,',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      inserted: 1,
      skipped_existing: ['existing'],
      dropped: 1,
      slugs: ['quote-co'],
    });
    const [row] = await t.database.db.select().from(brands).where(eq(brands.slug, 'quote-co'));
    expect(row).toMatchObject({
      name: 'Quote "Co"',
      url: 'https://quote.example',
      tagline: 'Say "hi", loudly',
      primaryColor: '#00704A',
      colorPalette: ['#00704A', '#FFFFFF'],
      keywords: ['tea', 'coffee'],
      analysisStatus: 'pending',
    });
  });

  it('refuses broken files with the spec messages and writes nothing', async () => {
    const before = await total();
    const cases: [string | Buffer, string, number, string][] = [
      ['name,url\n', 'text/csv', 400, 'CSV must have at least a header and one data row'],
      [
        'title,link\nA,b.example\n',
        'text/csv',
        400,
        'No valid brands found in CSV. Make sure you have "name" and "url" columns with data.',
      ],
      ['name,url\nA,a.example', 'application/json', 400, ''],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x01]), 'text/csv', 400, 'Invalid file type'],
      [`name,url\n${'x,y.example\n'.repeat(6_000)}`, 'text/csv', 400, 'more than 5,000 rows'],
      ['x'.repeat(6 * 1024 * 1024), 'text/csv', 413, 'larger than 5 MB'],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await upload(body, type);
      const problem = (await res.json()) as { detail?: string };
      expect([status, 415], problem.detail).toContain(res.status);
      if (message) expect(problem.detail).toContain(message);
    }
    expect(await total()).toBe(before);
  });

  it('neutralises formula cells and refuses formula names', async () => {
    const res = await upload(
      'name,url,tagline\n"=cmd|\' /C calc\'!A0",evil.example,x\nSafe Co,safe.example,=HYPERLINK("x")\n',
    );
    expect(res.status).toBe(200);
    expect((await res.json()).inserted).toBe(1);
    const [row] = await t.database.db.select().from(brands).where(eq(brands.slug, 'safe-co'));
    expect(row?.tagline).toBe('\'=HYPERLINK("x")');
  });

  it('is for admins only', async () => {
    expect((await upload('name,url\nA,a.example', 'text/csv', as.user)).status).toBe(403);
    expect((await upload('name,url\nA,a.example', 'text/csv', '')).status).toBe(401);
  });
});
