import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import type { Storage } from './storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('local', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  return {
    storage: createLocalStorage(root),
    close: async () => fs.rmSync(root, { recursive: true, force: true }),
  };
});

let root: string;
let storage: Storage;
const bytes = (s: string) => new TextEncoder().encode(s);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
  storage = createLocalStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('keeps files under {root}/{bucket}/{key}, and writes nothing for a refused key', async () => {
    await storage.put('brand-logos', 'b1/1-0.png', bytes('png'), { contentType: 'image/png' });
    expect(fs.existsSync(path.join(root, 'brand-logos', 'b1', '1-0.png'))).toBe(true);
    await expect(
      storage.put('brand-logos', '../x.png', bytes('x'), { contentType: 'image/png' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(fs.existsSync(path.join(root, 'x.png'))).toBe(false);
  });

  it('leaves no temporary file behind', async () => {
    await storage.put('fonts', 'sodo-sans/1-fonts.zip', bytes('zip'), { contentType: 'application/zip' });
    const names = fs.readdirSync(path.join(root, 'fonts', 'sodo-sans'));
    expect(names).toEqual(['1-fonts.zip']);
  });

  it('serves /files URLs and has no other public address', () => {
    expect(storage.publicUrl('brand-images', 'b1-123.png')).toBe('/files/brand-images/b1-123.png');
    expect(storage.directUrl('brand-images', 'b1-123.png')).toBeNull();
  });

  it('reads files stored before dispositions were recorded with the one their type implies', async () => {
    await storage.put('brand-images', 'old.png', bytes('png'), { contentType: 'image/png' });
    const meta = path.join(root, '.meta', 'brand-images', 'old.png.json');
    fs.writeFileSync(meta, JSON.stringify({ contentType: 'image/png', cacheControlSeconds: 60 }));
    const object = await storage.get('brand-images', 'old.png');
    await object?.body.cancel();
    expect(object).toMatchObject({
      cacheControlSeconds: 60,
      contentDisposition: 'inline; filename="old.png"',
    });
  });
});
