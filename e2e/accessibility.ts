import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical WCAG 2 A/AA violations of the page as shown in `scheme`, each as
 * 'scheme path rule: first target'. A page's markup is the same in both colour schemes; only its
 * colours change. So the light pass runs every rule and the dark pass only colour contrast, which
 * halves the dark pass's time.
 */
export async function seriousViolations(
  page: Page,
  scheme: 'light' | 'dark',
  path: string,
): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const results = await (scheme === 'light'
    ? axe.withTags(['wcag2a', 'wcag2aa'])
    : axe.withRules(['color-contrast'])
  ).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${scheme} ${path} ${v.id}: ${v.nodes[0]?.target}`);
}
