import { Hono } from 'hono';
import { problemJson } from '../http/problem';
import type { AppEnv } from '../http/types';
import { type Bucket, isBucket, type Storage } from './storage';

/** Of the fonts bucket, only installed font files are public; uploaded licensed ZIPs never are. */
export function isPublicFile(bucket: Bucket, key: string): boolean {
  return bucket !== 'fonts' || INSTALLED_FONT_FILE.test(key);
}
const INSTALLED_FONT_FILE = /\.(woff2|woff|ttf|otf)$/i;

/**
 * Public: GET /files/{bucket}/{key}. Stored files are served with their recorded type and
 * nosniff; SVGs get a sandboxing CSP so any script inside could never run. The fonts bucket is
 * private but for the font files installed from it (isPublicFile).
 */
export function filesRoutes(storage: Storage) {
  const app = new Hono<AppEnv>();
  app.get('/:bucket/:key{.+}', async (c) => {
    const bucket = c.req.param('bucket');
    const key = c.req.param('key');
    if (!isBucket(bucket) || !isPublicFile(bucket, key)) return problemJson(c, 404, 'No such file');
    let object: Awaited<ReturnType<Storage['get']>>;
    try {
      object = await storage.get(bucket, key);
    } catch {
      return problemJson(c, 404, 'No such file');
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
      'x-content-type-options': 'nosniff',
    };
    if (object.contentType === 'image/svg+xml') {
      headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
    }
    return new Response(object.body, { status: 200, headers });
  });
  return app;
}
