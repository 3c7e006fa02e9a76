import net from 'node:net';
import { count, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { auditLog, brandLogos, brands } from '../db/schema';
import { type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { type S3Server, startS3Server } from '../test/s3-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { createS3Storage } from './s3-storage';
import { STORAGE_READ_UNAVAILABLE_MESSAGE, STORAGE_UNAVAILABLE_MESSAGE } from './storage';

/**
 * The admin uploads through the whole app on an S3 bucket (s3rver on 127.0.0.1): files land in the
 * bucket and are served back; with the object store stopped or silent, uploads answer 503 with a
 * clear message and leave the database as it was, while the catalogue keeps answering.
 */
let s3: S3Server;
let bucket: string;
let t: TestApp;
let as: Record<Actor, string>;
let brand: { id: string; slug: string };
let png: Buffer;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.createBucket();
  t = await createTestApp({ storage: createS3Storage(s3.storageOptions(bucket, { timeoutMs: 2_000 })) });
  as = await signInActors(t);
  brand = await insertBrand(t.database.db, { name: 'Bucket Brand', slug: 'bucket-brand' });
  png = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#00704A' } })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (path: string, name: string, bytes: Uint8Array, type: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.app.request(path, { method: 'POST', headers: { cookie: as.admin, origin: TEST_ORIGIN }, body });
};
const uploadLogo = () => upload(`/api/admin/brands/${brand.id}/logo`, 'logo.png', png, 'image/png');
const inBucket = () => s3.storageOptions(bucket);

async function snapshot() {
  const db = t.database.db;
  const [row] = await db.select().from(brands).where(eq(brands.id, brand.id));
  const [logos] = await db.select({ n: count() }).from(brandLogos);
  const [audits] = await db.select({ n: count() }).from(auditLog);
  return { brand: row, logos: logos?.n, audits: audits?.n };
}

describe('uploads on S3 storage', () => {
  it('stores logos, library logos and fonts in the bucket and serves them back', async () => {
    const res = await uploadLogo();
    expect(res.status).toBe(200);
    const { logo_url } = (await res.json()) as Brand;
    expect(logo_url).toMatch(new RegExp(`^/files/brand-images/${brand.id}-logo-\\d+\\.png$`));
    const served = await t.app.request(logo_url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    const key = (logo_url ?? '').replace('/files/brand-images/', '');
    const direct = await fetch(`${s3.endpoint}/${bucket}/brand-images/${key}`);
    expect(direct.status).toBe(200);

    // Replacing the logo removes the previous file from the bucket.
    const again = (await (await uploadLogo()).json()) as Brand;
    expect(again.logo_url).not.toBe(logo_url);
    expect((await fetch(`${s3.endpoint}/${bucket}/brand-images/${key}`)).status).toBe(404);

    const library = await upload(`/api/admin/brands/${brand.id}/logos`, 'mark.png', png, 'image/png');
    expect(library.status).toBe(200);
    const { added } = (await library.json()) as { added: { file_url: string }[] };
    expect(added).toHaveLength(1);
    expect((await t.app.request(added[0]?.file_url ?? '')).status).toBe(200);

    const woff2 = new Uint8Array(128);
    woff2.set([0x77, 0x4f, 0x46, 0x32]);
    new DataView(woff2.buffer).setUint32(8, 128);
    const zip = zipSync({ 'SodoSans/SodoSans-Bold.woff2': woff2 });
    expect((await upload('/api/admin/fonts/upload', 'fonts.zip', zip, 'application/zip')).status).toBe(200);
    const extracted = await t.app.request('/api/admin/fonts/extract', {
      method: 'POST',
      headers: { cookie: as.admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ brand_id: brand.id }),
    });
    expect(extracted.status).toBe(200);
    const font = await t.app.request('/files/fonts/sodo-sans/SodoSans-Bold.woff2');
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    const { contents } = await listBucket();
    expect(contents.some((k) => /^fonts\/sodo-sans\/\d+-fonts\.zip$/.test(k))).toBe(true);
  });

  it('links uploads to S3_PUBLIC_URL and names its origin in the Content-Security-Policy', async () => {
    const publicUrl = `${s3.endpoint}/${bucket}`;
    const options = s3.storageOptions(bucket, { publicUrl });
    const direct = await createTestApp({
      storage: createS3Storage(options),
      configOverrides: { storage: { kind: 's3', ...options } },
    });
    try {
      const admin = (await signInActors(direct)).admin;
      const target = await insertBrand(direct.database.db, { name: 'Public Brand', slug: 'public-brand' });
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const res = await direct.app.request(`/api/admin/brands/${target.id}/logo`, {
        method: 'POST',
        headers: { cookie: admin, origin: TEST_ORIGIN },
        body,
      });
      expect(res.status).toBe(200);
      const { logo_url } = (await res.json()) as Brand;
      expect(logo_url).toMatch(new RegExp(`^${publicUrl}/brand-images/${target.id}-logo-\\d+\\.png$`));
      const fetched = await fetch(logo_url ?? '');
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/png');
      const csp = (await direct.app.request('/api/health')).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`img-src 'self' data: blob: https: ${s3.endpoint}`);
    } finally {
      await direct.close();
    }
  });

  it('answers uploads with 503 while the store is down, writes nothing, and keeps serving the catalogue', async () => {
    const before = await snapshot();
    await s3.stop();
    try {
      for (const res of [
        await uploadLogo(),
        await upload(`/api/admin/brands/${brand.id}/image`, 'photo.png', png, 'image/png'),
        await upload(`/api/admin/brands/${brand.id}/logos`, 'mark.png', png, 'image/png'),
        await upload(
          '/api/admin/fonts/upload',
          'fonts.zip',
          zipSync({ 'a.txt': new Uint8Array([1]) }),
          'application/zip',
        ),
      ]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(res.headers.get('content-type')).toContain('application/problem+json');
        expect((await res.json()).detail).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      }
      expect(await snapshot()).toEqual(before);

      // Reading the catalogue needs no object store.
      for (const path of [
        '/api/brands?limit=5',
        `/api/brands/${brand.slug}`,
        '/api/archetypes',
        '/api/health',
      ]) {
        expect((await t.app.request(path)).status, path).toBe(200);
      }
      const file = await t.app.request(before.brand?.logoUrl ?? '');
      expect(file.status).toBe(503);
      expect((await file.json()).detail).toBe(STORAGE_READ_UNAVAILABLE_MESSAGE);
    } finally {
      await s3.start();
    }
    expect((await uploadLogo()).status).toBe(200);
  });

  it('answers 503 within the deadline when the store accepts connections but never answers', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    const slow = await createTestApp({
      storage: createS3Storage({ ...inBucket(), endpoint: `http://127.0.0.1:${port}`, timeoutMs: 1_000 }),
    });
    try {
      const admin = (await signInActors(slow)).admin;
      const target = await insertBrand(slow.database.db, { name: 'Slow Brand', slug: 'slow-brand' });
      const body = new FormData();
      body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
      const started = performance.now();
      const res = await slow.app.request(`/api/admin/brands/${target.id}/logo`, {
        method: 'POST',
        headers: { cookie: admin, origin: TEST_ORIGIN },
        body,
      });
      const waited = performance.now() - started;
      expect(res.status).toBe(503);
      expect((await res.json()).detail).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      expect(waited).toBeLessThan(4_000);
      const [row] = await slow.database.db.select().from(brands).where(eq(brands.id, target.id));
      expect(row?.logoUrl).toBeNull();
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await slow.close();
    }
  });
});

async function listBucket(): Promise<{ contents: string[] }> {
  const res = await fetch(`${s3.endpoint}/${bucket}?list-type=2`);
  const xml = await res.text();
  return { contents: [...xml.matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1] ?? '') };
}
