import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { pageAt } from '@/domain/pages';
import { pageReads } from '@/web/app/page-reads';
import { AppProvider } from '@/web/app/provider';
import { appRoutes, type PageModule } from '@/web/app/router';
import { loadDeferredParts } from '@/web/lib/deferred-part';
import { holdPageData } from '@/web/lib/page-data';

/**
 * The pages whose first screen the server renders: Brand Discovery and the brand page. Their
 * modules are bundled here rather than loaded lazily, so nothing suspends in the render.
 */
const RENDERED_MODULES = import.meta.glob<PageModule>(
  ['./features/brands/routes/brands.tsx', './features/brand-detail/routes/brand-detail.tsx'],
  { eager: true },
);
const LOADED: Record<string, PageModule> = Object.fromEntries(
  Object.entries(RENDERED_MODULES).map(([file, module]) => [file.slice(2), module]),
);

/** Whether the server renders the first screen of the page at this path. */
export function rendersPage(pathname: string): boolean {
  const page = pageAt(pathname);
  return page !== null && !page.brandSlug && page.module in LOADED;
}

/** One render at a time: the carried answers are held for the render's reads, as the page's data. */
let previous: Promise<unknown> = Promise.resolve();

/** One turn of the event loop: reads answered from the carried data have settled by then. */
const nextTask = () => new Promise((resolve) => setImmediate(resolve));

/**
 * The parts the browser loads as they near the screen (deferred-part.tsx): the server renders them
 * too. Asked for at the first render, not while this module is evaluated: their chunks import this
 * module back, and a module runner that is not Node's own (vitest's) hands a chunk the exports of a
 * module still being evaluated.
 */
let partsLoaded: Promise<void> | undefined;

async function renderNow(url: URL, carried: Record<string, unknown>): Promise<string | null> {
  partsLoaded ??= loadDeferredParts().catch((error: unknown) => {
    // Asked again by the next render.
    partsLoaded = undefined;
    throw error;
  });
  await partsLoaded;
  // A query cache of the request's own, filled from the answers the page carries (never shared).
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  holdPageData(carried);
  try {
    const reads = pageReads(client, url);
    if (reads) await Promise.race([reads, nextTask()]);
  } finally {
    holdPageData(null);
  }
  // A read the page does not carry is pending in the browser when it hydrates: it is left out
  // here too, so both renders show its placeholder.
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' });

  const handler = createStaticHandler(appRoutes({ loaded: LOADED, loaders: false }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // Nothing suspends (the pages' modules are bundled here, their deferred parts loaded), so the
  // synchronous render is complete:
  // React's streaming renderers would outline large parts behind inline scripts, which the CSP
  // forbids.
  const markup = renderToString(
    <AppProvider client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>,
  );
  client.clear();
  // A part that suspended all the same is marked for the browser to redo it, and hydration would
  // report it: such a page is left to the browser whole.
  return markup.includes('<!--$!') || markup.includes('<script') ? null : markup;
}

/**
 * The markup of a page's first screen for #root, rendered from the answers the server carries in
 * the page (path → parsed JSON answer); null for a page the server does not render.
 */
export function render(href: string, carried: Record<string, unknown>): Promise<string | null> {
  const url = new URL(href);
  if (!rendersPage(url.pathname)) return Promise.resolve(null);
  const result = previous.then(() => renderNow(url, carried));
  previous = result.catch(() => null);
  return result;
}
