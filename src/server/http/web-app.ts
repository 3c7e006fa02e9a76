import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { pageAt } from '../../domain/pages';
import { pageTitle } from '../../domain/text';
import { memoryStaticFiles } from './memory-static';
import { hasSessionCookie, loadPageData, type ReadPublic, withPageData } from './page-data';
import { type BuildManifest, withPageHints } from './page-hints';
import { type PageMeta, withPageMeta, withTitle } from './page-meta';
import {
  builtPageRenderer,
  cachedPageRenderer,
  RENDERER_DIR,
  type RenderPage,
  withRenderedRoot,
  withScriptsAfterFirstPaint,
} from './page-render';
import { problemJson } from './problem';
import type { AppEnv } from './types';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const OTHER_FILE_CACHE = 'public, max-age=3600';

/**
 * A path the API would own however it is spelt (`/API/x`, `/api%2Fx`): it answers a 404 problem,
 * never the web app, so a client or a crawler cannot mistake a missing route for a page.
 */
export function isApiPath(requestPath: string): boolean {
  let decoded = requestPath;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    // Malformed escapes: judged as written.
  }
  return /^\/+api(?:[/\\]|$)/i.test(decoded);
}

interface WebBuild {
  html: string;
  manifest: BuildManifest | null;
}

/**
 * The text face every page paints with: fetched with the HTML rather than once the stylesheet is
 * read, so the first paint is already in it and nothing moves when it arrives.
 */
const FIRST_PAINT_FONT = /^inter-latin-wght-normal-[\w-]+\.woff2$/;

function withFontPreload(html: string, distDir: string): string {
  let fonts: string[];
  try {
    fonts = fs.readdirSync(path.join(distDir, 'assets')).filter((file) => FIRST_PAINT_FONT.test(file));
  } catch {
    return html;
  }
  const links = fonts.map(
    (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`,
  );
  return links.length > 0 ? html.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`) : html;
}

const modifiedAt = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** index.html and Vite's manifest, read again only when a new build replaces one of them. */
function webBuildReader(distDir: string): () => WebBuild | null {
  const indexFile = path.join(distDir, 'index.html');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  let cached: { version: string; build: WebBuild } | null = null;
  return () => {
    const version = `${modifiedAt(indexFile)}:${modifiedAt(manifestFile)}`;
    if (cached?.version === version) return cached.build;
    let html: string;
    try {
      html = fs.readFileSync(indexFile, 'utf8');
    } catch {
      return null;
    }
    let manifest: BuildManifest | null = null;
    try {
      manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
    } catch {
      // A build without a manifest: the page's code is not announced, the rest works.
    }
    cached = { version, build: { html: withFontPreload(html, distDir), manifest } };
    return cached.build;
  };
}

export interface WebAppOptions {
  /**
   * The renderer of pages' first screens; by default the build's own (`.ssr/entry-server.js`), and
   * none when it is missing: pages are then the client-rendered shell.
   */
  renderer?: () => Promise<RenderPage | null>;
}

/**
 * The built SPA: hashed assets cached for a year (served from the build's .br/.gz siblings when
 * the browser accepts them), everything else answered with index.html, never cached, so that a
 * reload on a client route such as /brands/nike works. The index announces the page's code and
 * first API reads (page-hints.ts), carries a visitor's public reads (page-data.ts), and for
 * Brand Discovery and the brand pages holds their first screen rendered from those reads
 * (page-render.ts), which the browser hydrates.
 */
export function webAppRoutes(
  distDir: string,
  pageMeta?: (path: string) => Promise<PageMeta | null>,
  readPublic?: ReadPublic,
  options: WebAppOptions = {},
) {
  const app = new Hono<AppEnv>();
  const readBuild = webBuildReader(distDir);
  const buildVersion = () =>
    `${modifiedAt(path.join(distDir, 'index.html'))}:${modifiedAt(path.join(distDir, '.vite', 'manifest.json'))}`;
  // The index is answered below, with no-cache and the page's hints.
  const isIndex = (p: string) => p === '/' || p === '/index.html';
  // A renderer that does not load is said once, by the next page request's log.
  let loadError: unknown = null;
  const renderScreen = cachedPageRenderer(
    options.renderer ??
      builtPageRenderer(distDir, (error) => {
        loadError = error;
      }),
    buildVersion,
  );
  const assets = memoryStaticFiles(distDir, {
    cacheControl: HASHED_ASSET_CACHE,
    version: buildVersion,
  });
  const files = memoryStaticFiles(distDir, {
    cacheControl: OTHER_FILE_CACHE,
    version: buildVersion,
    skip: isIndex,
  });

  app.all('*', (c, next) =>
    isApiPath(c.req.path) ? problemJson(c, 404, `No API route ${c.req.method} ${c.req.path}`) : next(),
  );
  // The build's own bookkeeping (Vite's manifest names every source module) is not for visitors.
  app.all('/.vite/*', (c) => c.text('Not found', 404));
  // Nor is the server's page renderer.
  app.all(`/${RENDERER_DIR}/*`, (c) => c.text('Not found', 404));
  app.use('/assets/*', assets);
  app.use('*', files);
  app.get('*', async (c) => {
    const build = readBuild();
    if (!build) return c.text('The web app is not built yet: run `npm run build`.', 503);
    c.header('cache-control', 'no-cache');
    const search = new URL(c.req.url).searchParams;
    const [meta, data] = await Promise.all([
      pageMeta ? pageMeta(c.req.path).catch(() => null) : null,
      readPublic && !hasSessionCookie(c.req.header('cookie'))
        ? loadPageData(readPublic, c.req.path, search)
        : [],
    ]);
    const inlined = new Set(data.map(([dataPath]) => dataPath));
    let html = withPageHints(build.html, build.manifest, c.req.path, search, inlined);
    // A missing brand's page answers 404 and a signed-in visitor's carries no data: both stay the shell.
    if (data.length > 0 && meta?.status !== 404) {
      const href = `http://localhost${c.req.path}${search.size > 0 ? `?${search}` : ''}`;
      const markup = await renderScreen(href, data).catch((error: unknown) => {
        c.get('log')?.warn({ err: error, path: c.req.path }, 'page render failed; the browser renders it');
        return null;
      });
      if (loadError) {
        c.get('log')?.warn({ err: loadError }, 'the page renderer did not load; pages render in the browser');
        loadError = null;
      }
      if (markup) html = withScriptsAfterFirstPaint(withRenderedRoot(html, markup));
    }
    html = withPageData(html, data);
    if (meta) return c.html(withPageMeta(html, meta), meta.status ?? 200);
    const title = pageAt(c.req.path)?.title;
    return c.html(title ? withTitle(html, pageTitle(title)) : html);
  });
  return app;
}
