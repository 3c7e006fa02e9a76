import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { signInAs as signIn } from './sign-in';

// As a visitor with no motion preference sees it: fades, menus and spinners run.
test.use({ reducedMotion: 'no-preference' });

test('a visitor clicking a heart is asked to log in', async ({ page }) => {
  await page.goto('/brands');
  await page
    .getByRole('button', { name: /Save .+ to favorites/ })
    .first()
    .click();
  await expect(page.getByText('Please log in to save favorites')).toBeVisible();
});

test('sign in by mailed link, upgrade in test mode, save a favourite, see it, roll back, sign out', async ({
  page,
}) => {
  const email = `journey-${Date.now()}@example.com`;
  await signIn(page, email);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: email })).toBeDisabled();
  await page.keyboard.press('Escape');

  // A signed-in user without Pro is sent to the pricing page.
  await page.goto('/brands?search=starbucks');
  await page.getByRole('button', { name: 'Save Starbucks to favorites (Pro)' }).click();
  await expect(page.getByText('Upgrade to Pro to favorite brands')).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.getByRole('button', { name: 'Upgrade to Pro - $19.99/month' }).click();
  await expect(page.getByText('TEST MODE — no payment is taken')).toBeVisible();
  await page.getByRole('button', { name: 'Activate Pro (test mode)' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

  await page.goto('/brands?search=starbucks');
  await page.getByRole('button', { name: 'Save Starbucks to favorites' }).click();
  await expect(page.getByText('Brand has been added to your favorites')).toBeVisible();
  await page.goto('/favorites');
  await expect(page.getByText('1 saved brand')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Starbucks' })).toBeVisible();

  // The server refuses: the heart goes back and the user is told.
  await page.route('**/api/favorites/*', (route) =>
    route.request().method() === 'GET' ? route.continue() : route.fulfill({ status: 500, body: '' }),
  );
  await page.getByRole('button', { name: 'Remove Starbucks from favorites' }).click();
  await expect(page.getByText('Failed to update favorites. Please try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Starbucks from favorites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.unroute('**/api/favorites/*');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByText("You've been successfully signed out.")).toBeVisible();
});

test('signing in with a password is introduced as such, not as a magic link', async ({ page }) => {
  await page.goto('/auth');
  const magicLink = page.getByText(
    "Enter your email address and we'll send you a magic link. No password needed.",
  );
  await expect(magicLink).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a password' }).click();
  await expect(page.getByRole('form', { name: 'Sign in with a password' })).toBeVisible();
  await expect(magicLink).toHaveCount(0);
  await expect(
    page.getByText('Sign in with your email address and the password you set in Settings.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send me a magic link instead' }).click();
  await expect(magicLink).toBeVisible();
});

test('the sign-in and pricing pages have no serious accessibility violations', async ({ page }) => {
  for (const path of ['/auth', '/pricing']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path} ${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
  }
});
