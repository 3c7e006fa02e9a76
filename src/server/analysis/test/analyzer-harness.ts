import type { Brand } from '../../../domain/brand';
import { createLogger, type Logger } from '../../logger';
import { fetchPolicyFor } from '../../net/fetcher/fetch-policy';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { requestAs } from '../../test/actors';
import { type FixtureServer, serveFixtureSite } from '../../test/fixture-server';
import { signInAs } from '../../test/sign-in';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startAnalysisWorker } from '../jobs/start-analysis-worker';
import type { Worker } from '../jobs/worker';
import type { RenderService } from '../render/process-renderer';
import type { FailingFixtureSite, FixtureBrandSite } from './fixture-sites/fixture-brand-site';

/** A worker on the test app's database, storage and events, run by hand with `drain()`. */
export function startTestAnalysisWorker(
  t: TestApp,
  fetchPolicy: FetchPolicy,
  render?: RenderService,
  logger = createLogger('silent'),
): Worker {
  return startAnalysisWorker(
    {
      db: t.database.db,
      storage: t.storage,
      events: t.events,
      logger,
      config: t.config,
      fetchPolicy,
      ...(render ? { render } : {}),
    },
    { autoStart: false },
  );
}

export interface AnalyzerHarness {
  t: TestApp;
  /** A signed-in user's cookie, and an admin's. */
  user: string;
  admin: string;
  worker: Worker;
  policy: FetchPolicy;
  serve(site: FixtureBrandSite | FailingFixtureSite): Promise<FixtureServer>;
  /** Adds the brand through POST /api/brands, as the wizard does. */
  addBrand(input: { name: string; url: string; industry?: string }): Promise<Brand>;
  /** The brand as an admin reads it (listed or not). */
  getBrand(slug: string): Promise<Brand>;
  /** Serves the site, adds its brand, runs the queue dry and reads the brand back. */
  analyze(site: FixtureBrandSite | FailingFixtureSite): Promise<{ brand: Brand; server: FixtureServer }>;
  close(): Promise<void>;
}

/**
 * The whole app on an in-memory database, allowed to fetch 127.0.0.1, with an analysis worker on
 * the app's own event bus that runs when drained (no timers in tests).
 */
export async function createAnalyzerHarness(
  options: {
    timeoutMs?: number;
    allowLoopback?: boolean;
    /** The render stage's browser (none by default: the static reader alone). */
    render?: RenderService;
    logger?: Logger;
  } = {},
): Promise<AnalyzerHarness> {
  const t = await createTestApp({ configOverrides: { analyzerAllowHosts: ['127.0.0.1'] } });
  const user = await signInAs(t, 'maker@example.com');
  const admin = await signInAs(t, 'curator@example.com', 'admin');
  const policy = {
    ...fetchPolicyFor(t.config),
    timeoutMs: options.timeoutMs ?? 4_000,
    ...(options.allowLoopback === false ? { allowHosts: [] } : {}),
  };
  const worker = startTestAnalysisWorker(t, policy, options.render, options.logger);
  const servers: FixtureServer[] = [];
  // POST /api/brands allows 10 brands per user per minute: a fresh maker every ten.
  let added = 0;
  let maker = user;
  const harness: AnalyzerHarness = {
    t,
    user,
    admin,
    worker,
    policy,
    async serve(site) {
      const server = await serveFixtureSite(await site.pages());
      servers.push(server);
      return server;
    },
    async addBrand(input) {
      if (added > 0 && added % 10 === 0) maker = await signInAs(t, `maker${added}@example.com`);
      added++;
      const res = await requestAs(t, maker, 'POST', '/api/brands', {
        ...input,
        industry: input.industry ?? 'Other',
      });
      if (res.status !== 201) throw new Error(`POST /api/brands answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as Brand;
    },
    async getBrand(slug) {
      // As an admin: a brand added here is not listed until its analysis completed.
      const res = await requestAs(t, admin, 'GET', `/api/brands/${slug}`);
      if (res.status !== 200) throw new Error(`GET /api/brands/${slug} answered ${res.status}`);
      return (await res.json()) as Brand;
    },
    async analyze(site) {
      const server = await harness.serve(site);
      const created = await harness.addBrand({
        name: site.name,
        url: `${server.origin}${site.entryPath}`,
        ...('industry' in site ? { industry: site.industry } : {}),
      });
      await worker.drain();
      return { brand: await harness.getBrand(created.slug), server };
    },
    async close() {
      await worker.stop();
      await Promise.all(servers.map((s) => s.close()));
      await t.close();
    },
  };
  return harness;
}
