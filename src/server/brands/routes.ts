import { OpenAPIHono, z } from '@hono/zod-openapi';
import type { JSONParsed } from 'hono/utils/types';
import {
  type Brand,
  type BrandPage,
  BrandPageSchema,
  BrandRelatedSchema,
  BrandSchema,
  ListBrandsQuerySchema,
  UnlistedBrandsSchema,
} from '../../domain/brand';
import { BrandAnalysisSchema } from '../../domain/brand-analysis';
import { type BrandFacets, BrandFacetsSchema } from '../../domain/catalogue-views';
import { DuplicateCheckSchema } from '../../domain/duplicate';
import { BrandLogoLibrarySchema } from '../../domain/logo-library';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import { accessRoute } from '../http/access';
import { jsonText } from '../http/json-text';
import { ProblemSchema, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { checkDuplicate } from './check-duplicate';
import { clearOnBrandWrites, createCountCache, createTtlCache } from './count-cache';
import { CreateBrandSchema } from './create-brand';
import { getBrandJsonBySlug } from './get-brand';
import { getBrandAnalysis } from './get-brand-analysis';
import { getBrandRelated } from './get-brand-related';
import { listBrandLogos } from './list-brand-logos';
import { brandPageJson, listBrandCards } from './list-brands';
import { listFacets } from './list-facets';
import { listUnlistedBrands } from './list-unlisted-brands';
import { lookupBrand } from './lookup-brand';
import { recordVisit, sweepVisits, visitorKey } from './record-visit';

/** Counted visits older than an hour are forgotten at most this often. */
const VISIT_SWEEP_MS = 10 * 60_000;

/** Public read API of the catalogue. */
export interface BrandRouteActions {
  /** Inserts the brand and queues its analysis (the analyzer owns the pipeline). */
  createAndAnalyze(
    input: z.infer<typeof CreateBrandSchema>,
    actor: SessionUser,
    clientAddress: string | null,
  ): Promise<Brand>;
}

/**
 * The catalogue's own routes. List totals and the filter options read many rows and change
 * slowly: they are kept for `cacheTtlMs` (0 turns the caches off) or until a brand is written.
 */
export function brandRoutes(
  db: Db,
  actions: BrandRouteActions,
  options: { cacheTtlMs?: number; events?: EventBus } = {},
) {
  const ttl = options.cacheTtlMs ?? 0;
  const counts = createCountCache(ttl);
  const facetsCache = createTtlCache<BrandFacets>(ttl);
  if (options.events) clearOnBrandWrites(options.events, [counts, facetsCache]);
  const listBrandsRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands',
    tags: ['Brands'],
    summary: 'List brands: filter, search, sort and paginate the catalogue',
    request: { query: ListBrandsQuerySchema },
    responses: {
      200: {
        description: 'One page of brands',
        content: { 'application/json': { schema: BrandPageSchema } },
      },
      400: {
        description: 'Invalid parameter',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const getBrandRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands/{slug}',
    tags: ['Brands'],
    summary: 'One brand by its slug',
    request: { params: z.object({ slug: z.string().min(1).max(200) }) },
    responses: {
      200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
      404: {
        description: 'No such brand',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const lookupBrandRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands/lookup',
    tags: ['Brands'],
    summary: 'Where the nav search goes: an exact name, else the first name containing the text',
    request: { query: z.object({ q: z.string().max(2000) }) },
    responses: {
      200: {
        description: 'The brand to open, or none',
        content: {
          'application/json': {
            schema: z.object({
              slug: z.string().nullable(),
              match: z.enum(['exact', 'contains']).nullable(),
            }),
          },
        },
      },
      400: {
        description: 'Invalid parameter',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const facetsRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands/facets',
    tags: ['Brands'],
    summary: 'Filter options of the discovery list, from the data',
    responses: {
      200: {
        description: 'Industries, archetypes and colour families present in the catalogue',
        content: { 'application/json': { schema: BrandFacetsSchema } },
      },
    },
  });

  const visitRoute = accessRoute('public', db, {
    method: 'post',
    path: '/brands/{slug}/visits',
    tags: ['Brands'],
    summary: 'Count a visit of the brand page (increment_brand_visits); once per visitor per brand per hour',
    request: { params: z.object({ slug: z.string().min(1).max(200) }) },
    responses: {
      200: {
        description: 'The new count',
        content: { 'application/json': { schema: z.object({ visit_count: z.number().int() }) } },
      },
      404: {
        description: 'No such brand',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const duplicateRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands/duplicates',
    tags: ['Brands'],
    summary: 'Is a brand of this name already in the catalogue? (the add-brand duplicate check)',
    request: { query: z.object({ name: z.string().max(2000) }) },
    responses: {
      200: {
        description: 'The existing brand, or null',
        content: {
          'application/json': { schema: DuplicateCheckSchema },
        },
      },
    },
  });

  const createRoute = accessRoute('user', db, {
    method: 'post',
    path: '/brands',
    tags: ['Brands'],
    summary: 'Add a brand by name, industry and website, and start its analysis',
    request: { body: { content: { 'application/json': { schema: CreateBrandSchema } }, required: true } },
    responses: {
      201: {
        description: 'The new brand, pending analysis',
        content: { 'application/json': { schema: BrandSchema } },
      },
      400: {
        description: 'Invalid input',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
      401: {
        description: 'Not signed in',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
      429: {
        description: 'Too many brands added',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const slugParam = z.object({ slug: z.string().min(1).max(200) });
  const relatedRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands/{slug}/related',
    tags: ['Brands'],
    summary: 'Catalogue brands named in the description, and which competitors are in the catalogue',
    request: { params: slugParam },
    responses: {
      200: {
        description: 'Mentions and competitors',
        content: { 'application/json': { schema: BrandRelatedSchema } },
      },
      404: {
        description: 'No such brand',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });
  const logosRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands/{slug}/logos',
    tags: ['Brands'],
    summary: "The brand's logo library",
    request: { params: slugParam },
    responses: {
      200: {
        description: 'Logos, oldest first',
        content: {
          'application/json': { schema: BrandLogoLibrarySchema },
        },
      },
      404: {
        description: 'No such brand',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const unlistedRoute = accessRoute('user', db, {
    method: 'get',
    path: '/brands/unlisted',
    tags: ['Brands'],
    summary:
      'Brands not listed yet because their first analysis has not completed: your own, or every one for admins',
    responses: {
      200: {
        description: 'Newest first, with their analysis state',
        content: { 'application/json': { schema: UnlistedBrandsSchema } },
      },
      401: {
        description: 'Not signed in',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const analysisRoute = accessRoute('public', db, {
    method: 'get',
    path: '/brands/{slug}/analysis',
    tags: ['Brands'],
    summary: "Where the brand's analysis stands: status, progress, stage and error",
    request: { params: slugParam },
    responses: {
      200: {
        description: 'The analysis state',
        content: { 'application/json': { schema: BrandAnalysisSchema } },
      },
      404: {
        description: 'No such brand',
        content: { 'application/problem+json': { schema: ProblemSchema } },
      },
    },
  });

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(analysisRoute, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await getBrandAnalysis(db, c.req.valid('param').slug, c.get('user')), 200);
  });
  app.openapi(relatedRoute, async (c) => c.json(await getBrandRelated(db, c.req.valid('param').slug), 200));
  app.openapi(logosRoute, async (c) => c.json(await listBrandLogos(db, c.req.valid('param').slug), 200));
  // The page is written around the cards' stored JSON (brandPageJson): nothing to parse or serialise.
  app.openapi(listBrandsRoute, async (c) => {
    const page = await listBrandCards(db, c.req.valid('query'), counts);
    return jsonText<BrandPage>(c, brandPageJson(page));
  });
  app.openapi(duplicateRoute, async (c) =>
    c.json(await checkDuplicate(db, c.req.valid('query').name, c.get('user')), 200),
  );
  app.openapi(createRoute, async (c) =>
    c.json(await actions.createAndAnalyze(c.req.valid('json'), c.get('user')!, c.get('clientAddress')), 201),
  );
  app.openapi(lookupBrandRoute, async (c) => c.json(await lookupBrand(db, c.req.valid('query').q), 200));
  app.openapi(facetsRoute, async (c) => c.json(await facetsCache.get('all', () => listFacets(db)), 200));
  app.openapi(unlistedRoute, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listUnlistedBrands(db, c.get('user')!), 200);
  });
  app.openapi(getBrandRoute, async (c) => {
    const brand = await getBrandJsonBySlug(db, c.req.valid('param').slug, c.get('user'));
    // A brand only its creator and admins may see is never kept by a shared cache.
    if (!brand.listed) c.header('cache-control', 'private, no-store');
    return jsonText<JSONParsed<Brand>>(c, brand.json);
  });
  let sweptAt = Date.now();
  app.openapi(visitRoute, async (c) => {
    const visitor = visitorKey(c.get('user')?.id ?? null, c.get('clientAddress'));
    const answer = await recordVisit(db, c.req.valid('param').slug, visitor);
    if (Date.now() - sweptAt > VISIT_SWEEP_MS) {
      sweptAt = Date.now();
      await sweepVisits(db).catch((error) =>
        c.get('log').warn({ err: error }, 'sweeping brand visits failed'),
      );
    }
    return c.json(answer, 200);
  });
  return app;
}
