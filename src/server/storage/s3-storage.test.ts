import net from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../http/types';
import { type S3Server, startS3Server } from '../test/s3-server';
import { filesRoutes } from './routes';
import { createS3Storage } from './s3-storage';
import {
  STORAGE_READ_UNAVAILABLE_MESSAGE,
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
} from './storage';
import { describeStorageContract } from './storage-contract';

const bytes = (s: string) => new TextEncoder().encode(s);

describeStorageContract('S3', async () => {
  const s3 = await startS3Server({ shared: true });
  const bucket = await s3.createBucket();
  return { storage: createS3Storage(s3.storageOptions(bucket)), close: () => s3.close() };
});

describe('S3 storage', () => {
  let s3: S3Server;
  let bucket: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    bucket = await s3.createBucket();
  });
  afterAll(async () => s3?.close());

  it('gives logos and images the public address, and serves /files by redirecting there', async () => {
    const publicUrl = `${s3.endpoint}/${bucket}`;
    const storage = createS3Storage(s3.storageOptions(bucket, { publicUrl: `${publicUrl}/` }));
    const files = new Hono<AppEnv>().route('/files', filesRoutes(storage));
    await storage.put('brand-logos', 'b1/1-0.png', bytes('png'), { contentType: 'image/png' });
    const url = storage.publicUrl('brand-logos', 'b1/1-0.png');
    expect(url).toBe(`${publicUrl}/brand-logos/b1/1-0.png`);
    expect(storage.parsePublicUrl(url)).toEqual({ bucket: 'brand-logos', key: 'b1/1-0.png' });

    // The object store itself answers with the headers this server would send.
    const direct = await fetch(url);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('content-type')).toBe('image/png');
    expect(direct.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(direct.headers.get('content-disposition')).toBe('inline; filename="1-0.png"');
    expect(await direct.text()).toBe('png');

    const redirected = await files.request('/files/brand-logos/b1/1-0.png');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe(url);
    // A download is still an attachment, so it is served from here.
    const download = await files.request('/files/brand-logos/b1/1-0.png?download');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="1-0.png"');

    // Fonts never leave our origin (the CSP allows fonts from it only).
    await storage.put('fonts', 'fam/Fam-Bold.woff2', bytes('wOF2'), { contentType: 'font/woff2' });
    expect(storage.directUrl('fonts', 'fam/Fam-Bold.woff2')).toBeNull();
    const font = await files.request(storage.publicUrl('fonts', 'fam/Fam-Bold.woff2'));
    expect(font.status).toBe(200);
    expect(await font.text()).toBe('wOF2');
  });

  it('names a bucket that does not exist, and an endpoint that does not answer, at start-up', async () => {
    const missing = createS3Storage(s3.storageOptions('no-such-bucket'));
    await expect(missing.assertReady()).rejects.toThrow(
      `The S3 bucket "no-such-bucket" does not exist at ${s3.endpoint}`,
    );
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const nowhere = createS3Storage({ ...s3.storageOptions(bucket), endpoint: `http://127.0.0.1:${port}` });
    await expect(nowhere.assertReady()).rejects.toThrow(/could not be reached.*\n.*S3_ENDPOINT/);
  });

  it('answers writes with StorageUnavailableError while the store is down, and works again after', async () => {
    const storage = createS3Storage(s3.storageOptions(bucket));
    const files = new Hono<AppEnv>().route('/files', filesRoutes(storage));
    await storage.put('brand-images', 'before.png', bytes('png'), { contentType: 'image/png' });
    // s3rver may answer a write before its file is complete: stopped then with SIGKILL, it loses
    // the bytes (seen once as size 0). The outage starts once the store lists the whole object.
    await expect.poll(() => storage.list('brand-images', '')).toEqual([{ key: 'before.png', size: 3 }]);
    await s3.stop();
    try {
      const started = performance.now();
      const write = storage.put('brand-images', 'during.png', bytes('png'), { contentType: 'image/png' });
      await expect(write).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(write).rejects.toThrow(STORAGE_UNAVAILABLE_MESSAGE);
      expect(performance.now() - started).toBeLessThan(5_000);
      const read = await files.request('/files/brand-images/before.png');
      expect(read.status).toBe(503);
      expect(read.headers.get('retry-after')).toBe('5');
      expect((await read.json()).detail).toBe(STORAGE_READ_UNAVAILABLE_MESSAGE);
    } finally {
      await s3.start();
    }
    expect(await storage.list('brand-images', '')).toEqual([{ key: 'before.png', size: 3 }]);
    await storage.put('brand-images', 'after.png', bytes('png'), { contentType: 'image/png' });
    expect((await files.request('/files/brand-images/after.png')).status).toBe(200);
  });

  it('gives up on a store that accepts connections but never answers, within its deadline', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as net.AddressInfo).port;
    try {
      const storage = createS3Storage({
        ...s3.storageOptions(bucket),
        endpoint: `http://127.0.0.1:${port}`,
        timeoutMs: 800,
      });
      const started = performance.now();
      await expect(
        storage.put('brand-images', 'slow.png', bytes('png'), { contentType: 'image/png' }),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(700);
      expect(waited).toBeLessThan(3_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
