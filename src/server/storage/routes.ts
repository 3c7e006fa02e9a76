import { Hono } from 'hono';
import { AppError } from '../errors';
import { problemJson } from '../http/problem';
import type { AppEnv } from '../http/types';
import {
  asAttachment,
  DEFAULT_CACHE_SECONDS,
  isBucket,
  isServedToBrowsers,
  STORAGE_READ_UNAVAILABLE_MESSAGE,
  STORAGE_RETRY_AFTER_SECONDS,
  type Storage,
  StorageUnavailableError,
} from './storage';

/**
 * Public: GET /files/{bucket}/{key}. Stored files are served with their recorded type, cache
 * lifetime and disposition (`?download` makes it an attachment) and nosniff; SVGs get a
 * sandboxing CSP so any script inside could never run. Where the object store has a public
 * address (S3_PUBLIC_URL), logos and images redirect there; fonts are always served from here.
 * The fonts bucket's archives are never served.
 */
export function filesRoutes(storage: Storage) {
  const app = new Hono<AppEnv>();
  app.get('/:bucket/:key{.+}', async (c) => {
    const bucket = c.req.param('bucket');
    const key = c.req.param('key');
    if (!isBucket(bucket) || !isServedToBrowsers(bucket, key)) return problemJson(c, 404, 'No such file');
    const download = c.req.query('download') !== undefined;
    let object: Awaited<ReturnType<Storage['get']>>;
    try {
      const direct = download ? null : storage.directUrl(bucket, key);
      if (direct) {
        c.header('cache-control', `public, max-age=${DEFAULT_CACHE_SECONDS}`);
        return c.redirect(direct, 302);
      }
      object = await storage.get(bucket, key);
    } catch (error) {
      if (error instanceof StorageUnavailableError) {
        c.get('log')?.warn({ err: error.cause }, 'file store unavailable');
        c.header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS));
        return problemJson(c, 503, STORAGE_READ_UNAVAILABLE_MESSAGE);
      }
      if (error instanceof AppError) return problemJson(c, 404, 'No such file');
      throw error;
    }
    if (!object) return problemJson(c, 404, 'No such file');
    if (bucket === 'fonts' && !object.contentType.startsWith('font/')) {
      await object.body.cancel().catch(() => {});
      return problemJson(c, 404, 'No such file');
    }
    const headers: Record<string, string> = {
      'content-type': object.contentType,
      'content-length': String(object.size),
      'cache-control': `public, max-age=${object.cacheControlSeconds}`,
      'content-disposition': download ? asAttachment(object.contentDisposition) : object.contentDisposition,
      'x-content-type-options': 'nosniff',
    };
    if (object.contentType === 'image/svg+xml') {
      headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    }
    return new Response(object.body, { status: 200, headers });
  });
  return app;
}
