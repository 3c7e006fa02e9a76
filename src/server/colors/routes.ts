import { OpenAPIHono } from '@hono/zod-openapi';
import { MAX_COMPARED_BRANDS, parseBrandList } from '../../domain/comparison';
import { colorCalls } from '../../domain/contracts/colors';
import { parseHexInput } from '../../domain/hex-input';
import { clearOnBrandWrites, createViewCache } from '../brands/count-cache';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { EventBus } from '../events/event-bus';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { exportPalette } from './export-palette';
import { findNearestBrands } from './find-nearest-brands';
import { getBrandColorReport } from './get-brand-color-report';
import { getColorLandscape } from './get-color-landscape';
import { getComparison } from './get-comparison';

/** A refusal naming the parameter, in the shape the validation hook gives every other one. */
const badParameter = (name: string, reason: string) =>
  new AppError('BAD_REQUEST', reason, { errors: [{ name, reason }] });

/**
 * Colour intelligence (ARCHITECTURE §6.2): brands near a colour, an industry's colour landscape,
 * a brand's colours against its competitors', comparisons of 2 to 4 brands, and exports.
 */
export function colorRoutes(db: Db, options: { cacheTtlMs?: number; events?: EventBus } = {}) {
  const landscapeCache = createViewCache<Awaited<ReturnType<typeof getColorLandscape>>>(
    options.cacheTtlMs ?? 0,
  );
  if (options.events) clearOnBrandWrites(options.events, [landscapeCache]);

  const nearest = contractRoute('public', db, colorCalls, 'GET /colors/nearest', { sharedCache: true });
  const landscape = contractRoute('public', db, colorCalls, 'GET /colors/landscape');
  const brandReport = contractRoute('public', db, colorCalls, 'GET /colors/brands/{slug}', {
    sharedCache: true,
  });
  const compare = contractRoute('public', db, colorCalls, 'GET /compare');
  const exportRoute = contractRoute('public', db, colorCalls, 'GET /colors/export');

  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.openapi(nearest, async (c) => {
    const query = c.req.valid('query');
    const hex = parseHexInput(query.hex);
    if (!hex.ok) throw badParameter('hex', hex.reason);
    return c.json(await findNearestBrands(db, { hex: hex.hex, limit: query.limit, role: query.role }), 200);
  });
  app.openapi(landscape, async (c) => {
    const industry = c.req.valid('query').industry;
    if (!industry) throw badParameter('industry', 'Choose an industry, e.g. ?industry=Technology.');
    const key = industry.toLowerCase();
    return c.json(await landscapeCache.get(key, () => getColorLandscape(db, industry)), 200);
  });
  app.openapi(brandReport, async (c) =>
    c.json(await getBrandColorReport(db, c.req.valid('param').slug), 200),
  );
  app.openapi(compare, async (c) => {
    const list = parseBrandList(c.req.valid('query').brands);
    if (!list.ok) throw badParameter('brands', list.reason);
    return c.json(await getComparison(db, list.slugs), 200);
  });
  app.openapi(exportRoute, async (c) => {
    const query = c.req.valid('query');
    const list = parseBrandList(query.brands, { min: 1, max: MAX_COMPARED_BRANDS });
    if (!list.ok) throw badParameter('brands', list.reason);
    const file = await exportPalette(db, {
      slugs: list.slugs,
      format: query.format ?? 'css',
      pairs: query.pairs === 'true',
    });
    return c.body(file.body, 200, {
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
    });
  });
  return app;
}
