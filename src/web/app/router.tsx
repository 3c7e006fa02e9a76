import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { SHORTCUT_SLUGS } from '@/domain/taxonomy';
import { PageLoader } from '@/web/components/page-loader';
import { prefetchBrandPage } from '@/web/features/brand-detail/api/prefetch-brand-page';
import { prefetchDiscovery } from '@/web/features/brands/api/prefetch-discovery';
import { Layout } from './layout';
import { queryClient } from './query-client';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

const loadBrandDetail = async () => ({
  Component: (await import('@/web/features/brand-detail/routes/brand-detail')).BrandDetailRoute,
});

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

/** The brand page served directly at a shortcut path; the route's handle names the brand (spec 000 §2). */
function shortcutRoute(slug: (typeof SHORTCUT_SLUGS)[number]): RouteObject {
  return { path: slug, handle: { brandSlug: slug }, loader: brandPageLoader(slug), lazy: loadBrandDetail };
}

// Each page is its own chunk; the layout and the 404 page ship with the entry.
const pages: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({ Component: (await import('@/web/features/home/routes/home')).HomeRoute }),
  },
  {
    path: 'brands',
    // The reads start with the page's code rather than after it renders. Filters and sort change
    // only the query string: the list fetches for itself then, without a grace period.
    loader: async ({ request }) => {
      await withinGrace(prefetchDiscovery(queryClient, new URL(request.url).searchParams));
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
    lazy: async () => ({ Component: (await import('@/web/features/brands/routes/brands')).BrandsRoute }),
  },
  { path: 'brands/:slug', loader: brandPageLoader(), lazy: loadBrandDetail },
  ...SHORTCUT_SLUGS.map(shortcutRoute),
  {
    path: 'verified',
    lazy: async () => ({ Component: (await import('@/web/features/brands/routes/verified')).VerifiedRoute }),
  },
  {
    path: 'favorites',
    lazy: async () => ({
      Component: (await import('@/web/features/favorites/routes/favorites')).FavoritesRoute,
    }),
  },
  {
    path: 'auth',
    lazy: async () => ({ Component: (await import('@/web/features/auth/routes/auth')).AuthRoute }),
  },
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('@/web/features/admin/routes/admin')).AdminRoute }),
  },
  {
    path: 'create-admin',
    lazy: async () => ({
      Component: (await import('@/web/features/admin/routes/create-admin')).CreateAdminRoute,
    }),
  },
  {
    path: 'luxury-colors',
    lazy: async () => ({
      Component: (await import('@/web/features/galleries/routes/galleries')).LuxuryColorsRoute,
    }),
  },
  {
    path: 'mall-brands',
    lazy: async () => ({
      Component: (await import('@/web/features/galleries/routes/galleries')).MallBrandsRoute,
    }),
  },
  {
    path: 'coffee-brands',
    lazy: async () => ({
      Component: (await import('@/web/features/galleries/routes/galleries')).CoffeeBrandsRoute,
    }),
  },
  {
    path: 'footwear-brands',
    lazy: async () => ({
      Component: (await import('@/web/features/galleries/routes/galleries')).FootwearBrandsRoute,
    }),
  },
  {
    path: 'vodka-brands',
    lazy: async () => ({
      Component: (await import('@/web/features/galleries/routes/galleries')).VodkaBrandsRoute,
    }),
  },
  {
    path: 'archetypes',
    lazy: async () => ({
      Component: (await import('@/web/features/archetypes/routes/archetypes')).ArchetypesRoute,
    }),
  },
  {
    path: 'quadrants',
    lazy: async () => ({
      Component: (await import('@/web/features/quadrants/routes/quadrants')).QuadrantsRoute,
    }),
  },
  {
    path: 'colors',
    lazy: async () => ({ Component: (await import('@/web/features/colors/routes/colors')).ColorsRoute }),
  },
  {
    path: 'colors/landscape',
    lazy: async () => ({
      Component: (await import('@/web/features/colors/routes/landscape')).LandscapeRoute,
    }),
  },
  {
    path: 'compare',
    lazy: async () => ({ Component: (await import('@/web/features/compare/routes/compare')).CompareRoute }),
  },
  {
    path: 'pricing',
    lazy: async () => ({ Component: (await import('@/web/features/billing/routes/pricing')).PricingRoute }),
  },
  {
    path: 'success',
    lazy: async () => ({ Component: (await import('@/web/features/billing/routes/success')).SuccessRoute }),
  },
  {
    path: 'billing/test-checkout',
    lazy: async () => ({
      Component: (await import('@/web/features/billing/routes/test-checkout')).TestCheckoutRoute,
    }),
  },
  {
    path: 'billing/test-portal',
    lazy: async () => ({
      Component: (await import('@/web/features/billing/routes/test-portal')).TestPortalRoute,
    }),
  },
  {
    path: 'settings',
    lazy: async () => ({
      Component: (await import('@/web/features/settings/routes/settings')).SettingsRoute,
    }),
  },
  {
    path: 'user-settings',
    lazy: async () => ({
      Component: (await import('@/web/features/settings/routes/user-settings')).UserSettingsRoute,
    }),
  },
  { path: '*', Component: NotFoundRoute },
];

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
