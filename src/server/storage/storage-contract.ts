import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import type { AppEnv } from '../http/types';
import { filesRoutes } from './routes';
import { BUCKETS, type Storage } from './storage';

export interface ContractSubject {
  storage: Storage;
  close(): Promise<void>;
}

const bytes = (s: string) => new TextEncoder().encode(s);
const text = async (s: Storage, bucket: 'brand-logos' | 'fonts', key: string) => {
  const object = await s.get(bucket, key);
  return object ? new Response(object.body).text() : null;
};

/**
 * What every storage driver promises, run on each of them (local-storage.test.ts,
 * s3-storage.test.ts): objects keep their bytes, type, cache lifetime and disposition; writes can
 * refuse to overwrite; keys cannot leave their bucket; deletes are deletes; and /files serves them
 * alike, never the fonts bucket's archives.
 */
export function describeStorageContract(name: string, open: () => Promise<ContractSubject>) {
  describe(`${name} storage: the shared contract`, () => {
    let subject: ContractSubject;
    let storage: Storage;
    let files: Hono<AppEnv>;
    // Keys unique to this run, so a store shared between runs starts empty for us.
    const run = randomBytes(4).toString('hex');

    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
      files = new Hono<AppEnv>().route('/files', filesRoutes(storage));
      await storage.assertReady();
    });
    afterAll(async () => subject?.close());

    it('stores, reads, lists and deletes objects under their bucket, with their type and cache lifetime', async () => {
      await storage.put('brand-logos', `${run}/1-0.png`, bytes('png'), {
        contentType: 'image/png',
        cacheControlSeconds: 3600,
      });
      await storage.put('brand-logos', `${run}-b/1-0.svg`, bytes('<svg/>'), { contentType: 'image/svg+xml' });
      const object = await storage.get('brand-logos', `${run}/1-0.png`);
      expect(object).toMatchObject({
        contentType: 'image/png',
        size: 3,
        cacheControlSeconds: 3600,
        contentDisposition: 'inline; filename="1-0.png"',
      });
      expect(await text(storage, 'brand-logos', `${run}/1-0.png`)).toBe('png');
      expect((await storage.get('brand-logos', `${run}-b/1-0.svg`))?.cacheControlSeconds).toBe(3600);
      expect((await storage.list('brand-logos', `${run}/`)).map((o) => o.key)).toEqual([`${run}/1-0.png`]);
      expect(await storage.list('brand-images', `${run}/`)).toEqual([]);
      await storage.delete('brand-logos', `${run}/1-0.png`);
      expect(await storage.get('brand-logos', `${run}/1-0.png`)).toBeNull();
      expect(await storage.list('brand-logos', `${run}/`)).toEqual([]);
      // Deleting what is not there is not an error.
      await storage.delete('brand-logos', `${run}/1-0.png`);
    });

    it('keeps binary content byte for byte, and lists by key with sizes', async () => {
      const data = randomBytes(300_000);
      await storage.put('brand-images', `${run}-blob.webp`, data, { contentType: 'image/webp' });
      await storage.put('brand-images', `${run}-Alpha.png`, bytes('a'), { contentType: 'image/png' });
      const object = await storage.get('brand-images', `${run}-blob.webp`);
      expect(object?.size).toBe(data.length);
      const back = Buffer.from(await new Response(object?.body).arrayBuffer());
      expect(back.equals(data)).toBe(true);
      expect(await storage.list('brand-images', run)).toEqual([
        { key: `${run}-Alpha.png`, size: 1 },
        { key: `${run}-blob.webp`, size: data.length },
      ]);
    });

    it('refuses to overwrite when asked not to', async () => {
      const key = `${run}/a.png`;
      await storage.put('brand-logos', key, bytes('first'), { contentType: 'image/png', overwrite: false });
      await expect(
        storage.put('brand-logos', key, bytes('second'), { contentType: 'image/png', overwrite: false }),
      ).rejects.toMatchObject({ code: 'CONFLICT' });
      expect(await text(storage, 'brand-logos', key)).toBe('first');
      await storage.put('brand-logos', key, bytes('third'), { contentType: 'image/png' });
      expect(await text(storage, 'brand-logos', key)).toBe('third');
    });

    it('refuses keys that could leave the bucket, and writes nothing for them', async () => {
      const before = await Promise.all(BUCKETS.map((b) => storage.list(b, '')));
      for (const key of [
        '../x.png',
        '/etc/passwd',
        'a/../../x',
        'C:\\x.png',
        'a\\b.png',
        '.hidden',
        'a//b',
        '',
      ]) {
        await expect(
          storage.put('brand-logos', key, bytes('x'), { contentType: 'image/png' }),
          key,
        ).rejects.toBeInstanceOf(AppError);
        await expect(storage.get('brand-logos', key), key).rejects.toBeInstanceOf(AppError);
      }
      expect(await Promise.all(BUCKETS.map((b) => storage.list(b, '')))).toEqual(before);
    });

    it('maps its URLs back to bucket and key, and ignores foreign ones', () => {
      const url = storage.publicUrl('brand-images', 'b1-123.png');
      expect(storage.parsePublicUrl(url)).toEqual({ bucket: 'brand-images', key: 'b1-123.png' });
      expect(storage.parsePublicUrl('/files/brand-images/b1-123.png')).toEqual({
        bucket: 'brand-images',
        key: 'b1-123.png',
      });
      expect(storage.parsePublicUrl('https://cdn.example.com/x.png')).toBeNull();
      expect(storage.parsePublicUrl('/files/other/x.png')).toBeNull();
      expect(storage.parsePublicUrl('/files/brand-images/..%2Fx')).toBeNull();
      expect(storage.parsePublicUrl('/files/brand-images/%E0%A4%A')).toBeNull();
      // Fonts are served by the server itself, whatever else has a public address.
      expect(storage.publicUrl('fonts', 'sodo-sans/SodoSans-Bold.woff2')).toBe(
        '/files/fonts/sodo-sans/SodoSans-Bold.woff2',
      );
    });

    it('serves files at /files with their type, cache lifetime, disposition and nosniff', async () => {
      await storage.put('brand-images', `${run}-serve.png`, bytes('png-bytes'), {
        contentType: 'image/png',
        cacheControlSeconds: 3600,
      });
      const res = await files.request(`/files/brand-images/${run}-serve.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(res.headers.get('content-disposition')).toBe(`inline; filename="${run}-serve.png"`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-length')).toBe('9');
      expect(await res.text()).toBe('png-bytes');

      const download = await files.request(`/files/brand-images/${run}-serve.png?download`);
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${run}-serve.png"`);
      expect(await download.text()).toBe('png-bytes');

      await storage.delete('brand-images', `${run}-serve.png`);
      expect((await files.request(`/files/brand-images/${run}-serve.png`)).status).toBe(404);
      expect((await files.request('/files/elsewhere/x.png')).status).toBe(404);
      expect((await files.request('/files/brand-images/..%2F..%2Fetc')).status).toBe(404);
    });

    it('serves SVGs under a sandboxing CSP', async () => {
      await storage.put(
        'brand-logos',
        `${run}/logo.svg`,
        bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        {
          contentType: 'image/svg+xml',
        },
      );
      const res = await files.request(`/files/brand-logos/${run}/logo.svg`);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.headers.get('content-security-policy')).toContain('sandbox');
    });

    it('serves installed font files, never the licensed archives of the fonts bucket', async () => {
      const family = `fam${run}`;
      await storage.put('fonts', `${family}/1700000000000-Licensed.zip`, bytes('PK zip'), {
        contentType: 'application/zip',
        overwrite: false,
      });
      await storage.put('fonts', `${family}/Fam-Bold.woff2`, bytes('wOF2'), {
        contentType: 'font/woff2',
        cacheControlSeconds: 86_400,
      });
      const zip = await storage.get('fonts', `${family}/1700000000000-Licensed.zip`);
      expect(zip?.contentDisposition).toBe('attachment; filename="1700000000000-Licensed.zip"');
      await zip?.body.cancel();
      expect((await files.request(`/files/fonts/${family}/1700000000000-Licensed.zip`)).status).toBe(404);
      expect((await files.request(`/files/fonts/${family}/1700000000000-Licensed.zip?download`)).status).toBe(
        404,
      );
      const font = await files.request(storage.publicUrl('fonts', `${family}/Fam-Bold.woff2`));
      expect(font.status).toBe(200);
      expect(font.headers.get('content-type')).toBe('font/woff2');
      expect(font.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(await font.text()).toBe('wOF2');
    });
  });
}
