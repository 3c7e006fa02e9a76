import { expect, type Page } from '@playwright/test';

async function linksFor(page: Page, email: string): Promise<string[]> {
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    to: string;
    links: string[];
  }[];
  return mails.filter((m) => m.to === email).flatMap((m) => m.links);
}

/** The link of the mail sent after `before` was read (a worker may sign in more than once a run). */
async function newLink(page: Page, email: string, before: string[]): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await linksFor(page, email)).find((l) => !before.includes(l));
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/** Signs in by magic link as `email`, a plain user unless it is granted more. */
export async function signInAs(page: Page, email: string) {
  await page.goto('/auth');
  const before = await linksFor(page, email);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send magic link' }).click();
  await expect(page.getByRole('heading', { name: 'Magic link sent!' })).toBeVisible();
  await page.goto(await newLink(page, email, before));
  await expect(page.getByText('Welcome!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}
