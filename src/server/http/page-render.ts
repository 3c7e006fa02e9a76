import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { recentlyUsed } from '../../domain/recently-used';
import { escapeAttribute } from './html-escape';

/**
 * The markup of a page's first screen for #root, from the answers the page carries (API path →
 * parsed answer); null for a page the server does not render. The built web app's
 * `.ssr/entry-server.js` (src/web/entry-server.tsx) exports it as `render`.
 */
export type RenderPage = (href: string, carried: Record<string, unknown>) => Promise<string | null>;

/** Where the build puts the page renderer, inside the web app it renders (never served). */
export const RENDERER_DIR = '.ssr';
const RENDERER_FILE = 'entry-server.js';
/** Rendered first screens kept: a few dozen pages are most of a catalogue's visits. */
const MAX_CACHED_SCREENS = 200;
/**
 * New screens rendered per second at most, and as a burst. A render takes the event loop for
 * milliseconds to tens of them; without a bound, addresses no one asked for before (a search per
 * request) would make every visit pay one. Past the budget a page is the shell with its data, and
 * the browser renders it: slower to paint, as correct.
 */
export const NEW_SCREENS_PER_SECOND = 10;

/** A token bucket: `perSecond` takes a second, up to `perSecond` at once. */
export function renderBudget(perSecond: number, now: () => number = performance.now.bind(performance)) {
  let tokens = perSecond;
  let at = now();
  return {
    take(): boolean {
      const time = now();
      tokens = Math.min(perSecond, tokens + ((time - at) / 1000) * perSecond);
      at = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}

const modifiedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * The built page renderer, loaded once per build (a new build is imported afresh); null while none
 * is built or when it does not load: the page is then the client-rendered shell, as before.
 */
export function builtPageRenderer(
  distDir: string,
  onError: (error: unknown) => void,
): () => Promise<RenderPage | null> {
  const file = path.join(distDir, RENDERER_DIR, RENDERER_FILE);
  let loaded: { version: number; render: Promise<RenderPage | null> } | null = null;
  return () => {
    const version = modifiedAt(file);
    if (version === 0) return Promise.resolve(null);
    if (loaded?.version !== version) {
      const render = import(`${pathToFileURL(file).href}?v=${version}`).then(
        (module: { render?: RenderPage }) => (typeof module.render === 'function' ? module.render : null),
        (error: unknown) => {
          onError(error);
          return null;
        },
      );
      loaded = { version, render };
    }
    return loaded.render;
  };
}

/**
 * Rendered first screens, kept by page address and the answers they were rendered from: a page
 * is rendered again only when its data changed (a brand write empties the public read cache the
 * answers come from) or a new build arrived, so the rendering costs a page once, not per visit.
 * Only visitors' pages are rendered, never a signed-in view. New screens are rendered within
 * `budget`; past it the page goes as the shell (null), its kept screens still served.
 */
export function cachedPageRenderer(
  render: () => Promise<RenderPage | null>,
  buildVersion: () => string,
  budget: { take(): boolean } = renderBudget(NEW_SCREENS_PER_SECOND),
) {
  const screens = recentlyUsed<string, string | null>(MAX_CACHED_SCREENS);
  return async (href: string, data: [string, string][]): Promise<string | null> => {
    const renderPage = await render();
    if (!renderPage) return null;
    const digest = createHash('sha1');
    for (const [dataPath, answer] of data) digest.update(dataPath).update('\0').update(answer).update('\0');
    const key = `${buildVersion()}\n${href}\n${digest.digest('base64url')}`;
    const cached = screens.get(key);
    if (cached !== undefined) return cached;
    if (!budget.take()) return null;
    const carried = Object.fromEntries(data.map(([dataPath, answer]) => [dataPath, JSON.parse(answer)]));
    const markup = await renderPage(href, carried);
    screens.set(key, markup);
    return markup;
  };
}

/** The page with its first screen rendered into #root (the markup React hydrates). */
export function withRenderedRoot(html: string, markup: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}

/** The script that starts the app after the first paint (src/web/public/after-first-paint.js). */
export const AFTER_FIRST_PAINT_SCRIPT = '/after-first-paint.js';

const MODULE_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * A page whose first screen is in its HTML paints without its scripts: they only make the screen
 * interactive, by hydrating it. So it asks for none of them until it has painted. One small
 * script starts the app then (once the first contentful paint is reported, or after a second in
 * a tab that paints nothing because it is hidden), with the entry and the chunks the page had
 * announced. On a slow connection the stylesheet and the text face no longer share it with the
 * app's code (docs/decisions/0147).
 */
export function withScriptsAfterFirstPaint(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const chunks = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const [entry] = entries;
  if (!entry || entries.length > 1) return html;
  const boot = `<script defer src="${AFTER_FIRST_PAINT_SCRIPT}" data-entry="${escapeAttribute(entry)}" data-chunks="${escapeAttribute(chunks.join(' '))}"></script>`;
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</head>', () => `    ${boot}\n  </head>`);
}
