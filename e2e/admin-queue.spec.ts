import AxeBuilder from '@axe-core/playwright';
import { type FixtureServer, serveFixtureSite } from '../src/server/test/fixture-server';
import { expect, importBrand, test } from './admin-fixtures';

// A site that takes its time: a brand analysed from it stays at work while the page is checked.
let slow: FixtureServer;
test.beforeAll(async () => {
  slow = await serveFixtureSite({ '/': { delayMs: 6_000, body: '<title>Slow Brand</title>' } });
});
test.afterAll(async () => slow.close());

test('the analysis queue: counts, analyze all, stop, one brand, debug check, live refresh', async ({
  page,
}) => {
  const stamp = Date.now();
  for (const n of [1, 2, 3]) {
    await importBrand(page, { name: `Queue ${n} ${stamp}`, url: `${slow.origin}/` });
  }
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'AI Brand Analysis' });
  await expect(section).toBeVisible();
  const pendingTile = section.locator('dl > div').filter({ hasText: 'Pending' }).locator('dd');
  const pending = Number(await pendingTile.textContent());
  expect(pending).toBeGreaterThanOrEqual(3);
  await expect(section.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /\d+/);
  const queue = section.getByRole('list', { name: /Analysis queue/ });
  await expect(queue.getByText('Pending').first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Retry Failed (0)' })).toBeDisabled();

  // Analyze all: a bulk run starts; it can be stopped.
  await section.getByRole('button', { name: `Analyze All Pending (${pending})` }).click();
  await expect(page.getByText('Bulk analysis started', { exact: true })).toBeVisible();
  await expect(section.getByText(/Bulk analysis running: \d+ brands? left/)).toBeVisible();
  await expect(section.getByRole('button', { name: /Analyze All Pending/ })).toBeDisabled();

  await section.getByRole('button', { name: 'Debug Check' }).click();
  const report = section.getByRole('region', { name: 'Debug check' });
  await expect(report).toBeVisible();
  await expect(report.getByText('Bulk run waiting')).toBeVisible();

  await section.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Bulk analysis stopped', { exact: true })).toBeVisible();
  // Stop takes the waiting brands off the queue; the one at work finishes (its site answers after
  // 6 s), and then the run is over.
  await expect(section.getByText(/Bulk analysis running/)).toBeHidden({ timeout: 15_000 });
  await expect(page.getByText('Bulk analysis completed')).toHaveCount(0);

  // One brand by itself: one of this test's own when the list shows it (its site answers after
  // 6 s, so it is still at work when checked), else the first brand left waiting. Other journeys'
  // brands may wait before this test's own, and the list shows the first 20 only.
  const own = queue.getByRole('button', {
    name: new RegExp(`^Analyze Queue \\d ${stamp}$`),
    disabled: false,
  });
  const ownShown = (await own.count()) > 0;
  const waiting = ownShown
    ? own.first()
    : queue.getByRole('button', { name: /^Analyze /, disabled: false }).first();
  const label = (await waiting.getAttribute('aria-label')) ?? '';
  const analyze = queue.getByRole('button', { name: label, exact: true });
  await analyze.click();
  await expect(page.getByText('Analysis started', { exact: true })).toBeVisible();
  if (ownShown) await expect(analyze).toBeDisabled();

  // A brand imported elsewhere appears without a reload (live events, or the 10 s refresh).
  const other = await page.context().newPage();
  await other.goto('/brands');
  await importBrand(other, { name: `Queue Live ${stamp}` });
  await other.close();
  await expect(pendingTile).not.toHaveText(String(pending), { timeout: 15_000 });

  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
});

test('the admin page refuses a visitor', async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admins only' })).toBeVisible();
  await expect(page.getByText('Please sign in with an admin account.')).toBeVisible();
  await context.close();
});
