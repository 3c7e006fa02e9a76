import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';

let root: string;
let storage: Storage;
const bytes = (s: string) => new TextEncoder().encode(s);
const read = async (s: Storage, key: string) => {
  const object = await s.get('brand-logos', key);
  return object ? new Response(object.body).text() : null;
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  storage = createLocalStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('stores, reads, lists and deletes objects under their bucket', async () => {
    await storage.put('brand-logos', 'b1/1-0.png', bytes('png'), {
      contentType: 'image/png',
      cacheControlSeconds: 3600,
    });
    await storage.put('brand-logos', 'b2/1-0.svg', bytes('<svg/>'), { contentType: 'image/svg+xml' });
    expect(fs.existsSync(path.join(root, 'brand-logos', 'b1', '1-0.png'))).toBe(true);
    const object = await storage.get('brand-logos', 'b1/1-0.png');
    expect(object).toMatchObject({ contentType: 'image/png', size: 3, cacheControlSeconds: 3600 });
    expect(await read(storage, 'b1/1-0.png')).toBe('png');
    expect((await storage.list('brand-logos', 'b1/')).map((o) => o.key)).toEqual(['b1/1-0.png']);
    await storage.delete('brand-logos', 'b1/1-0.png');
    expect(await storage.get('brand-logos', 'b1/1-0.png')).toBeNull();
  });

  it('refuses to overwrite when asked not to', async () => {
    await storage.put('brand-logos', 'a.png', bytes('first'), { contentType: 'image/png', overwrite: false });
    await expect(
      storage.put('brand-logos', 'a.png', bytes('second'), { contentType: 'image/png', overwrite: false }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await read(storage, 'a.png')).toBe('first');
    await storage.put('brand-logos', 'a.png', bytes('third'), { contentType: 'image/png' });
    expect(await read(storage, 'a.png')).toBe('third');
  });

  it('refuses keys that could leave the bucket', async () => {
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
    }
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('leaves no temporary file behind', async () => {
    await storage.put('fonts', 'sodo-sans/1-fonts.zip', bytes('zip'), { contentType: 'application/zip' });
    const names = fs.readdirSync(path.join(root, 'fonts', 'sodo-sans'));
    expect(names).toEqual(['1-fonts.zip']);
  });

  it('maps its public URLs back to bucket and key, and ignores foreign ones', () => {
    const url = storage.publicUrl('brand-images', 'b1-123.png');
    expect(url).toBe('/files/brand-images/b1-123.png');
    expect(storage.parsePublicUrl(url)).toEqual({ bucket: 'brand-images', key: 'b1-123.png' });
    expect(storage.parsePublicUrl('https://cdn.example.com/x.png')).toBeNull();
    expect(storage.parsePublicUrl('/files/other/x.png')).toBeNull();
    expect(storage.parsePublicUrl('/files/brand-images/..%2Fx')).toBeNull();
  });
});
