import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { Db } from '../../db/client';
import { accessRoute } from '../../http/access';
import { problemResponse, validationHook } from '../../http/openapi';
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
  const preview = accessRoute('public', db, {
    method: 'get',
    path: '/brands/{slug}/preview.png',
    tags: ['Brands'],
    summary: "A brand's share preview: a 1200×630 PNG of its colours, logo and name",
    request: {
      params: z.object({ slug: z.string().min(1).max(200) }),
      query: z.object({ v: z.string().max(100).optional() }),
    },
    responses: {
      200: {
        description: 'The preview',
        content: { 'image/png': { schema: z.string().describe('PNG, 1200×630') } },
      },
      304: { description: 'The preview the client has is current' },
      404: problemResponse('No brand has this slug'),
    },
  });

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
