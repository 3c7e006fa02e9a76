import { OpenAPIHono, z } from '@hono/zod-openapi';
import { BrandSchema } from '../../domain/brand';
import { ArchetypeListSchema, QuadrantBrandsSchema } from '../../domain/catalogue-views';
import { GALLERY_IDS } from '../../domain/galleries';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { accessRoute } from '../http/access';
import { ProblemSchema, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { clearOnBrandWrites, createTtlCache } from './count-cache';
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
  const archetypeCache = createTtlCache<Awaited<ReturnType<typeof listArchetypeBrands>>>(ttl);
  const galleryCache = createTtlCache<Awaited<ReturnType<typeof listGallery>>>(ttl);
  const quadrantCache = createTtlCache<Awaited<ReturnType<typeof listQuadrantBrands>>>(ttl);
  if (options.events) clearOnBrandWrites(options.events, [archetypeCache, galleryCache, quadrantCache]);

  const featured = accessRoute('public', db, {
    method: 'get',
    path: '/featured-brand',
    tags: ['Catalogue'],
    summary: "Today's Featured Brand (the date in New York picks it)",
    responses: {
      200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
      404: {
        description: 'The catalogue is empty',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });
  const gallery = accessRoute('public', db, {
    method: 'get',
    path: '/galleries/{id}',
    tags: ['Catalogue'],
    summary: 'The brands of a themed colour gallery',
    request: { params: z.object({ id: z.enum(GALLERY_IDS) }) },
    responses: {
      200: {
        description: 'Brands by name',
        content: { 'application/json': { schema: z.object({ items: z.array(BrandSchema) }) } },
      },
      400: {
        description: 'Unknown gallery',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });
  const quadrants = accessRoute('public', db, {
    method: 'get',
    path: '/quadrants',
    tags: ['Catalogue'],
    summary: 'Brands with a pricing position, for the magic quadrants',
    request: {
      query: z.object({
        filter: z
          .string()
          .max(200)
          .optional()
          .describe("'luxury' (default: luxury or premium), 'all', 'industry:{name}' or 'archetype:{name}'"),
      }),
    },
    responses: {
      200: {
        description: 'Brands and how many match in all',
        content: { 'application/json': { schema: QuadrantBrandsSchema } },
      },
    },
  });

  const archetypes = accessRoute('public', db, {
    method: 'get',
    path: '/archetypes',
    tags: ['Catalogue'],
    summary: 'The twelve archetypes with their brand count and example brands from the catalogue',
    responses: {
      200: {
        description: 'One entry per archetype, in alphabetical order',
        content: { 'application/json': { schema: ArchetypeListSchema } },
      },
    },
  });

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
