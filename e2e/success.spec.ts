import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs as signIn } from './sign-in';

const ACTIVE = 'Brand Explorer Pro is active. Save the brands you love.';

test('/success asks a visitor to sign in instead of saying Pro is active', async ({ page }) => {
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'Sign in with the address you paid with to use Brand Explorer Pro.',
  );
  await expect(page.getByText(ACTIVE)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/auth');
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
});

test('/success waits up to 30 s for the subscription, then says it is not confirmed; active once it is', async ({
  page,
}) => {
  await signIn(page, `success-${Date.now()}@example.com`);
  await page.clock.install();
  await page.goto('/success');
  const status = page.getByRole('status').filter({ hasText: /payment|Pro/ });
  await expect(status).toHaveText(
    'Confirming your payment… Brand Explorer Pro starts as soon as it is confirmed.',
  );
  await expect(page.getByText(ACTIVE)).toHaveCount(0);
  await page.clock.runFor(31_000);
  await expect(status).toHaveText(
    'Your payment is not confirmed yet. This can take a few minutes; check again in a moment.',
  );
  await expect(page.getByRole('button', { name: 'Check again' })).toBeVisible();

  // Paid (test mode): the page says so.
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Upgrade to Pro - $19.99/month' }).click();
  await page.getByRole('button', { name: 'Activate Pro (test mode)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
  await expect(page.getByText(ACTIVE)).toBeVisible();
});
