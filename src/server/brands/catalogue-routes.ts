import { OpenAPIHono } from '@hono/zod-openapi';
import { catalogueCalls } from '../../domain/contracts/catalogue';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { clearOnBrandWrites, createViewCache } from './count-cache';
import { getFeaturedBrand } from './get-featured-brand';
import { listArchetypeBrands } from './list-archetype-brands';
import { listGallery } from './list-gallery';
import { listQuadrantBrands } from './list-quadrant-brands';

/**
 * Public views over the catalogue: today's featured brand, the themed galleries, the quadrants and
 * the brands of each archetype.
 */
export function catalogueRoutes(db: Db, options: { cacheTtlMs?: number; events?: EventBus } = {}) {
  // These views read many rows and change slowly: each answer is kept until a brand is written.
  const ttl = options.cacheTtlMs ?? 0;
  const archetypeCache = createViewCache<Awaited<ReturnType<typeof listArchetypeBrands>>>(ttl);
  const galleryCache = createViewCache<Awaited<ReturnType<typeof listGallery>>>(ttl);
  const quadrantCache = createViewCache<Awaited<ReturnType<typeof listQuadrantBrands>>>(ttl);
  if (options.events) clearOnBrandWrites(options.events, [archetypeCache, galleryCache, quadrantCache]);

  const featured = contractRoute('public', db, catalogueCalls, 'GET /featured-brand');
  const gallery = contractRoute('public', db, catalogueCalls, 'GET /galleries/{id}', {
    sharedCache: true,
  });
  const quadrants = contractRoute('public', db, catalogueCalls, 'GET /quadrants', { sharedCache: true });
  const archetypes = contractRoute('public', db, catalogueCalls, 'GET /archetypes', { sharedCache: true });

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(archetypes, async (c) =>
    c.json({ items: await archetypeCache.get('all', () => listArchetypeBrands(db)) }, 200),
  );
  app.openapi(featured, async (c) => c.json(await getFeaturedBrand(db), 200));
  app.openapi(gallery, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ items: await galleryCache.get(id, () => listGallery(db, id)) }, 200);
  });
  app.openapi(quadrants, async (c) => {
    const filter = c.req.valid('query').filter ?? 'luxury';
    return c.json(await quadrantCache.get(filter, () => listQuadrantBrands(db, filter)), 200);
  });
  return app;
}
