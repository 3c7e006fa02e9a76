import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../playwright.config';

async function mailedLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as {
        to: string;
        links: string[];
      }[];
      link = mails.filter((m) => m.to === email).at(-1)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/**
 * Becomes admin the way an operator does: sign in by magic link with the address listed in
 * ADMIN_EMAILS (see playwright.config.ts), then grant yourself on /create-admin.
 */
async function signInAsAdmin(page: Page) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(E2E_ADMIN_EMAIL);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByRole('heading', { name: 'Magic link sent!' })).toBeVisible();
  await page.goto(await mailedLink(page, E2E_ADMIN_EMAIL));
  await expect(page.getByText('Welcome!')).toBeVisible();
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
