import { OpenAPIHono } from '@hono/zod-openapi';
import { analysisCalls } from '../../../domain/contracts/analysis';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../auth/session-user';
import { assertBrandVisible } from '../../brands/get-brand';
import { inTransaction } from '../../db/transaction';
import { withDeadline } from '../../deadline';
import { contractRoute } from '../../http/contract-route';
import { validationHook } from '../../http/openapi';
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
  const bounded = <T>(work: (signal: AbortSignal) => Promise<T>) =>
    withDeadline(SINGLE_BRAND_TIME_LIMIT_MS, null, work);
  // A call's requests count against its user's share of the analyzer's connections.
  const forUser = (actor: SessionUser) => ({ ...deps, fetchPolicy: onBehalfOf(deps.fetchPolicy, actor.id) });
  // The jobs and their audit row are kept together; the worker is woken once both are.
  const queueAll = async (
    actor: SessionUser,
    type: typeof ANALYZE_COLORS_JOB | typeof IMPROVE_LOGO_JOB,
    action: string,
  ) => {
    const processed = await inTransaction(db, async (tx) => {
      const queued = await queueForAllBrands(tx, { type, requestedBy: actor.id });
      await recordAudit(tx, actor, { action, targetType: 'brand', targetId: null, after: { queued } });
      return queued;
    });
    if (processed > 0) deps.onJobQueued();
    return processed;
  };

  const importColors = contractRoute('user', db, analysisCalls, 'POST /brands/{id}/colors/import', {
    quota: deps.quotas.colorImport,
  });
  const colorNames = contractRoute('admin', db, analysisCalls, 'POST /admin/brands/{id}/color-names');
  const analyzeColors = contractRoute('admin', db, analysisCalls, 'POST /admin/colors/analyze', {
    quota: deps.quotas.adminSingleBrand,
  });
  const improveLogos = contractRoute('admin', db, analysisCalls, 'POST /admin/logos/improve', {
    quota: deps.quotas.adminSingleBrand,
  });

  app.openapi(importColors, async (c) => {
    const brandId = c.req.valid('param').id;
    const actor = c.get('user')!;
    await assertBrandVisible(db, brandId, actor);
    const colors = await bounded((signal) => refreshBrandColors(forUser(actor), brandId, signal));
    return c.json({ colors }, 200);
  });

  app.openapi(colorNames, async (c) => {
    const brandId = c.req.valid('param').id;
    const result = await inTransaction(db, async (tx) => {
      const named = await generateColorNames(tx, brandId, c.req.valid('json').colors);
      await recordAudit(tx, c.get('user')!, {
        action: 'brand.color-names',
        targetType: 'brand',
        targetId: brandId,
        after: named,
      });
      return named;
    });
    return c.json({ colorNames: result }, 200);
  });

  app.openapi(analyzeColors, async (c) => {
    const { brandId, runForAllBrands } = c.req.valid('json');
    const actor = c.get('user')!;
    if (runForAllBrands) {
      const processed = await queueAll(actor, ANALYZE_COLORS_JOB, 'analysis.colors-all');
      return c.json({ processed, runForAllBrands, brandId: brandId ?? null }, 200);
    }
    await bounded((signal) =>
      refreshBrandColors(forUser(actor), brandId!, signal, (tx, colors) =>
        recordAudit(tx, actor, {
          action: 'brand.colors',
          targetType: 'brand',
          targetId: brandId!,
          after: colors,
        }),
      ),
    );
    return c.json({ processed: 1, runForAllBrands, brandId: brandId! }, 200);
  });

  app.openapi(improveLogos, async (c) => {
    const { brandId, batchMode } = c.req.valid('json');
    const actor = c.get('user')!;
    if (batchMode) {
      const processed = await queueAll(actor, IMPROVE_LOGO_JOB, 'analysis.logos-all');
      return c.json({ processed }, 200);
    }
    const result = await bounded((signal) =>
      improveBrandLogo(forUser(actor), brandId!, signal, (tx, logoUrl) =>
        recordAudit(tx, actor, {
          action: 'brand.logo.improve',
          targetType: 'brand',
          targetId: brandId!,
          after: { logoUrl },
        }),
      ),
    );
    return c.json(result, 200);
  });

  return app;
}
