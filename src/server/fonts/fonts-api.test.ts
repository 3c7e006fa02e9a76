import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema';
import { type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { countAuditRows, whileAuditRefused } from '../test/refuse-audit';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let as: Record<Actor, string>;

function woff2(size = 128): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x77, 0x4f, 0x46, 0x32]);
  new DataView(bytes.buffer).setUint32(8, size);
  return bytes;
}

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
});
afterAll(async () => t.close());

const upload = (name: string, bytes: Uint8Array, family?: string) => {
  const data = new FormData();
  data.append('file', new Blob([new Uint8Array(bytes)]), name);
  if (family) data.append('family', family);
  return t.app.request('/api/admin/fonts/upload', {
    method: 'POST',
    headers: { cookie: as.admin, origin: TEST_ORIGIN },
    body: data,
  });
};
const extract = (body: unknown) =>
  t.app.request('/api/admin/fonts/extract', {
    method: 'POST',
    headers: { cookie: as.admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fonts', () => {
  it('refuses a file that is not a .zip, and says when there is nothing to extract', async () => {
    const wrong = await upload('fonts.rar', new Uint8Array([1, 2, 3]));
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).detail).toBe('Please upload a ZIP file containing the SODO Sans fonts');
    const renamed = await upload('fonts.ZIP', new TextEncoder().encode('not a zip at all'));
    expect(renamed.status).toBe(400);
    const none = await extract({});
    expect(none.status).toBe(404);
    expect((await none.json()).detail).toBe('No ZIP file found');
  });

  it('installs Regular, Medium, SemiBold and Bold, skips italics, and gives them to a brand', async () => {
    const zip = zipSync({
      'SodoSans/SodoSans-Regular.woff2': woff2(),
      'SodoSans/SodoSans-Medium.woff': (() => {
        const b = woff2(96);
        b.set([0x77, 0x4f, 0x46, 0x46]);
        return b;
      })(),
      'SodoSans/SodoSans-SemiBold.woff2': woff2(),
      'SodoSans/SodoSans-Bold.woff2': woff2(),
      'SodoSans/SodoSans-BoldItalic.woff2': woff2(),
      'SodoSans/fake-sodo-Regular.ttf': new TextEncoder().encode('renamed text'),
      'Other/Readme.txt': new TextEncoder().encode('license'),
    });
    const stored = await upload('SODO Sans.ZIP', zip);
    expect(stored.status).toBe(200);
    expect((await stored.json()).key).toMatch(/^sodo-sans\/\d+-SODO-Sans.ZIP$/);
    const brand = await insertBrand(t.database.db, { name: 'Font Brand', slug: 'font-brand' });
    const res = await extract({ brand_id: brand.id });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.message).toBe('Successfully extracted and uploaded 4 font files!');
    expect(body.fonts.map((f: { url: string }) => f.url).sort()).toEqual([
      '/files/fonts/sodo-sans/SodoSans-Bold.woff2',
      '/files/fonts/sodo-sans/SodoSans-Medium.woff',
      '/files/fonts/sodo-sans/SodoSans-Regular.woff2',
      '/files/fonts/sodo-sans/SodoSans-SemiBold.woff2',
    ]);
    const served = await t.app.request('/files/fonts/sodo-sans/SodoSans-Bold.woff2');
    expect(served.headers.get('content-type')).toBe('font/woff2');
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row?.fonts).toHaveLength(4);
  });

  it("gives a brand no fonts when the install's audit row cannot be written", async () => {
    const { db } = t.database;
    const zip = zipSync({ 'AtlasSans-Regular.woff2': woff2(), 'AtlasSans-Bold.woff2': woff2() });
    expect((await upload('atlas.zip', zip, 'Atlas Sans')).status).toBe(200);
    const brand = await insertBrand(db, { name: 'Unaudited Font Brand', slug: 'unaudited-font-brand' });
    const audited = await countAuditRows(db, 'fonts.extract');
    const res = await whileAuditRefused(db, () => extract({ family: 'Atlas Sans', brand_id: brand.id }));
    expect(res.status).toBe(500);
    const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
    expect(row?.fonts).toEqual(brand.fonts);
    expect(row?.provenance.fonts).toBeUndefined();
    expect(await countAuditRows(db, 'fonts.extract')).toBe(audited);
  });

  it('refuses a ZIP bomb, a zip-slip path and a ZIP of 10,000 entries on upload, and keeps serving', async () => {
    const bomb = zipSync({ 'SodoSans-Regular.woff2': new Uint8Array(9_000_000) }, { level: 9 });
    const slip = zipSync({ '../../../etc/SodoSans-Regular.woff2': woff2() });
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}.txt`, new Uint8Array([i % 256])])),
    );
    const cases: [string, Uint8Array, RegExp][] = [
      ['bomb.zip', bomb, /suspiciously well/],
      ['slip.zip', slip, /^The ZIP contains an unsafe path: \.\.\//],
      ['many.zip', many, /^The ZIP has more than 500 entries$/],
    ];
    const stored = () => fs.readdirSync(path.join(t.filesDir, 'fonts', 'sodo-sans'));
    const before = stored();
    for (const [name, bytes, message] of cases) {
      const res = await upload(name, bytes);
      expect(res.status, name).toBe(422);
      expect((await res.json()).detail, name).toMatch(message);
    }
    expect(stored()).toEqual(before);
    expect((await t.app.request('/api/health')).status).toBe(200);
  });

  it('still refuses an unsafe ZIP found in storage when extracting', async () => {
    await t.storage.put(
      'fonts',
      `sodo-sans/${Date.now() + 10_000}-slip.zip`,
      Buffer.from(zipSync({ '../SodoSans-Regular.woff2': woff2() })),
      { contentType: 'application/zip' },
    );
    const res = await extract({});
    expect(res.status).toBe(422);
    expect((await res.json()).detail).toMatch(/^Failed to extract fonts: The ZIP contains an unsafe path/);
  });

  it('refuses a family name that is not plain letters, digits and spaces', async () => {
    const res = await upload('x.zip', zipSync({ 'a.txt': new Uint8Array([1]) }), '../evil');
    expect(res.status).toBe(400);
    expect((await res.json()).detail).toBe('Invalid font family name');
  });
});
