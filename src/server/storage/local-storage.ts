import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError } from '../errors';
import {
  assertValidKey,
  type Bucket,
  byKey,
  contentDispositionFor,
  contentTypeForKey,
  DEFAULT_CACHE_SECONDS,
  filesUrl,
  type ObjectInfo,
  type PutOptions,
  parseFilesUrl,
  type Storage,
  type StoredObject,
} from './storage';

interface Metadata {
  contentType: string;
  cacheControlSeconds: number;
  contentDisposition: string;
}

/**
 * Files under {root}/{bucket}/{key}, metadata beside them under {root}/.meta. Writes go to
 * temporary files first and are renamed into place, so a failed write (a full disk included)
 * leaves nothing visible and nothing behind.
 */
export function createLocalStorage(root: string): Storage {
  const objectPath = (bucket: Bucket, key: string) => {
    assertValidKey(key);
    return path.join(root, bucket, ...key.split('/'));
  };
  const metaPath = (bucket: Bucket, key: string) => path.join(root, '.meta', bucket, `${key}.json`);

  return {
    kind: 'local',

    async assertReady() {
      await fsp.mkdir(root, { recursive: true });
      await fsp.access(root, fs.constants.R_OK | fs.constants.W_OK);
    },

    async put(bucket, key, data, options: PutOptions) {
      const target = objectPath(bucket, key);
      const metaFile = metaPath(bucket, key);
      const temp = path.join(path.dirname(target), `.tmp-${randomUUID()}`);
      const metaTemp = path.join(path.dirname(metaFile), `.tmp-${randomUUID()}`);
      const meta: Metadata = {
        contentType: options.contentType,
        cacheControlSeconds: options.cacheControlSeconds ?? DEFAULT_CACHE_SECONDS,
        contentDisposition: contentDispositionFor(key, options.contentType),
      };
      try {
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.mkdir(path.dirname(metaFile), { recursive: true });
        // Both files are written whole before either is put in place.
        await fsp.writeFile(temp, data);
        await fsp.writeFile(metaTemp, JSON.stringify(meta));
        if (options.overwrite === false) {
          // link() fails if the target exists: an atomic "create only".
          await fsp.link(temp, target).catch((error: NodeJS.ErrnoException) => {
            if (error.code === 'EEXIST') throw new AppError('CONFLICT', 'The file already exists');
            throw error;
          });
        } else {
          await fsp.rename(temp, target);
        }
        await fsp.rename(metaTemp, metaFile);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOSPC' || code === 'EDQUOT') {
          throw new AppError('STORAGE_FULL', 'The file store is full: the file was not saved');
        }
        throw error;
      } finally {
        await fsp.rm(temp, { force: true });
        await fsp.rm(metaTemp, { force: true });
      }
    },

    async get(bucket, key): Promise<StoredObject | null> {
      const file = objectPath(bucket, key);
      let size: number;
      try {
        const stat = await fsp.stat(file);
        if (!stat.isFile()) return null;
        size = stat.size;
      } catch {
        return null;
      }
      const contentType = contentTypeForKey(key);
      let meta: Metadata = {
        contentType,
        cacheControlSeconds: DEFAULT_CACHE_SECONDS,
        contentDisposition: contentDispositionFor(key, contentType),
      };
      try {
        const recorded = JSON.parse(await fsp.readFile(metaPath(bucket, key), 'utf8')) as Partial<Metadata>;
        meta = {
          ...meta,
          ...recorded,
          // Files stored before dispositions were recorded get the one their type implies.
          contentDisposition:
            recorded.contentDisposition ?? contentDispositionFor(key, recorded.contentType ?? contentType),
        };
      } catch {
        // no metadata: fall back to the extension
      }
      const body = Readable.toWeb(fs.createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, size, ...meta };
    },

    async delete(bucket, key) {
      await fsp.rm(objectPath(bucket, key), { force: true });
      await fsp.rm(metaPath(bucket, key), { force: true });
    },

    async list(bucket, prefix): Promise<ObjectInfo[]> {
      const base = path.join(root, bucket);
      const entries = await fsp.readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
      const found: ObjectInfo[] = [];
      for (const entry of entries) {
        if (!entry.isFile() || entry.name.startsWith('.tmp-')) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(base, full).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        found.push({ key, size: (await fsp.stat(full)).size });
      }
      return found.sort(byKey);
    },

    publicUrl: filesUrl,

    directUrl: () => null,

    parsePublicUrl: (url) => parseFilesUrl(url),
  };
}
