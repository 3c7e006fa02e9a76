import { OpenAPIHono, z } from '@hono/zod-openapi';
import {
  BrandColorReportSchema,
  ColorLandscapeSchema,
  ComparisonSchema,
  ExportQuerySchema,
  LandscapeQuerySchema,
  NearestColorsQuerySchema,
  NearestColorsSchema,
} from '../../domain/color-intel';
import { MAX_COMPARED_BRANDS, parseBrandList } from '../../domain/comparison';
import { parseHexInput } from '../../domain/hex-input';
import { clearOnBrandWrites, createTtlCache } from '../brands/count-cache';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import type { EventBus } from '../events/event-bus';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import { exportPalette } from './export-palette';
import { findNearestBrands } from './find-nearest-brands';
import { getBrandColorReport } from './get-brand-color-report';
import { getColorLandscape } from './get-color-landscape';
import { getComparison } from './get-comparison';

/** A refusal naming the parameter, in the shape the validation hook gives every other one. */
const badParameter = (name: string, reason: string) =>
  new AppError('BAD_REQUEST', reason, { errors: [{ name, reason }] });

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/**
 * Colour intelligence (ARCHITECTURE §6.2): brands near a colour, an industry's colour landscape,
 * a brand's colours against its competitors', comparisons of 2 to 4 brands, and exports.
 */
export function colorRoutes(db: Db, options: { cacheTtlMs?: number; events?: EventBus } = {}) {
  const landscapeCache = createTtlCache<Awaited<ReturnType<typeof getColorLandscape>>>(
    options.cacheTtlMs ?? 0,
  );
  if (options.events) clearOnBrandWrites(options.events, [landscapeCache]);

  const nearest = accessRoute('public', db, {
    method: 'get',
    path: '/colors/nearest',
    tags: ['Colors'],
    summary: 'Brands near a colour: ordered by the CIEDE2000 distance of their closest colour',
    request: { query: NearestColorsQuerySchema },
    responses: {
      200: json(NearestColorsSchema, 'The nearest brands, closest first'),
      400: problemResponse('Not a hex colour (names, alpha and garbage are refused), or a bad limit or role'),
    },
  });
  const landscape = accessRoute('public', db, {
    method: 'get',
    path: '/colors/landscape',
    tags: ['Colors'],
    summary: "An industry's colour landscape: primary colours by hue and lightness, clusters and free hues",
    request: { query: LandscapeQuerySchema },
    responses: {
      200: json(ColorLandscapeSchema, 'The landscape (empty for an industry without brands)'),
      400: problemResponse('No industry given'),
    },
  });
  const brandReport = accessRoute('public', db, {
    method: 'get',
    path: '/colors/brands/{slug}',
    tags: ['Colors'],
    summary: "A brand's colours with contrast and AA shades and tints, and its competitors' colour distance",
    request: { params: z.object({ slug: z.string().min(1).max(200) }) },
    responses: {
      200: json(BrandColorReportSchema, 'The report'),
      404: problemResponse('No such brand'),
    },
  });
  const compare = accessRoute('public', db, {
    method: 'get',
    path: '/compare',
    tags: ['Colors'],
    summary: 'Two to four brands side by side: colours with contrast, archetype, pricing, positioning, facts',
    request: {
      query: z.object({
        brands: z
          .string()
          .optional()
          .describe('Two to four brand slugs, comma-separated, in the order to show'),
      }),
    },
    responses: {
      200: json(ComparisonSchema, 'The brands in the order asked'),
      400: problemResponse('Fewer than two or more than four brands, or a malformed slug'),
      404: problemResponse('A slug names no brand'),
    },
  });
  const exportRoute = accessRoute('public', db, {
    method: 'get',
    path: '/colors/export',
    tags: ['Colors'],
    summary:
      'A palette or a comparison as CSS, SCSS, Tailwind v4 @theme, DTCG tokens, Adobe ASE or a PNG card',
    request: { query: ExportQuerySchema },
    responses: {
      200: {
        description: 'The file, as an attachment',
        content: {
          'text/css': { schema: z.string() },
          'text/x-scss': { schema: z.string() },
          'application/design-tokens+json': { schema: z.string() },
          'application/octet-stream': { schema: z.string().describe('Adobe Swatch Exchange 1.0') },
          'image/png': { schema: z.string().describe('PNG swatch card') },
        },
      },
      400: problemResponse('No brands, more than four, a malformed slug or an unknown format'),
      404: problemResponse('A slug names no brand'),
    },
  });

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
