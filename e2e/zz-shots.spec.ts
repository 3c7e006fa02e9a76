import { serverErrorSite } from '../src/server/analysis/test/fixture-sites/failing-sites';
import { serveFixtureSite } from '../src/server/test/fixture-server';
import { expect, importBrand, test } from './admin-fixtures';
import { CAIRN_COMPASS, cairnCompassSite } from './fixtures/cairn-compass-site';

test.setTimeout(180_000);

test('shots', async ({ page }) => {
  const rich = await serveFixtureSite(await cairnCompassSite.pages());
  const broken = await serveFixtureSite(await serverErrorSite.pages());
  const { slug } = await importBrand(page, {
    name: CAIRN_COMPASS.name,
    url: `${rich.origin}/`,
    industry: 'Sports & Recreation',
  });
  await importBrand(page, { name: 'Broken One', url: `${broken.origin}/` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'AI Brand Analysis' });
  await section.getByRole('button', { name: /^Analyze All Pending/ }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/integ/admin-bulk.png', fullPage: false });
  await expect(page.getByText('Bulk analysis completed', { exact: true })).toBeVisible({ timeout: 120_000 });
  await page
    .getByRole('region', { name: 'AI Brand Analysis' })
    .screenshot({ path: '/tmp/integ/admin-after.png' });
  const batch = page.getByRole('region', { name: 'Batch Operations' });
  await batch.getByRole('button', { name: 'Improve All Logos' }).click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: '/tmp/integ/admin-batch.png' });
  await expect(page.getByText('Logo fetch completed', { exact: true })).toBeVisible({ timeout: 150_000 });
  await page.screenshot({ path: '/tmp/integ/admin-batch-done.png' });
  await page.goto(`/brands/${slug}`);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const region of [
      'Brand Colors',
      'Logos',
      'Competitive Positioning',
      'Recent News',
      'Key People',
      'Company Insights',
    ]) {
      await page
        .getByRole('region', { name: region })
        .screenshot({ path: `/tmp/integ/${theme}-${region.replace(/ /g, '-')}.png` });
    }
    await page.screenshot({ path: `/tmp/integ/${theme}-top.png` });
  }
  await rich.close();
  await broken.close();
});
