import { OpenAPIHono, z } from '@hono/zod-openapi';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../auth/session-user';
import { accessRoute } from '../../http/access';
import { problemResponse, validationHook } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { ANALYZE_COLORS_JOB, IMPROVE_LOGO_JOB } from '../../jobs/job-names';
import { onBehalfOf } from '../../net/fetcher/fetch-policy';
import { generateColorNames } from '../colors/name-brand-colors';
import { refreshBrandColors } from '../colors/refresh-brand-colors';
import { queueForAllBrands } from '../jobs/queue-for-brands';
import { improveBrandLogo } from '../logos/improve-logo';
import type { AnalysisDeps } from '../pipeline/analysis-context';
import { SINGLE_BRAND_TIME_LIMIT_MS } from '../single-brand';
import { COLOR_IMPORT_QUOTA, type SingleBrandQuotas } from './single-brand-quota';

export type ColorLogoRouteDeps = Pick<AnalysisDeps, 'db' | 'storage' | 'events' | 'fetchPolicy'> & {
  /** Wakes an in-process worker when jobs were queued. */
  onJobQueued: () => void;
  /** The app's counts of calls answered at once, which these routes declare they count against. */
  quotas: SingleBrandQuotas;
};

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  body: { content: { 'application/json': { schema } }, required: true },
});
const brandParam = z.object({ id: z.uuid() });
const Hex = z.string().regex(/^#[0-9A-Fa-f]{6}$/, 'must be # followed by six hex digits');
const refusals = { 401: problemResponse('Not signed in'), 403: problemResponse('Admins only') };
const outcomes = {
  404: problemResponse('No such brand'),
  409: problemResponse('The brand is protected (or its colours are verified)'),
  422: problemResponse('The site could not be read, or nothing was found'),
};

/** Import Known Colors reads a whole site: a few per user per minute are plenty. */
export const COLOR_IMPORTS_PER_MINUTE = COLOR_IMPORT_QUOTA.perMinute;

/**
 * The analyzer's colour and logo functions (spec 000 §7, 001 §7: fetch-brand-colors,
 * generate-color-names, analyze-colors-only, improved-logo-fetch). Single-brand calls run at once,
 * bounded in time; "all brands" calls queue one job per brand and answer immediately.
 */
export function colorLogoRoutes(deps: ColorLogoRouteDeps) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const deadline = () => AbortSignal.timeout(SINGLE_BRAND_TIME_LIMIT_MS);
  // A call's requests count against its user's share of the analyzer's connections.
  const forUser = (actor: SessionUser) => ({ ...deps, fetchPolicy: onBehalfOf(deps.fetchPolicy, actor.id) });

  const importColors = accessRoute('user', db, {
    method: 'post',
    path: '/brands/{id}/colors/import',
    quota: deps.quotas.colorImport,
    tags: ['Analyzer'],
    summary:
      "Import Known Colors (fetch-brand-colors): read the brand's colours from its site and store them",
    request: { params: brandParam },
    responses: {
      200: json(
        'The colours found, named',
        z.object({ colors: z.array(z.object({ hex: z.string(), name: z.string() })) }),
      ),
      401: problemResponse('Not signed in'),
      ...outcomes,
      429: problemResponse('Too many imports'),
    },
  });
  const colorNames = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/color-names',
    tags: ['Analyzer'],
    summary: 'Name colours (generate-color-names): the nearest named colour, stored in ai_color_names',
    request: {
      params: brandParam,
      ...body(
        z.object({
          colors: z
            .array(z.object({ hex: Hex, currentName: z.string().max(200).optional() }))
            .max(50)
            .optional(),
        }),
      ),
    },
    responses: {
      200: json(
        'The names given',
        z.object({ colorNames: z.array(z.object({ hex: z.string(), aiName: z.string() })) }),
      ),
      400: problemResponse('Invalid colours'),
      ...refusals,
      ...outcomes,
    },
  });
  const analyzeColors = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/colors/analyze',
    quota: deps.quotas.adminSingleBrand,
    tags: ['Analyzer'],
    summary: 'Analyze colors only (analyze-colors-only): one brand now, or a job for every brand',
    request: body(
      z
        .object({ brandId: z.uuid().optional(), runForAllBrands: z.boolean() })
        .refine((b) => b.runForAllBrands || b.brandId !== undefined, {
          message: 'brandId is required unless runForAllBrands is true',
          path: ['brandId'],
        }),
    ),
    responses: {
      200: json(
        'How many brands were processed (or queued, for all brands)',
        z.object({
          processed: z.number().int(),
          runForAllBrands: z.boolean(),
          brandId: z.string().nullable(),
        }),
      ),
      400: problemResponse('Invalid request'),
      ...refusals,
      ...outcomes,
    },
  });
  const improveLogos = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/logos/improve',
    quota: deps.quotas.adminSingleBrand,
    tags: ['Analyzer'],
    summary: 'Improve logos (improved-logo-fetch): one brand now, or a job for every brand in batch mode',
    request: body(
      z
        .object({ brandId: z.uuid().optional(), batchMode: z.boolean() })
        .refine((b) => b.batchMode || b.brandId !== undefined, {
          message: 'brandId is required unless batchMode is true',
          path: ['brandId'],
        }),
    ),
    responses: {
      200: json(
        'The new logo (single), or how many brands were queued (batch)',
        z.union([z.object({ logoUrl: z.string() }), z.object({ processed: z.number().int() })]),
      ),
      400: problemResponse('Invalid request'),
      ...refusals,
      ...outcomes,
    },
  });

  app.openapi(importColors, async (c) => {
    const colors = await refreshBrandColors(forUser(c.get('user')!), c.req.valid('param').id, deadline());
    return c.json({ colors }, 200);
  });

  app.openapi(colorNames, async (c) => {
    const brandId = c.req.valid('param').id;
    const result = await generateColorNames(db, brandId, c.req.valid('json').colors);
    await recordAudit(db, c.get('user')!, {
      action: 'brand.color-names',
      targetType: 'brand',
      targetId: brandId,
      after: result,
    });
    return c.json({ colorNames: result }, 200);
  });

  app.openapi(analyzeColors, async (c) => {
    const { brandId, runForAllBrands } = c.req.valid('json');
    const actor = c.get('user')!;
    if (runForAllBrands) {
      const processed = await queueForAllBrands(db, { type: ANALYZE_COLORS_JOB, requestedBy: actor.id });
      await recordAudit(db, actor, {
        action: 'analysis.colors-all',
        targetType: 'brand',
        targetId: null,
        after: { queued: processed },
      });
      if (processed > 0) deps.onJobQueued();
      return c.json({ processed, runForAllBrands, brandId: brandId ?? null }, 200);
    }
    const colors = await refreshBrandColors(forUser(actor), brandId!, deadline());
    await recordAudit(db, actor, {
      action: 'brand.colors',
      targetType: 'brand',
      targetId: brandId!,
      after: colors,
    });
    return c.json({ processed: 1, runForAllBrands, brandId: brandId! }, 200);
  });

  app.openapi(improveLogos, async (c) => {
    const { brandId, batchMode } = c.req.valid('json');
    const actor = c.get('user')!;
    if (batchMode) {
      const processed = await queueForAllBrands(db, { type: IMPROVE_LOGO_JOB, requestedBy: actor.id });
      await recordAudit(db, actor, {
        action: 'analysis.logos-all',
        targetType: 'brand',
        targetId: null,
        after: { queued: processed },
      });
      if (processed > 0) deps.onJobQueued();
      return c.json({ processed }, 200);
    }
    const result = await improveBrandLogo(forUser(actor), brandId!, deadline());
    await recordAudit(db, actor, {
      action: 'brand.logo.improve',
      targetType: 'brand',
      targetId: brandId!,
      after: result,
    });
    return c.json(result, 200);
  });

  return app;
}
