import type { ComponentType } from 'react';
import { createBrowserRouter, type HydrationState, type RouteObject, RouterProvider } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from '@/domain/pages';
import { PageLoader } from '@/web/components/page-loader';
import { Layout } from './layout';
import { pageReads } from './page-reads';
import { queryClient } from './query-client';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** A page module: the components it exports by name. */
export type PageModule = Record<string, ComponentType>;

/** Every page module, each its own chunk, loaded when its page is first opened. */
const PAGE_MODULES = import.meta.glob<PageModule>([
  '../features/*/routes/*.tsx',
  '!../features/*/routes/*.test.tsx',
]);

/**
 * How long a page waits for its first reads before it shows with placeholders. Reads the server
 * announced in the HTML are usually there by then, and the page appears complete in one paint
 * rather than as skeletons first; a slow read only costs this much before the skeletons show.
 */
const FIRST_READS_GRACE_MS = 60;

function withinGrace(reads: Promise<unknown>): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const grace = new Promise((resolve) => {
    timer = setTimeout(resolve, FIRST_READS_GRACE_MS);
  });
  return Promise.race([reads, grace]).finally(() => clearTimeout(timer));
}

/**
 * A page's reads start with its code rather than after it renders, and the page waits for them
 * within the grace period, so it paints complete: the skeleton and then the data would move
 * everything below it. Filters and sort of /brands change only the query string: the list
 * fetches for itself then, without a grace period.
 */
async function firstReadsLoader({ request }: { request: Request }) {
  const reads = pageReads(queryClient, new URL(request.url));
  if (reads) await withinGrace(reads);
  return null;
}

/** The route id of a page: stable, so the server's render and the browser's hydration agree. */
export const pageRouteId = (page: PageRoute) => `page:${page.path}`;

/** What the routes are built with: page modules already loaded, and whether loaders run. */
export interface AppRoutesOptions {
  /** Page modules already at hand (by module path): their pages render at once, with no lazy step. */
  loaded?: Record<string, PageModule>;
  /** The browser's router starts each page's reads in its loader; the server reads beforehand. */
  loaders?: boolean;
}

/** A page of the table as the router's route: its module loaded lazily, its own chunk. */
function pageRoute(page: PageRoute, { loaded = {}, loaders = true }: AppRoutesOptions): RouteObject {
  const module = loaded[page.module];
  const load = PAGE_MODULES[`../${page.module}`];
  if (!module && !load) throw new Error(`No page module ${page.module}`);
  const withReads = loaders && (page.path === '/brands' || page.path === '/brands/:slug' || page.brandSlug);
  const route: RouteObject = {
    id: pageRouteId(page),
    ...(module
      ? { Component: module[page.component] }
      : { lazy: async () => ({ Component: (await (load as () => Promise<PageModule>)())[page.component] }) }),
    ...(withReads ? { loader: firstReadsLoader } : {}),
    // A filter or sort on /brands changes only the query string: no new grace period.
    ...(page.path === '/brands'
      ? {
          shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
            currentUrl.pathname !== nextUrl.pathname,
        }
      : {}),
    // The brand page served directly at a shortcut path; the handle names the brand (spec 000 §2).
    ...(page.brandSlug ? { handle: { brandSlug: page.brandSlug } } : {}),
  };
  return page.path === '/'
    ? ({ ...route, index: true } as RouteObject)
    : ({ ...route, path: page.path.slice(1) } as RouteObject);
}

/** The app's routes: the layout around every page of the table, and the not-found page. */
export function appRoutes(options: AppRoutesOptions = {}): RouteObject[] {
  // Each page is its own chunk; the layout and the 404 page ship with the entry.
  const pages: RouteObject[] = [
    ...PAGE_ROUTES.map((page) => pageRoute(page, options)),
    { id: 'not-found', path: '*', Component: NotFoundRoute },
  ];
  return [
    {
      id: 'layout',
      path: '/',
      Component: Layout,
      ErrorBoundary: RouteError,
      // A pathless child catches page errors, and shows the loader while the first page's code
      // arrives, so the header and footer stay in place: mounted once, not again with the page.
      children: [{ id: 'pages', ErrorBoundary: RouteError, HydrateFallback: PageLoader, children: pages }],
    },
  ];
}

/** The module of the page at a path, loaded: the page a server-rendered screen hydrates with. */
export async function loadPageModule(page: PageRoute): Promise<Record<string, PageModule>> {
  const load = PAGE_MODULES[`../${page.module}`];
  return load ? { [page.module]: await load() } : {};
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router. Hydrating a page the server rendered, it starts with that page's module
 * loaded and its loader's answer given (`hydrationData`), so its first render is the server's.
 */
export function createAppRouter(loaded?: Record<string, PageModule>, hydrationData?: HydrationState) {
  return createBrowserRouter(appRoutes({ loaded, loaders: true }), hydrationData ? { hydrationData } : {});
}

export function AppRouterProvider({ router }: { router: AppRouter }) {
  return <RouterProvider router={router} />;
}
