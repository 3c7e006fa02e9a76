import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { brandLogos } from '../db/schema';
import { type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
let as: Record<Actor, string>;
let brandId: string;
let png: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
  brandId = (await insertBrand(t.database.db, { name: 'Media Brand', slug: 'media-brand' })).id;
  png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00704A' } })
    .png()
    .toBuffer();
});
afterAll(async () => t.close());

function form(files: { name: string; bytes: Buffer; type: string }[]) {
  const data = new FormData();
  for (const f of files) data.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  return data;
}
const post = (url: string, body: FormData, cookie = as.admin, origin = TEST_ORIGIN) =>
  t.app.request(url, { method: 'POST', headers: { cookie, origin }, body });

describe('brand image and logo', () => {
  it('stores the brand image as {brandId}-{timestamp}.{ext} in brand-images and serves it', async () => {
    const res = await post(
      `/api/admin/brands/${brandId}/image`,
      form([{ name: 'photo.png', bytes: png, type: 'image/png' }]),
    );
    expect(res.status).toBe(200);
    const brand = (await res.json()) as Brand;
    expect(brand.brand_image_url).toMatch(new RegExp(`^/files/brand-images/${brandId}-\\d+\\.webp$`));
    const file = await t.app.request(brand.brand_image_url ?? '');
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect(file.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('stores the logo as {brandId}-logo-{timestamp}, sanitising SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>',
    );
    const res = await post(
      `/api/admin/brands/${brandId}/logo`,
      form([{ name: 'logo.svg', bytes: svg, type: 'image/svg+xml' }]),
    );
    const brand = (await res.json()) as Brand;
    expect(brand.logo_url).toMatch(new RegExp(`^/files/brand-images/${brandId}-logo-\\d+\\.svg$`));
    const served = await (await t.app.request(brand.logo_url ?? '')).text();
    expect(served).not.toMatch(/script|onload/);
  });

  it('refuses files that are not images, and uploads from another origin', async () => {
    const fake = await post(
      `/api/admin/brands/${brandId}/logo`,
      form([{ name: 'x.png', bytes: Buffer.from('MZ executable'), type: 'image/png' }]),
    );
    expect(fake.status).toBe(422);
    const foreign = await post(
      `/api/admin/brands/${brandId}/logo`,
      form([{ name: 'x.png', bytes: png, type: 'image/png' }]),
      as.admin,
      'https://evil.example',
    );
    expect(foreign.status).toBe(403);
    const asUser = await post(
      `/api/admin/brands/${brandId}/logo`,
      form([{ name: 'x.png', bytes: png, type: 'image/png' }]),
      as.user,
    );
    expect(asUser.status).toBe(403);
  });

  it('goes by the bytes of files that lie about their type', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#DA291C' } })
      .jpeg()
      .toBuffer();
    const asSvg = await post(
      `/api/admin/brands/${brandId}/logo`,
      form([{ name: 'logo.svg', bytes: jpeg, type: 'image/svg+xml' }]),
    );
    const stored = ((await asSvg.json()) as Brand).logo_url ?? '';
    expect(stored).toMatch(/-logo-\d+\.png$/);
    expect((await t.app.request(stored)).headers.get('content-type')).toBe('image/png');

    const svgAsPng = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><a href="javascript:alert(2)"><rect width="2" height="2"/></a></svg>',
    );
    const disguised = await post(
      `/api/admin/brands/${brandId}/logo`,
      form([{ name: 'innocent.png', bytes: svgAsPng, type: 'image/png' }]),
    );
    const url = ((await disguised.json()) as Brand).logo_url ?? '';
    expect(url).toMatch(/\.svg$/);
    const served = await t.app.request(url);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(await served.text()).not.toMatch(/script|javascript:/);

    const html = await post(
      `/api/admin/brands/${brandId}/image`,
      form([{ name: 'photo.jpg', bytes: Buffer.from('<html><body>hi</body></html>'), type: 'image/jpeg' }]),
    );
    expect(html.status).toBe(422);
    expect((await html.json()).detail).toBe('The file is not an image');
  });

  it('removes the image and its stored file', async () => {
    const before = fs.readdirSync(path.join(t.filesDir, 'brand-images')).filter((f) => !f.includes('logo'));
    expect(before.length).toBe(1);
    const res = await t.app.request(`/api/admin/brands/${brandId}/image`, {
      method: 'DELETE',
      headers: { cookie: as.admin, origin: TEST_ORIGIN },
    });
    expect(((await res.json()) as Brand).brand_image_url).toBeNull();
    const after = fs
      .readdirSync(path.join(t.filesDir, 'brand-images'))
      .filter((f) => !f.includes('logo') && !f.startsWith('.'));
    expect(after).toEqual([]);
  });
});

