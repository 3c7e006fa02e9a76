import { OpenAPIHono } from '@hono/zod-openapi';
import type { JSONParsed } from 'hono/utils/types';
import type { Brand, BrandPage } from '../../domain/brand';
import type { CreateBrandInput } from '../../domain/brand-input';
import type { BrandFacets } from '../../domain/catalogue-views';
import { brandCalls } from '../../domain/contracts/brands';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import type { EventBus } from '../events/event-bus';
import type { Access, RouteDeclarations } from '../http/access';
import { contractRoute } from '../http/contract-route';
import { jsonText } from '../http/json-text';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { checkDuplicate } from './check-duplicate';
import { clearOnBrandWrites, createCountCache, createViewCache } from './count-cache';
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
  createAndAnalyze(input: CreateBrandInput, actor: SessionUser, clientAddress: string | null): Promise<Brand>;
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
  const facetsCache = createViewCache<BrandFacets>(ttl);
  if (options.events) clearOnBrandWrites(options.events, [counts, facetsCache]);
  const route = <K extends keyof typeof brandCalls>(
    access: Access,
    key: K,
    declarations?: RouteDeclarations,
  ) => contractRoute(access, db, brandCalls, key, declarations);
  // The catalogue's reads whose anonymous answer is everyone's: kept by the read cache and CDNs.
  const shared = { sharedCache: true } as const;
  const listBrandsRoute = route('public', 'GET /brands', shared);
  const getBrandRoute = route('public', 'GET /brands/{slug}', shared);
  const lookupBrandRoute = route('public', 'GET /brands/lookup', shared);
  const facetsRoute = route('public', 'GET /brands/facets', shared);
  const visitRoute = route('public', 'POST /brands/{slug}/visits', { keepsCache: true });
  const duplicateRoute = route('public', 'GET /brands/duplicates');
  const createRoute = route('user', 'POST /brands');
  const relatedRoute = route('public', 'GET /brands/{slug}/related', shared);
  const logosRoute = route('public', 'GET /brands/{slug}/logos', shared);
  const unlistedRoute = route('user', 'GET /brands/unlisted');
  const analysisRoute = route('public', 'GET /brands/{slug}/analysis');

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(analysisRoute, async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await getBrandAnalysis(db, c.req.valid('param').slug, c.get('user')), 200);
  });
  app.openapi(relatedRoute, async (c) =>
    c.json(await getBrandRelated(db, c.req.valid('param').slug, c.get('user')), 200),
  );
  app.openapi(logosRoute, async (c) =>
    c.json(await listBrandLogos(db, c.req.valid('param').slug, c.get('user')), 200),
  );
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
    const answer = await recordVisit(db, c.req.valid('param').slug, visitor, c.get('user'));
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
