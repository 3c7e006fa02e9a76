import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../playwright.config';
import { signInAs } from './sign-in';

export { signInAs };

/**
 * Becomes admin the way an operator does: sign in by magic link with the address listed in
 * ADMIN_EMAILS (see playwright.config.ts), then grant yourself on /create-admin.
 */
async function signInAsAdmin(page: Page) {
  await signInAs(page, E2E_ADMIN_EMAIL);
  await page.goto('/create-admin');
  await expect(page.getByText(`Signed in as ${E2E_ADMIN_EMAIL}`)).toBeVisible();
  if (await page.getByText('Your role: user').isVisible()) {
    await page.getByLabel('Email to grant admin access').fill(E2E_ADMIN_EMAIL);
    await page.getByRole('button', { name: 'Grant admin access' }).click();
    await expect(page.getByText('Success!')).toBeVisible();
    // The page reloads 1.5 s after a self-grant (spec 001 §4).
    await expect(page.getByText('Your role: admin')).toBeVisible({ timeout: 15_000 });
  }
}

/** Tests run as the e2e admin; the sign-in happens once per worker and its cookies are reused. */
export const test = base.extend<object, { adminStorageState: string }>({
  adminStorageState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signInAsAdmin(page);
      const file = path.join(workerInfo.project.outputDir, `.admin-state-${workerInfo.workerIndex}.json`);
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  storageState: ({ adminStorageState }, use) => use(adminStorageState),
});

export { expect };

/** The site's origin, which state-changing API calls must carry. */
export function appOrigin(): string {
  return new URL(String(test.info().project.use.baseURL)).origin;
}

/** A fresh brand of the test's own, imported through the CSV route (as the panel sends it). */
export async function importBrand(
  page: Page,
  fields: { name: string; primary?: string; palette?: string[]; url?: string; industry?: string },
): Promise<{ slug: string }> {
  const palette = fields.palette ? `"${fields.palette.join(', ')}"` : '';
  const url = fields.url ?? `${fields.name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example`;
  const csv = `name,url,primary_color,color_palette,industry\n"${fields.name}",${url},${fields.primary ?? ''},${palette},"${fields.industry ?? ''}"\n`;
  const res = await page.request.post('/api/admin/import/csv', {
    headers: { 'content-type': 'text/csv', origin: appOrigin() },
    data: csv,
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { slugs: string[] };
  return { slug: body.slugs[0] ?? '' };
}
