import { OpenAPIHono } from '@hono/zod-openapi';
import { analysisCalls } from '../../../domain/contracts/analysis';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { contractRoute } from '../../http/contract-route';
import { validationHook } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import type { Logger } from '../../logger';
import { DEFAULT_FETCH_POLICY } from '../../net/fetcher/safe-fetch';
import { llmClientFromConfig } from '../llm/create-llm-client';
import {
  analyzePositioningNow,
  analyzeSocialMediaNow,
  fetchBrandInsightsNow,
  fetchBrandNewsNow,
  type IntelDeps,
} from './intel-actions';
import type { SingleBrandQuotas } from './single-brand-quota';

/**
 * The analyzer's intelligence functions for one brand, run now for an admin (spec 000 §7,
 * 001 §7): analyze-positioning, fetch-brand-news, fetch-brand-insights, analyze-social-media.
 */
export function intelRoutes(deps: IntelDeps, quotas: SingleBrandQuotas) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const positioning = contractRoute('admin', db, analysisCalls, 'POST /admin/brands/{id}/positioning', {
    quota: quotas.adminSingleBrand,
  });
  const news = contractRoute('admin', db, analysisCalls, 'POST /admin/brands/{id}/news', {
    quota: quotas.adminSingleBrand,
  });
  const insights = contractRoute('admin', db, analysisCalls, 'POST /admin/brands/{id}/insights', {
    quota: quotas.adminSingleBrand,
  });
  const social = contractRoute('admin', db, analysisCalls, 'POST /admin/brands/{id}/social', {
    quota: quotas.adminSingleBrand,
  });

  app.openapi(positioning, async (c) =>
    c.json(await analyzePositioningNow(deps, c.req.valid('param').id, c.get('user')!), 200),
  );
  app.openapi(news, async (c) =>
    c.json(await fetchBrandNewsNow(deps, c.req.valid('param').id, c.get('user')!), 200),
  );
  app.openapi(insights, async (c) =>
    c.json(await fetchBrandInsightsNow(deps, c.req.valid('param').id, c.get('user')!), 200),
  );
  app.openapi(social, async (c) =>
    c.json(await analyzeSocialMediaNow(deps, c.req.valid('param').id, c.get('user')!), 200),
  );
  return app;
}

/** The routes with the analyzer's configured fetch policy and model (none without LLM_BASE_URL). */
export function intelRoutesFromConfig(deps: {
  db: Db;
  events: EventBus;
  logger: Logger;
  config: Config;
  quotas: SingleBrandQuotas;
}) {
  return intelRoutes(
    {
      db: deps.db,
      events: deps.events,
      logger: deps.logger,
      fetchPolicy: { ...DEFAULT_FETCH_POLICY, allowHosts: deps.config.analyzerAllowHosts },
      llm: llmClientFromConfig(deps.config.llm),
    },
    deps.quotas,
  );
}
