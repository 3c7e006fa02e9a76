import { BULK_PAUSE_MS } from '../src/domain/admin';
import { cssVariablesSite } from '../src/server/analysis/test/fixture-sites/css-variables';
import { serverErrorSite } from '../src/server/analysis/test/fixture-sites/failing-sites';
import type { FixtureBrandSite } from '../src/server/analysis/test/fixture-sites/fixture-brand-site';
import { manifestOnlySite } from '../src/server/analysis/test/fixture-sites/manifest-only';
import { rssFeedSite } from '../src/server/analysis/test/fixture-sites/rss-feed';
import { svgInlineLogoSite } from '../src/server/analysis/test/fixture-sites/svg-inline-logo';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { expect, importBrand, test } from './admin-fixtures';

// A bulk run analyses real fixture websites one after another, with a pause between them.
test.setTimeout(180_000);

const SITES: FixtureBrandSite[] = [cssVariablesSite, rssFeedSite, manifestOnlySite];
let servers: FixtureServer[] = [];
let broken: FixtureServer;

test.beforeAll(async () => {
  servers = await Promise.all(SITES.map(async (site) => serveFixtureSite(await site.pages())));
  broken = await serveFixtureSite(await serverErrorSite.pages());
});
test.afterAll(async () => {
  await Promise.all([...servers, broken].map((server) => server.close()));
});

type BrandState = {
  name: string;
  slug: string;
  analysis_status: string;
  analysis_error: string | null;
  analysis_started_at: string | null;
  analysis_completed_at: string | null;
};

