import { eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import type { SessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { type BrandRow, brands } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { withDeadline } from '../../deadline';
import { AppError } from '../../errors';
import type { EventBus } from '../../events/event-bus';
import type { Logger } from '../../logger';
import { FetchError } from '../../net/fetcher/fetch-error';
import { onBehalfOf } from '../../net/fetcher/fetch-policy';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { fetchBrandInsights, saveBrandInsights } from '../insights/fetch-brand-insights';
import type { LlmClient } from '../llm/llm-client';
import { fetchBrandNews, saveBrandNews } from '../news/fetch-brand-news';
import { analyzeSocialMedia, saveSocialLinks } from '../people/analyze-social-media';
import type { AnalysisRun } from '../pipeline/analysis-context';
import { BRAND_ANALYSIS_TIME_LIMIT_MS } from '../pipeline/analyze-brand-job';
import { fetchSiteSnapshot, type SiteSnapshot } from '../pipeline/site-snapshot';
import { analyzePositioning, saveBrandPositioning } from '../positioning/analyze-positioning';

/** What the admin's single-brand analyses need besides the database. */
export interface IntelDeps {
  db: Db;
  events: EventBus;
  logger: Logger;
  fetchPolicy: FetchPolicy;
  llm: LlmClient | null;
}

type IntelRun = Pick<
  AnalysisRun,
  'brand' | 'db' | 'fetchPolicy' | 'llm' | 'log' | 'signal' | 'site' | 'provenance'
>;

/** The brand to analyse now: it exists, is not protected and has a website. */
async function analyzableBrand(db: Db, brandId: string): Promise<BrandRow> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  if (brand.protected) throw new AppError('CONFLICT', 'This brand is protected: it is not re-analysed');
  if (!brand.url) throw new AppError('UNPROCESSABLE', 'The brand has no website address');
  return brand;
}

/** One analysis run outside the job queue; `signal` bounds it as a queued one is bounded. */
function runFor(deps: IntelDeps, brand: BrandRow, actor: SessionUser, signal: AbortSignal): IntelRun {
  const fetchPolicy = onBehalfOf(deps.fetchPolicy, actor.id);
  let snapshot: Promise<SiteSnapshot> | null = null;
  return {
    brand,
    db: deps.db,
    fetchPolicy,
    llm: deps.llm,
    log: deps.logger.child({ brand: brand.slug }),
    signal,
    site: () => {
      snapshot ??= fetchSiteSnapshot(brand.url ?? '', fetchPolicy, signal);
      return snapshot;
    },
    provenance: (method, source) => ({ method, source, at: new Date().toISOString() }),
  };
}

/**
 * Runs one analysis now for an admin: the site that cannot be read is a 422 naming why, a brand
 * protected meanwhile is a 409. `find` reads the site within the time limit; `save` then writes
 * what it found in one transaction with the action's audit row, and the change is announced.
 */
async function analyzeNow<F, T>(
  deps: IntelDeps,
  brandId: string,
  actor: SessionUser,
  action: string,
  find: (run: IntelRun) => Promise<F>,
  save: (tx: Db, run: IntelRun, found: F) => Promise<{ saved: boolean; result: T }>,
): Promise<T> {
  const brand = await analyzableBrand(deps.db, brandId);
  let found: { run: IntelRun; value: F };
  try {
    found = await withDeadline(BRAND_ANALYSIS_TIME_LIMIT_MS, null, async (signal) => {
      const run = runFor(deps, brand, actor, signal);
      return { run, value: await find(run) };
    });
  } catch (error) {
    if (error instanceof FetchError) {
      throw new AppError('UNPROCESSABLE', `The brand's website could not be read: ${error.message}`);
    }
    throw error;
  }
  const result = await inTransaction(deps.db, async (tx) => {
    const outcome = await save(tx, found.run, found.value);
    if (!outcome.saved) throw new AppError('CONFLICT', 'This brand is protected: it is not re-analysed');
    await recordAudit(tx, actor, { action, targetType: 'brand', targetId: brand.id });
    return outcome.result;
  });
  await deps.events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
  return result;
}

async function storedRow(db: Db, brandId: string): Promise<BrandRow> {
  const [row] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!row) throw new AppError('NOT_FOUND', 'No such brand');
  return row;
}

/** analyze-positioning for one brand, now. */
export function analyzePositioningNow(deps: IntelDeps, brandId: string, actor: SessionUser) {
  return analyzeNow(
    deps,
    brandId,
    actor,
    'brand.analyze-positioning',
    analyzePositioning,
    async (tx, run, result) => {
      const saved = await saveBrandPositioning(tx, run.brand, result, run.provenance);
      const row = await storedRow(tx, brandId);
      return {
        saved,
        result: {
          archetype: row.archetype,
          pricing_strategy: row.pricingStrategy,
          competitive_positioning: row.competitivePositioning ?? {},
          competitors: row.competitors,
        },
      };
    },
  );
}

/** fetch-brand-news for one brand, now. */
export function fetchBrandNewsNow(deps: IntelDeps, brandId: string, actor: SessionUser) {
  return analyzeNow(deps, brandId, actor, 'brand.fetch-news', fetchBrandNews, async (tx, run, news) => {
    const { saved, updatedAt } = await saveBrandNews(tx, run.brand, news, run.provenance);
    return { saved, result: { recent_news: news.items, news_last_updated_at: updatedAt.toISOString() } };
  });
}

/** fetch-brand-insights for one brand, now. */
export function fetchBrandInsightsNow(deps: IntelDeps, brandId: string, actor: SessionUser) {
  return analyzeNow(
    deps,
    brandId,
    actor,
    'brand.fetch-insights',
    fetchBrandInsights,
    async (tx, run, found) => {
      const { saved, updatedAt } = await saveBrandInsights(tx, run.brand, found, run);
      return {
        saved,
        result: {
          key_people: found.keyPeople,
          company_insights: found.insights,
          insights_last_updated_at: updatedAt.toISOString(),
        },
      };
    },
  );
}

/** analyze-social-media for one brand, now. */
export function analyzeSocialMediaNow(deps: IntelDeps, brandId: string, actor: SessionUser) {
  return analyzeNow(
    deps,
    brandId,
    actor,
    'brand.analyze-social',
    analyzeSocialMedia,
    async (tx, run, found) => {
      const saved = await saveSocialLinks(tx, run.brand, found, run.provenance);
      return { saved, result: { success: true as const, social_links: found.socialLinks } };
    },
  );
}
