import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

const chart = (page: Page) => page.getByRole('group', { name: /: \d+ brands in four quadrants$/ });

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes[0]?.target}`);
}

/** A 'Filter Brands' choice that plots between 2 and 12 brands, found through the API. */
async function smallFilter(page: Page): Promise<string> {
  const facets = (await (await page.request.get('/api/brands/facets')).json()) as {
    industries: string[];
    archetypes: string[];
  };
  const choices = [
    ...facets.industries.map((i) => `industry:${i}`),
    ...facets.archetypes.map((a) => `archetype:${a}`),
  ];
  for (const filter of choices) {
    const { items } = (await (
      await page.request.get(`/api/quadrants?${new URLSearchParams({ filter })}`)
    ).json()) as {
      items: unknown[];
    };
    if (items.length >= 2 && items.length <= 12) return filter;
  }
  throw new Error('no filter plots between 2 and 12 brands');
}

test('each analysis type says in one line how its scores are computed', async ({ page }) => {
  await page.goto('/quadrants');
  const explanation = page.locator('#analysis-type-explanation');
  await expect(explanation).toContainText(
    'Price by pricing position: luxury 95, premium 80, mid-market 50, value 30, economy 15 (unknown 50). Market Share is log10 of brand equity × 10',
  );
  await expect(page.getByLabel('Analysis Type')).toHaveAccessibleDescription(/How the scores are computed/);
  await page.getByLabel('Analysis Type').selectOption('heritage-pricing');
  await expect(explanation).toContainText('Heritage is age in 2024 × 1.2, at most 100');
  await page.getByLabel('Analysis Type').selectOption('archetype-pricing');
  await expect(explanation).toContainText('Archetype by a fixed score per archetype');
});

test("'and N more' opens the whole quadrant and closes again", async ({ page }) => {
  await page.goto('/quadrants?filter=all');
  await expect(chart(page)).toBeVisible();
  const quadrant = await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^and \d+ more$/ }) })
    .first()
    .getByRole('heading', { level: 3 })
    .textContent();
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: quadrant ?? '', level: 3, exact: true }) });
  const more = card.getByRole('button', { name: /^and \d+ more$/ });
  await expect(more).toBeVisible();
  const hidden = Number((await more.textContent())?.match(/\d+/)?.[0]);
  await expect(card.getByRole('link')).toHaveCount(8);
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(card.getByRole('link')).toHaveCount(8 + hidden);
  const fewer = card.getByRole('button', { name: 'Show fewer' });
  await expect(fewer).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await fewer.click();
  await expect(card.getByRole('link')).toHaveCount(8);
});

test('points are named on hover and on focus, and always on a chart of at most 12', async ({ page }) => {
  await page.goto('/quadrants?filter=all');
  await expect(chart(page)).toBeVisible();
  const points = chart(page).getByRole('link');
  expect(await points.count()).toBeGreaterThan(12);
  // A crowded chart names no point until one is reached for.
  await expect(page.locator('[data-slot="quadrant-point-label"]')).toHaveCount(0);
  const tooltip = page.locator('[data-slot="quadrant-tooltip"]');
  await expect(tooltip).toHaveCount(0);
  const last = points.last();
  await last.hover();
  const lastName = ((await last.getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
  await expect(tooltip.getByText(lastName, { exact: true })).toBeVisible();
  // The keyboard reaches the first point; its name shows while it has focus.
  await page.mouse.move(0, 0);
  await points.first().focus();
  const firstName = ((await points.first().getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
  await expect(tooltip.getByText(firstName, { exact: true })).toBeVisible();

  const filter = await smallFilter(page);
  await page.goto(`/quadrants?${new URLSearchParams({ filter })}`);
  await expect(chart(page)).toBeVisible();
  const few = chart(page).getByRole('link');
  const count = await few.count();
  expect(count).toBeLessThanOrEqual(12);
  const labels = page.locator('[data-slot="quadrant-point-label"]');
  await expect(labels).toHaveCount(count);
  for (let i = 0; i < count; i++) {
    const name = ((await few.nth(i).getAttribute('aria-label')) ?? '').split(':')[0] ?? '';
    await expect(few.nth(i).locator('[data-slot="quadrant-point-label"]')).toHaveText(name);
    await expect(few.nth(i).locator('[data-slot="quadrant-point-label"]')).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('on a 320-pixel phone', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("the chart's names and scores read at 9 pixels or more, none over another, and the axes are named below it", async ({
    page,
  }) => {
    // The seeded car makers: nine names, five of them in one corner of the chart.
    await page.goto(`/quadrants?${new URLSearchParams({ filter: 'industry:Automotive' })}`);
    await expect(chart(page)).toBeVisible();
    await expect(page.locator('[data-slot="quadrant-axes"]')).toHaveText(/→ · .+ ↑$/);
    const sizes = await chart(page).evaluate((svg) => {
      const shrink = svg.getBoundingClientRect().width / 500;
      return [...svg.querySelectorAll('text')].map(
        (text) => parseFloat(getComputedStyle(text).fontSize) * shrink,
      );
    });
    expect(sizes.length).toBeGreaterThan(8);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(9);
    // No name is drawn over another, however the points crowd on a narrow chart. A text's box is
    // its whole line, so names on lines next to each other meet at their edges; a quarter of a
    // line shared is a name written over another.
    const touching = await chart(page).evaluate((svg) => {
      const boxes = [...svg.querySelectorAll('[data-slot="quadrant-point-label"]')].map((text) => ({
        name: text.textContent ?? '',
        box: text.getBoundingClientRect(),
      }));
      return boxes.flatMap((a, i) =>
        boxes
          .slice(i + 1)
          .filter(
            (b) =>
              a.box.left < b.box.right &&
              b.box.left < a.box.right &&
              Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) >
                Math.min(a.box.height, b.box.height) / 4,
          )
          .map((b) => `${a.name} / ${b.name}`),
      );
    });
    expect(touching).toEqual([]);
  });
});
