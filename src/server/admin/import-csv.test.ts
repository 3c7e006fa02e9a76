import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_EXAMPLE } from '../../domain/csv-import';
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

  it('reads every column alias of spec 001 §5, whatever the header spelling', async () => {
    const pairs: [string, string][] = [
      ['Name', 'URL'],
      ['Brand Name', 'Website'],
      ['Company Name', 'Company URL'],
      ['Company', 'Site'],
      ['Brand', 'Domain'],
    ];
    for (const [index, [nameHeader, urlHeader]] of pairs.entries()) {
      const res = await upload(`${nameHeader},${urlHeader}\nAlias Brand ${index},alias${index}.example\n`);
      expect(res.status, `${nameHeader}/${urlHeader}`).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(brands)
        .where(eq(brands.slug, `alias-brand-${index}`));
      expect(row, `${nameHeader}/${urlHeader}`).toMatchObject({
        name: `Alias Brand ${index}`,
        url: `https://alias${index}.example`,
      });
    }
    const fields = [
      ['Logo URL', 'Description', 'Tagline', 'Industry', 'Archetype', 'Primary Color'],
      ['Logo', 'About', 'Slogan', 'Sector', 'Brand Archetype', 'Main Color'],
    ];
    for (const [index, headers] of fields.entries()) {
      const csv = [
        ['name', 'url', ...headers, 'Color Palette', 'Keywords'].join(','),
        `Field Brand ${index},field${index}.example,https://field.example/logo.svg,Makes things,Say it,Retail,Jester,#ff0000,"#FF0000, #000000","a, b"`,
      ].join('\r\n');
      expect((await upload(csv)).status).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(brands)
        .where(eq(brands.slug, `field-brand-${index}`));
      expect(row, headers.join('/')).toMatchObject({
        logoUrl: 'https://field.example/logo.svg',
        description: 'Makes things',
        tagline: 'Say it',
        industry: 'Retail',
        archetype: 'Jester',
        primaryColor: '#FF0000',
        colorPalette: ['#FF0000', '#000000'],
        keywords: ['a', 'b'],
        analysisStatus: 'pending',
      });
    }
  });

  it('refuses an unclosed quote whole, and imports one brand per slug', async () => {
    const before = await total();
    const unclosed = await upload('name,url\nGood One,good1.example\n"Broken,broken.example\n');
    expect(unclosed.status).toBe(400);
    expect((await unclosed.json()).detail).toMatch(/quoted value is not closed/);
    // Two names of one file with the same slug: the first is imported, the second counted as dropped.
    const twins = await upload('name,url\nTwin Co,twin.example\nTwin-Co,twin2.example\n');
    expect(await twins.json()).toMatchObject({ inserted: 1, dropped: 1 });
    expect(await total()).toBe(before + 1);
  });

  it('imports the example file the panel offers', async () => {
    const res = await upload(CSV_EXAMPLE);
    expect(await res.json()).toMatchObject({ inserted: 3, dropped: 0, skipped_existing: [] });
    const [oatly] = await t.database.db.select().from(brands).where(eq(brands.slug, 'oatly'));
    expect(oatly).toMatchObject({
      tagline: "It's like milk, but made for humans",
      description: 'Swedish oat drink maker known for its "wow no cow" voice.',
      colorPalette: ['#000000', '#FFFFFF'],
      keywords: ['oat milk', 'plant-based', 'sweden'],
    });
  });

  it('is for admins only', async () => {
    expect((await upload('name,url\nA,a.example', 'text/csv', as.user)).status).toBe(403);
    expect((await upload('name,url\nA,a.example', 'text/csv', '')).status).toBe(401);
  });
});