describe('the logo library', () => {
  it('adds files one by one, reporting the ones that fail', async () => {
    const res = await post(
      `/api/admin/brands/${brandId}/logos`,
      form([
        { name: 'Primary Logo.png', bytes: png, type: 'image/png' },
        { name: 'broken.png', bytes: Buffer.from('not an image'), type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.added).toHaveLength(1);
    expect(body.added[0]).toMatchObject({ name: 'Primary Logo (PNG)', file_type: 'PNG' });
    expect(body.added[0].file_url).toMatch(new RegExp(`^/files/brand-logos/${brandId}/\\d+-0\\.png$`));
    expect(body.failed).toEqual([{ name: 'broken.png', reason: 'The file is not an image' }]);
  });

  it('renames and deletes, removing our stored file', async () => {
    const [logo] = await t.database.db.select().from(brandLogos).where(eq(brandLogos.brandId, brandId));
    const renamed = await t.app.request(`/api/admin/logos/${logo?.id}`, {
      method: 'PATCH',
      headers: { cookie: as.admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Wordmark (PNG)' }),
    });
    expect((await renamed.json()).name).toBe('Wordmark (PNG)');
    const key = logo?.fileUrl.replace('/files/brand-logos/', '') ?? '';
    expect(fs.existsSync(path.join(t.filesDir, 'brand-logos', key))).toBe(true);
    await t.app.request(`/api/admin/logos/${logo?.id}`, {
      method: 'DELETE',
      headers: { cookie: as.admin, origin: TEST_ORIGIN },
    });
    expect(fs.existsSync(path.join(t.filesDir, 'brand-logos', key))).toBe(false);
  });
});

describe('an admin change whose audit row cannot be written', () => {
  it('changes nothing: the change and its audit row are kept together or not at all', async () => {
    const { addLibraryLogoUrl, deleteLibraryLogo, renameLibraryLogo, setBrandMediaUrl } = await import(
      './brand-media'
    );
    const db = t.database.db;
    // An actor the audit log cannot name (no such user): its row is refused by the database.
    const ghost = {
      id: 'no-such-user',
      email: 'ghost@example.com',
      role: 'admin' as const,
      createdAt: new Date().toISOString(),
      emailVerified: true,
      signInMethod: null,
    };
    const [logo] = await db
      .insert(brandLogos)
      .values({ brandId, name: 'Kept', fileUrl: 'https://cdn.example/kept.svg', fileType: 'SVG' })
      .returning();
    const logoId = logo?.id ?? '';
    const before = await db.select().from(brandLogos).where(eq(brandLogos.brandId, brandId));

    await expect(renameLibraryLogo(db, logoId, 'Renamed', ghost)).rejects.toThrow();
    await expect(deleteLibraryLogo(db, t.storage, logoId, ghost)).rejects.toThrow();
    await expect(
      addLibraryLogoUrl(db, { brandId, url: 'https://cdn.example/new.svg', name: 'New' }, ghost),
    ).rejects.toThrow();
    await expect(
      setBrandMediaUrl(db, t.storage, { brandId, kind: 'logo', url: 'https://cdn.example/x.svg' }, ghost),
    ).rejects.toThrow();

    expect(await db.select().from(brandLogos).where(eq(brandLogos.brandId, brandId))).toEqual(before);
    const brand = (await (await t.app.request('/api/brands/media-brand')).json()) as Brand;
    expect(brand.logo_url).not.toBe('https://cdn.example/x.svg');
  });
});

describe('a file the main logo and the library share', () => {
  it('survives replacing the main logo while the library still lists it, and goes with the last user', async () => {
    const { brands } = await import('../db/schema');
    // The analyzer stores its logo as the main logo and as a library entry: one file, two users.
    const added = await post(
      `/api/admin/brands/${brandId}/logos`,
      form([{ name: 'Analyzed.png', bytes: png, type: 'image/png' }]),
    );
    const [entry] = ((await added.json()) as { added: { id: string; file_url: string }[] }).added;
    const shared = entry?.file_url ?? '';
    await t.database.db.update(brands).set({ logoUrl: shared }).where(eq(brands.id, brandId));
    const file = path.join(t.filesDir, 'brand-logos', shared.replace('/files/brand-logos/', ''));

    const replaced = await post(
      `/api/admin/brands/${brandId}/logo`,
      form([{ name: 'new.png', bytes: png, type: 'image/png' }]),
    );
    expect(replaced.status).toBe(200);
    expect(fs.existsSync(file)).toBe(true);
    expect((await t.app.request(shared)).status).toBe(200);

    await t.app.request(`/api/admin/logos/${entry?.id}`, {
      method: 'DELETE',
      headers: { cookie: as.admin, origin: TEST_ORIGIN },
    });
    expect(fs.existsSync(file)).toBe(false);
  });
});
