import { OpenAPIHono } from '@hono/zod-openapi';
import { sharePreviewCalls } from '../../../domain/contracts/share-preview';
import type { Db } from '../../db/client';
import { contractRoute } from '../../http/contract-route';
import { validationHook } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import type { Storage } from '../../storage/storage';
import { getSharePreview } from './get-share-preview';
import { createPreviewCache } from './preview-cache';

/** Previews kept in memory; each is about 30 to 80 KB. */
const PREVIEWS_KEPT = 200;
/** Browsers and crawlers keep a preview this long; its address changes with the brand (?v=). */
const PREVIEW_CACHE_CONTROL = 'public, max-age=86400';

/** GET /api/brands/{slug}/preview.png: the brand's share preview, for og:image. */
export function sharePreviewRoutes(db: Db, storage: Storage) {
  const cache = createPreviewCache(PREVIEWS_KEPT);
  const preview = contractRoute('public', db, sharePreviewCalls, 'GET /brands/{slug}/preview.png');

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(preview, async (c) => {
    const { png, version } = await getSharePreview(db, storage, cache, c.req.valid('param').slug);
    const etag = `"${version}"`;
    c.header('etag', etag);
    c.header('cache-control', PREVIEW_CACHE_CONTROL);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(new Uint8Array(png), 200, { 'content-type': 'image/png' });
  });
  return app;
}
