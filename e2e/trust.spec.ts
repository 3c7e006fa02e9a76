import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { appOrigin, expect, importBrand, signInAs, test } from './admin-fixtures';

/** A second browser, signed in as a plain user: the proposer. */
async function userPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    storageState: undefined,
  });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

async function mailsTo(page: Page, email: string) {
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as {
    to: string;
    subject: string;
    text: string;
  }[];
  return mails.filter((m) => m.to === email);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

/** With E2E_SCREENSHOTS=1, the journeys also take the README's pictures of these pages. */
async function picture(target: Page | ReturnType<Page['locator']>, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await target.screenshot({ path: `docs/screenshots/${name}.png`, animations: 'disabled' });
}

async function suggest(page: Page, slug: string, field: string, value: string, source: string) {
  await page.goto(`/brands/${slug}`);
  await page.getByRole('button', { name: 'Suggest a correction' }).click();
  const dialog = page.getByRole('dialog', { name: 'Suggest a correction' });
  await dialog.getByLabel('Field').selectOption({ label: field });
  await dialog.getByLabel('Correct value').fill(value);
  await dialog.getByLabel('Source').fill(source);
  return dialog;
}

test('a user suggests a correction, an admin accepts it, the history shows it and an admin reverts it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const { slug } = await importBrand(page, { name: `Trusty ${stamp}`, primary: '#123456' });
  const email = `proposer-${stamp}@example.com`;
  const user = await userPage(browser, email);
  const script = '<img src=x onerror="window.__pwned=1">Fresh line';

  const dialog = await suggest(user, slug, 'Tagline', script, 'https://trusty.example/press');
  await expectNoSeriousAxeViolations(user);
  await picture(dialog, 'correction-dialog');
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(user.getByText('Correction sent')).toBeVisible();

  // Script is refused nowhere and run nowhere: the source must be http(s), the value is text.
  const bad = await suggest(user, slug, 'Tagline', 'x', 'javascript:alert(1)');
  await bad.getByRole('button', { name: 'Send for review' }).click();
  await expect(bad).toBeVisible();

  await page.goto('/admin');
  const queue = page.getByRole('list', { name: 'Corrections waiting for review' });
  const card = queue.getByRole('listitem').filter({ hasText: `Trusty ${stamp}` });
  await expect(card).toContainText(script);
  await expect(card.getByRole('link', { name: 'https://trusty.example/press' })).toHaveAttribute(
    'rel',
    /nofollow/,
  );
  await expectNoSeriousAxeViolations(page);
  await picture(page.getByRole('region', { name: 'Corrections to review' }), 'review-queue');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Correction accepted')).toBeVisible();
  await expect(page.getByTestId('corrections-median')).not.toHaveText('—');

  await expect
    .poll(async () => (await mailsTo(page, email)).map((m) => m.subject))
    .toContain(`Your correction to Trusty ${stamp} was accepted`);

  await user.goto(`/brands/${slug}`);
  await expect(user.getByText(script, { exact: true })).toBeVisible();
  expect(await user.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

  await page.goto(`/brands/${slug}`);
  await page.getByRole('button', { name: 'Show the history of this brand' }).click();
  const changes = page.getByRole('list', { name: 'Changes, newest first' });
  const accepted = changes.getByRole('listitem').filter({ hasText: 'Tagline' }).first();
  await expect(accepted).toContainText('Correction citing trusty.example');
  await expect(page.getByRole('list', { name: 'Colours and logos over time' })).toContainText('#123456');
  await expectNoSeriousAxeViolations(page);
  await picture(page.getByRole('region', { name: 'History' }), 'brand-history');
  await accepted.getByRole('button', { name: 'Revert this change of tagline' }).click();
  await expect(page.getByText('Change reverted')).toBeVisible();
  await expect(changes.getByRole('listitem').first()).toContainText('(revert)');
  await expect(changes.getByRole('listitem').first()).toContainText('Reverted by an editor');
  await user.context().close();
});

test('an admin rejects a correction with a reason, and the proposer is told why', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const { slug } = await importBrand(page, { name: `Rejected ${stamp}` });
  const email = `rejected-${stamp}@example.com`;
  const user = await userPage(browser, email);
  const dialog = await suggest(user, slug, 'Year founded', '1887', 'https://rejected.example/about');
  await dialog.getByRole('button', { name: 'Send for review' }).click();
  await expect(user.getByText('Correction sent')).toBeVisible();

  await page.goto('/admin');
  const card = page
    .getByRole('list', { name: 'Corrections waiting for review' })
    .getByRole('listitem')
    .filter({
      hasText: `Rejected ${stamp}`,
    });
  await card.getByRole('button', { name: 'Reject…' }).click();
  await card.getByLabel('Reason for the proposer').fill('The about page says 1902');
  await card.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('Correction rejected')).toBeVisible();
  await expect
    .poll(async () => (await mailsTo(page, email)).map((m) => m.text).join('\n'))
    .toContain('Reason: The about page says 1902');
  await user.context().close();
});

test('API keys: create one in settings, shown once, read with it, see the usage, revoke it', async ({
  browser,
}) => {
  const email = `keys-${Date.now()}@example.com`;
  const page = await userPage(browser, email);
  await page.goto('/user-settings');
  await page.getByLabel('Key name').fill('Notebook');
  await page.getByRole('button', { name: 'Create key' }).click();
  const secret = (await page.getByTestId('new-api-key').textContent()) ?? '';
  expect(secret).toMatch(/^ba_[A-Za-z0-9_-]{43}$/);
  await expectNoSeriousAxeViolations(page);

  const api = await page.context().request;
  const read = await api.get('/api/brands?limit=1', { headers: { authorization: `Bearer ${secret}` } });
  expect(read.status()).toBe(200);
  expect(read.headers().ratelimit).toMatch(/^"daily";r=999;t=\d+$/);
  const write = await api.post('/api/brands', {
    headers: { authorization: `Bearer ${secret}`, origin: appOrigin() },
    data: { name: 'Written by a key', url: 'https://k.example', industry: 'Retail' },
  });
  expect(write.status()).toBe(403);

  await page.getByRole('button', { name: 'I have stored it' }).click();
  await expect(page.getByTestId('new-api-key')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Your API keys' })).toContainText('Notebook');
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByText(/^1 request in the last 30 days/)).toBeVisible();
  await picture(page.getByRole('region', { name: 'API keys' }), 'api-keys');

  await page.getByRole('button', { name: 'Revoke Notebook' }).click();
  await expect(page.getByText('Key revoked')).toBeVisible();
  const refused = await api.get('/api/brands?limit=1', { headers: { authorization: `Bearer ${secret}` } });
  expect(refused.status()).toBe(401);
  await page.context().close();
});
