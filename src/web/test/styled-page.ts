import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compile } from '@tailwindcss/node';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { TEST_CHROMIUM } from '../../../e2e/chromium';

const STYLES = fileURLToPath(new URL('../styles.css', import.meta.url));
const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The site's stylesheet compiled once per test file (reading Tailwind's sources is most of the
 * cost). Its builds add up: each page's stylesheet also holds the classes of pages shown before.
 */
let compiler: ReturnType<typeof compile> | undefined;

/** The site's own stylesheet (src/web/styles.css) built for the classes this markup uses. */
async function stylesFor(html: string): Promise<string> {
  compiler ??= readFile(STYLES, 'utf8').then((css) =>
    compile(css, { base: WEB_ROOT, from: STYLES, onDependency: () => {} }),
  );
  const candidates = new Set<string>();
  for (const [, list] of html.matchAll(/class="([^"]*)"/g)) {
    for (const name of (list ?? '').split(/\s+/)) if (name) candidates.add(name);
  }
  return (await compiler).build([...candidates]);
}

/**
 * Static markup shown in Debian's Chromium with the site's stylesheet, so a test can read what a
 * person would meet: sizes, positions, colours, animations, the accessibility tree.
 */
export async function openStyledBrowser() {
  const browser: Browser = await chromium.launch({
    executablePath: TEST_CHROMIUM.executablePath,
    args: [...TEST_CHROMIUM.args],
  });
  return {
    /** A page showing `html` at 800 px wide, motion reduced or not. */
    async show(html: string, options: { reducedMotion?: boolean } = {}): Promise<Page> {
      const page = await browser.newPage({
        viewport: { width: 800, height: 600 },
        reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
      });
      await page.setContent(`<!doctype html><style>${await stylesFor(html)}</style><body>${html}</body>`);
      return page;
    },
    close: () => browser.close(),
  };
}

/**
 * The styled browser for a test file: opened before its tests, closed after them. `show` is
 * `openStyledBrowser`'s.
 */
export function styledBrowserForTests() {
  let browser: Awaited<ReturnType<typeof openStyledBrowser>> | undefined;
  beforeAll(async () => {
    browser = await openStyledBrowser();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
  return {
    show(html: string, options: { reducedMotion?: boolean } = {}): Promise<Page> {
      if (!browser) throw new Error('The styled browser opens before the tests run');
      return browser.show(html, options);
    },
  };
}
