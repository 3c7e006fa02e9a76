import { OpenAPIHono, z } from '@hono/zod-openapi';
import { PRICING_STRATEGIES } from '../../../domain/taxonomy';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { EventBus } from '../../events/event-bus';
import { accessRoute } from '../../http/access';
import { problemResponse, validationHook } from '../../http/openapi';
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

const json = <T extends z.ZodType>(description: string, schema: T) => ({
  description,
  content: { 'application/json': { schema } },
});
const brandParam = z.object({ id: z.uuid() });
const jsonObject = z.record(z.string(), z.unknown());
const failures = {
  401: problemResponse('Not signed in'),
  403: problemResponse('Admins only'),
  404: problemResponse('No such brand'),
  409: problemResponse('The brand is protected'),
  422: problemResponse('The site cannot be read, or nothing was found on it'),
};

const NewsItemSchema = z.object({
  title: z.string(),
  url: z.string(),
  source: z.string(),
  publishedAt: z.string().nullable(),
  description: z.string(),
});

/**
 * The analyzer's intelligence functions for one brand, run now for an admin (spec 000 §7,
 * 001 §7): analyze-positioning, fetch-brand-news, fetch-brand-insights, analyze-social-media.
 */
export function intelRoutes(deps: IntelDeps, quotas: SingleBrandQuotas) {
  const { db } = deps;
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const positioning = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/positioning',
    quota: quotas.adminSingleBrand,
    tags: ['Analysis'],
    summary:
      "analyze-positioning: archetype, pricing, competitive positioning and competitors from the brand's site",
    request: { params: brandParam },
    responses: {
      200: json(
        'The stored positioning',
        z.object({
          archetype: z.string().nullable(),
          pricing_strategy: z.enum(PRICING_STRATEGIES).nullable(),
          competitive_positioning: jsonObject,
          competitors: z.array(z.string()),
        }),
      ),
      ...failures,
    },
  });
  const news = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/news',
    quota: quotas.adminSingleBrand,
    tags: ['Analysis'],
    summary: "fetch-brand-news: recent news from the brand's own RSS or Atom feed",
    request: { params: brandParam },
    responses: {
      200: json(
        'The stored news',
        z.object({ recent_news: z.array(NewsItemSchema), news_last_updated_at: z.string() }),
      ),
      ...failures,
    },
  });
  const insights = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/insights',
    quota: quotas.adminSingleBrand,
    tags: ['Analysis'],
    summary: "fetch-brand-insights: key people and company insights from the brand's site",
    request: { params: brandParam },
    responses: {
      200: json(
        'The stored people and insights',
        z.object({
          key_people: z.array(jsonObject),
          company_insights: jsonObject,
          insights_last_updated_at: z.string(),
        }),
      ),
      ...failures,
    },
  });
  const social = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/brands/{id}/social',
    quota: quotas.adminSingleBrand,
    tags: ['Analysis'],
    summary: "analyze-social-media: the profiles the brand's site links to",
    request: { params: brandParam },
    responses: {
      200: json(
        'The stored social links',
        z.object({ success: z.literal(true), social_links: z.record(z.string(), z.string()) }),
      ),
      ...failures,
    },
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
