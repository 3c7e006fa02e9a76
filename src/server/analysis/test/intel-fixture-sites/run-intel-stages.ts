import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { type BrandRow, brands } from '../../../db/schema';
import { createLocalEventBus, type LiveEvent } from '../../../events/event-bus';
import { ANALYZE_BRAND_JOB } from '../../../jobs/job-names';
import { createLogger } from '../../../logger';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '../../../net/fetcher/safe-fetch';
import type { Storage } from '../../../storage/storage';
import { insertBrand } from '../../../test/brand-factory';
import { serveFixtureSite } from '../../../test/fixture-server';
import { enqueueJob } from '../../jobs/job-queue';
import type { LlmClient } from '../../llm/llm-client';
import { analyzeBrandHandler } from '../../pipeline/analyze-brand-job';
import type { IntelFixture } from './fixture-truth';

/** The stages of this part of the analyzer, in the order analyze-brand runs them. */
export const INTEL_STAGES = ['positioning', 'news', 'social', 'insights'] as const;

export const TEST_FETCH_POLICY: FetchPolicy = {
  ...DEFAULT_FETCH_POLICY,
  allowHosts: ['127.0.0.1'],
  timeoutMs: 3_000,
};

/**
 * Serves a fixture site on 127.0.0.1, adds its brand (no archetype or pricing yet), and runs the
 * analyze-brand job handler with the intelligence stages over it. Returns the stored brand, the
 * events published and the site's origin.
 */
export async function analyzeFixture(
  database: Database,
  storage: Storage,
  fixture: IntelFixture,
  options: { llm?: LlmClient | null; fetchPolicy?: FetchPolicy; slug?: string } = {},
): Promise<{ brand: BrandRow; events: LiveEvent[]; origin: string; hits: string[] }> {
  const site = await serveFixtureSite(fixture.site);
  try {
    const brand = await insertBrand(database.db, {
      name: fixture.name,
      slug: options.slug ?? fixture.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      industry: fixture.industry,
      url: `${site.origin}/`,
      archetype: null,
      pricingStrategy: null,
      analysisStatus: 'pending',
    });
    const bus = createLocalEventBus();
    const events: LiveEvent[] = [];
    bus.subscribe((event) => events.push(event));
    const handler = analyzeBrandHandler({
      db: database.db,
      storage,
      events: bus,
      logger: createLogger('silent'),
      fetchPolicy: options.fetchPolicy ?? TEST_FETCH_POLICY,
      llm: options.llm ?? null,
    });
    const job = await enqueueJob(database.db, {
      type: ANALYZE_BRAND_JOB,
      brandId: brand.id,
      payload: { preserve_colors: false, stages: [...INTEL_STAGES] },
    });
    await handler.run(job, { signal: new AbortController().signal });
    const [stored] = await database.db.select().from(brands).where(eq(brands.id, brand.id));
    if (!stored) throw new Error('the brand vanished');
    return { brand: stored, events, origin: site.origin, hits: [...site.hits] };
  } finally {
    await site.close();
  }
}
