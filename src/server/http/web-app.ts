import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { type PageMeta, withPageMeta } from './page-meta';
import type { AppEnv } from './types';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';

const cacheFor =
  (value: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.res.status === 200 && !c.res.headers.has('cache-control'))
      c.res.headers.set('cache-control', value);
  };

/**
 * The built SPA: hashed assets cached for a year (served from the build's .br/.gz siblings when
 * the browser accepts them), everything else answered with index.html, never cached, so that a
 * reload on a client route such as /brands/nike works.
 */
export function webAppRoutes(distDir: string, pageMeta?: (path: string) => Promise<PageMeta | null>) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(distDir, 'index.html');
  const files = serveStatic({
    root: distDir,
    precompressed: true,
    // The index is answered below, with no-cache.
    rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__index__' : p),
  });

  app.use('/assets/*', cacheFor(HASHED_ASSET_CACHE), files);
  app.use('*', cacheFor(OTHER_FILE_CACHE), files);
  app.get('*', async (c) => {
    let html: string;
    try {
      html = fs.readFileSync(indexFile, 'utf8');
    } catch {
      return c.text('The web app is not built yet: run `npm run build`.', 503);
    }
    c.header('cache-control', 'no-cache');
    const meta = pageMeta ? await pageMeta(c.req.path).catch(() => null) : null;
    return c.html(meta ? withPageMeta(html, meta) : html);
  });
  return app;
}
