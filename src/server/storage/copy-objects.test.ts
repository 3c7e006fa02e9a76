import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../test/s3-server';
import { copyObjects } from './copy-objects';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

let s3: S3Server;
let tmp: string;

beforeAll(async () => {
  s3 = await startS3Server({ shared: true });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'copy-objects-'));
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

async function everything(storage: Storage) {
  const found: Record<string, unknown> = {};
  for (const bucket of ['brand-logos', 'brand-images', 'fonts'] as const) {
    for (const { key } of await storage.list(bucket, '')) {
      const object = await storage.get(bucket, key);
      const { body, ...meta } = object ?? { body: new ReadableStream() };
      found[`${bucket}/${key}`] = { ...meta, text: await new Response(body).text() };
    }
  }
  return found;
}

describe('copying the file store', () => {
  it('moves a folder into a bucket and back with every file, type and cache lifetime', async () => {
    const folder = createLocalStorage(path.join(tmp, 'from'));
    const bytes = (s: string) => new TextEncoder().encode(s);
    await folder.put('brand-logos', 'b1/1-0.svg', bytes('<svg/>'), { contentType: 'image/svg+xml' });
    await folder.put('brand-images', 'b1-2.webp', bytes('webp'), {
      contentType: 'image/webp',
      cacheControlSeconds: 600,
    });
    await folder.put('fonts', 'sodo-sans/1-fonts.zip', bytes('zip'), { contentType: 'application/zip' });
    for (let i = 0; i < 20; i++) {
      await folder.put('brand-logos', `many/${i}.png`, bytes(`png ${i}`), { contentType: 'image/png' });
    }

    const bucket = createS3Storage(s3.storageOptions(await s3.createBucket()));
    const copied = await copyObjects(folder, bucket, { concurrency: 4 });
    expect(copied.files).toBe(23);
    expect(await everything(bucket)).toEqual(await everything(folder));

    const back = createLocalStorage(path.join(tmp, 'back'));
    expect((await copyObjects(bucket, back)).files).toBe(23);
    const restored = await everything(back);
    expect(restored).toEqual(await everything(folder));
    expect(restored['brand-images/b1-2.webp']).toMatchObject({ cacheControlSeconds: 600, text: 'webp' });
    expect(restored['fonts/sodo-sans/1-fonts.zip']).toMatchObject({
      contentType: 'application/zip',
      contentDisposition: 'attachment; filename="1-fonts.zip"',
    });
  });
});
