import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from '@/domain/pages';
import { PageLoader } from '@/web/components/page-loader';
import { prefetchBrandPage } from '@/web/features/brand-detail/api/prefetch-brand-page';
import { prefetchDiscovery } from '@/web/features/brands/api/prefetch-discovery';
import { Layout } from './layout';
import { queryClient } from './query-client';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Every page module, each its own chunk, loaded when its page is first opened. */
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>([
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
 * A brand page's reads start with its code, and the page waits for them within the grace period,
 * so it paints complete: the skeleton and then the brand would move everything below it.
 */
const brandPageLoader =
  (fixedSlug?: string) =>
  async ({ params }: { params: { slug?: string } }) => {
    const slug = fixedSlug ?? params.slug;
    if (slug) await withinGrace(prefetchBrandPage(queryClient, slug));
    return null;
  };

/** What a page's route adds to the table's path and module. */
const PAGE_OPTIONS: Record<string, Omit<RouteObject, 'path' | 'index' | 'lazy' | 'children'>> = {
  '/brands': {
    // The reads start with the page's code rather than after it renders. Filters and sort change
    // only the query string: the list fetches for itself then, without a grace period.
    loader: async ({ request }) => {
      await withinGrace(prefetchDiscovery(queryClient, new URL(request.url).searchParams));
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  },
  '/brands/:slug': { loader: brandPageLoader() },
};

/** A page of the table as the router's route: its module loaded lazily, its own chunk. */
function pageRoute(page: PageRoute): RouteObject {
  const load = PAGE_MODULES[`../${page.module}`];
  if (!load) throw new Error(`No page module ${page.module}`);
  const lazy = async () => ({ Component: (await load())[page.component] });
  const options = {
    ...PAGE_OPTIONS[page.path],
    // The brand page served directly at a shortcut path; the handle names the brand (spec 000 §2).
    ...(page.brandSlug
      ? { handle: { brandSlug: page.brandSlug }, loader: brandPageLoader(page.brandSlug) }
      : {}),
  };
  return page.path === '/'
    ? { index: true, lazy, ...options }
    : { path: page.path.slice(1), lazy, ...options };
}

// Each page is its own chunk; the layout and the 404 page ship with the entry.
const pages: RouteObject[] = [...PAGE_ROUTES.map(pageRoute), { path: '*', Component: NotFoundRoute }];

const router = createBrowserRouter([
  {
    path: '/',
    Component: Layout,
    ErrorBoundary: RouteError,
    // A pathless child catches page errors, and shows the loader while the first page's code
    // arrives, so the header and footer stay in place: mounted once, not again with the page.
    children: [{ ErrorBoundary: RouteError, HydrateFallback: PageLoader, children: pages }],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