test('Analyze All Pending runs the pending brands one after another, sums up what failed, and Retry Failed puts it back', async ({
  page,
}) => {
  const stamp = Date.now();
  const brands: { name: string; slug: string }[] = [];
  for (const [index, site] of SITES.entries()) {
    const name = `${site.name} ${stamp}`;
    const { slug } = await importBrand(page, {
      name,
      url: `${servers[index]?.origin}${site.entryPath}`,
      industry: site.industry,
    });
    brands.push({ name, slug });
  }
  const failingName = `${serverErrorSite.name} ${stamp}`;
  const failing = await importBrand(page, { name: failingName, url: `${broken.origin}/` });
  brands.push({ name: failingName, slug: failing.slug });

  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'AI Brand Analysis' });
  const queue = section.getByRole('list', { name: /Analysis queue/ });
  for (const { name } of brands) {
    await expect(queue.getByRole('listitem').filter({ hasText: name }).getByText('Pending')).toBeVisible();
  }

  // While the run goes on, the queue never has two brands at work at once.
  let busiest = 0;
  let watching = true;
  const watcher = (async () => {
    while (watching) {
      const res = await page.request.get('/api/admin/analysis');
      if (res.ok()) {
        const { counts } = (await res.json()) as { counts: { analyzing: number } };
        busiest = Math.max(busiest, counts.analyzing);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();

  await section.getByRole('button', { name: /^Analyze All Pending \(\d+\)$/ }).click();
  await expect(page.getByText('Bulk analysis started', { exact: true })).toBeVisible();
  await expect(section.getByText(/Bulk analysis running: \d+ brands? left/)).toBeVisible();

  // One notice at the end: an error with the counts, no success and no notice per brand.
  const summary = page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText('Bulk analysis error', { exact: true }) });
  await expect(summary).toBeVisible({ timeout: 120_000 });
  await expect(summary).toContainText(
    /Some brands may not have been analyzed: 1 of \d+ brands failed\. Retry Failed puts them back in the queue\./,
  );
  await expect(page.getByText('Bulk analysis completed', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Analysis failed', { exact: true })).toHaveCount(0);
  watching = false;
  await watcher;
  expect(busiest).toBeLessThanOrEqual(1);
  await expect(section.getByText(/Bulk analysis running/)).toBeHidden();
  await expect(section.getByRole('button', { name: /^Analyze All Pending/ })).toBeEnabled();

  // Every brand was analysed, each starting at least the pause after the one before it ended.
  const states = await Promise.all(
    brands.map(
      async ({ slug }) => (await (await page.request.get(`/api/brands/${slug}`)).json()) as BrandState,
    ),
  );
  expect(states.map((s) => s.analysis_status)).toEqual(['completed', 'completed', 'completed', 'failed']);
  const runs = states
    .map((s) => ({
      start: Date.parse(s.analysis_started_at ?? ''),
      end: Date.parse(s.analysis_completed_at ?? ''),
    }))
    .sort((a, b) => a.start - b.start);
  const gaps = runs.slice(1).map((run, i) => run.start - (runs[i]?.end ?? 0));
  test.info().annotations.push({ type: 'pause between brands (ms)', description: gaps.join(', ') });
  for (const gap of gaps) {
    // The database's clock: the pause less a little for the release's own round trip.
    expect(gap).toBeGreaterThanOrEqual(BULK_PAUSE_MS - 250);
  }
  // What the analyzer read is on the brands: the colours of the CSS-themed site, the feed's news.
  expect(states[0]).toMatchObject({ analysis_error: null });
  const lumen = (await (await page.request.get(`/api/brands/${brands[0]?.slug}`)).json()) as {
    primary_color: string;
  };
  expect(lumen.primary_color).toBe(cssVariablesSite.truth.primaryColor);
  const harbor = (await (await page.request.get(`/api/brands/${brands[1]?.slug}`)).json()) as {
    recent_news: unknown[];
  };
  expect(harbor.recent_news.length).toBeGreaterThan(0);

  // The failed brand stays in the queue with its reason until Retry Failed puts it back.
  const failedEntry = queue.getByRole('listitem').filter({ hasText: failingName });
  await expect(failedEntry.getByText('Failed', { exact: true })).toBeVisible();
  await expect(failedEntry).toContainText('answered 500');
  for (const { name } of brands.slice(0, 3)) {
    await expect(queue.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  }
  await section.getByRole('button', { name: /^Retry Failed \(\d+\)$/ }).click();
  await expect(page.getByText('Reset complete', { exact: true })).toBeVisible();
  await expect(failedEntry.getByText('Pending', { exact: true })).toBeVisible();
  await expect(failedEntry).not.toContainText('answered 500');
});

test('Improve All Logos and Analyze All Colors run for every brand and say how many changed', async ({
  page,
}) => {
  const coffee = await serveFixtureSite(await svgInlineLogoSite.pages());
  try {
    const name = `${svgInlineLogoSite.name} ${Date.now()}`;
    const { slug } = await importBrand(page, { name, url: `${coffee.origin}/` });
    const read = async () =>
      (await (await page.request.get(`/api/brands/${slug}`)).json()) as {
        logo_url: string | null;
        primary_color: string | null;
      };
    expect(await read()).toMatchObject({ logo_url: null, primary_color: null });

    await page.goto('/admin');
    const batch = page.getByRole('region', { name: 'Batch Operations' });
    const completedToast = (title: string | RegExp) =>
      page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });

    await batch.getByRole('button', { name: 'Improve All Logos' }).click();
    await expect(page.getByText('Logo fetch started', { exact: true })).toBeVisible();
    await expect(batch.getByRole('button', { name: 'Improving logos…' })).toBeDisabled();
    // The spec's words once the last job has ended, with how many logos really changed.
    const logos = completedToast('Logo fetch completed');
    await expect(logos).toContainText(/Successfully updated [1-9]\d* brand logos with improved quality/, {
      timeout: 150_000,
    });
    await expect(batch.getByRole('button', { name: 'Improve All Logos' })).toBeEnabled();
    await expect(batch.getByText(/^Last run: [1-9]\d* of \d+ brands got a better logo\.$/)).toBeVisible();
    expect((await read()).logo_url).toMatch(/\/files\/brand-logos\/.+\.svg$/);

    await batch.getByRole('button', { name: 'Analyze All Colors (3-5 each)' }).click();
    await expect(page.getByText('Color analysis started', { exact: true })).toBeVisible();
    await expect(completedToast(/^Color analysis completed for [1-9]\d* brands$/)).toBeVisible({
      timeout: 150_000,
    });
    expect((await read()).primary_color).toBe(svgInlineLogoSite.truth.primaryColor);
  } finally {
    await coffee.close();
  }
});
