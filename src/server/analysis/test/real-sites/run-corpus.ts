import { eq } from 'drizzle-orm';
import type { Brand } from '../../../../domain/brand';
import { type BrandRow, brandLogos, brands } from '../../../db/schema';
import { forgetRobotsRules } from '../../../net/fetcher/robots';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '../../../net/fetcher/safe-fetch';
import { requestAs } from '../../../test/actors';
import { signInAs } from '../../../test/sign-in';
import { createTestApp } from '../../../test/test-app';
import { startTestAnalysisWorker } from '../analyzer-harness';
import type { CorpusSite } from './corpus';
import { replayedHosts, serveRecordedSite } from './replay-server';

/** What the analyzer stored for one site, read back from the database after its job. */
export interface SiteOutcome {
  site: CorpusSite;
  brand: BrandRow;
  logos: (typeof brandLogos.$inferSelect)[];
  /** Requests that reached the replay server. */
  hits: string[];
  ms: number;
}

export interface CorpusRunOptions {
  /** Only these site ids (all when absent). */
  only?: string[];
  /** Take official colours from the bundled registry (default yes): false measures the page-reading rules alone. */
  colorRegistry?: boolean;
  /** Called after each site, for progress. */
  onSite?: (outcome: SiteOutcome, index: number, total: number) => void;
}

/**
 * Runs the real pipeline on every site of the corpus: each site is replayed on 127.0.0.1, its
 * brand added through POST /api/brands with the page's real address, and the analysis job run by
 * a worker whose fetch policy routes the page's host (and its www./bare twin) to the replay and
 * refuses every other host. Nothing leaves the machine.
 */
export async function runCorpus(sites: CorpusSite[], options: CorpusRunOptions = {}): Promise<SiteOutcome[]> {
  const t = await createTestApp({
    configOverrides: { analyzerColorRegistry: options.colorRegistry ?? true },
  });
  const hostRoutes = new Map<string, string>();
  const policy: FetchPolicy = { ...DEFAULT_FETCH_POLICY, timeoutMs: 4_000, hostRoutes };
  const worker = startTestAnalysisWorker(t, policy);
  const chosen = options.only ? sites.filter((s) => options.only?.includes(s.id)) : sites;
  const outcomes: SiteOutcome[] = [];
  let maker = '';
  try {
    for (const [index, site] of chosen.entries()) {
      // POST /api/brands allows a user 10 brands a minute: a fresh maker for every few sites.
      if (index % 5 === 0) maker = await signInAs(t, `corpus-maker-${index}@example.com`);
      const started = performance.now();
      const server = await serveRecordedSite(site);
      hostRoutes.clear();
      for (const host of replayedHosts(site.routes.page_host)) hostRoutes.set(host, server.origin);
      forgetRobotsRules();
      try {
        const res = await requestAs(t, maker, 'POST', '/api/brands', {
          name: site.truth.name.value,
          url: site.routes.page_url,
          industry: 'Other',
        });
        if (res.status !== 201)
          throw new Error(`POST /api/brands answered ${res.status}: ${await res.text()}`);
        const created = (await res.json()) as Brand;
        await worker.drain();
        const [brand] = await t.database.db.select().from(brands).where(eq(brands.id, created.id));
        if (!brand) throw new Error(`the brand of ${site.id} is gone`);
        const logos = await t.database.db.select().from(brandLogos).where(eq(brandLogos.brandId, created.id));
        const outcome = { site, brand, logos, hits: server.hits, ms: performance.now() - started };
        outcomes.push(outcome);
        options.onSite?.(outcome, index, chosen.length);
      } finally {
        await server.close();
      }
    }
  } finally {
    await worker.stop();
    await t.close();
  }
  return outcomes;
}
