import { SHORTCUT_SLUGS } from './taxonomy';

/**
 * A page of the web app (spec 000 §2, spec 001 §2). The router (src/web/app/router.tsx) loads each
 * page's module lazily from this table; the server reads it to announce a page's code in its HTML
 * (src/server/http/page-hints.ts). Any other path is the not-found page.
 */
export interface PageRoute {
  /** The path as the router matches it; `:name` stands for one segment. */
  path: string;
  /** The module under src/web that draws the page. */
  module: string;
  /** The component that module exports for the page. */
  component: string;
  /** The brand a shortcut path shows, as /brands/{slug} would (spec 000 §2). */
  brandSlug?: string;
}

const BRAND_DETAIL = {
  module: 'features/brand-detail/routes/brand-detail.tsx',
  component: 'BrandDetailRoute',
};
const GALLERIES_MODULE = 'features/galleries/routes/galleries.tsx';

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'features/home/routes/home.tsx', component: 'HomeRoute' },
  { path: '/brands', module: 'features/brands/routes/brands.tsx', component: 'BrandsRoute' },
  { path: '/brands/:slug', ...BRAND_DETAIL },
  ...SHORTCUT_SLUGS.map((slug) => ({ path: `/${slug}`, ...BRAND_DETAIL, brandSlug: slug })),
  { path: '/verified', module: 'features/brands/routes/verified.tsx', component: 'VerifiedRoute' },
  { path: '/favorites', module: 'features/favorites/routes/favorites.tsx', component: 'FavoritesRoute' },
  { path: '/auth', module: 'features/auth/routes/auth.tsx', component: 'AuthRoute' },
  { path: '/admin', module: 'features/admin/routes/admin.tsx', component: 'AdminRoute' },
  { path: '/create-admin', module: 'features/admin/routes/create-admin.tsx', component: 'CreateAdminRoute' },
  { path: '/luxury-colors', module: GALLERIES_MODULE, component: 'LuxuryColorsRoute' },
  { path: '/mall-brands', module: GALLERIES_MODULE, component: 'MallBrandsRoute' },
  { path: '/coffee-brands', module: GALLERIES_MODULE, component: 'CoffeeBrandsRoute' },
  { path: '/footwear-brands', module: GALLERIES_MODULE, component: 'FootwearBrandsRoute' },
  { path: '/vodka-brands', module: GALLERIES_MODULE, component: 'VodkaBrandsRoute' },
  { path: '/archetypes', module: 'features/archetypes/routes/archetypes.tsx', component: 'ArchetypesRoute' },
  { path: '/quadrants', module: 'features/quadrants/routes/quadrants.tsx', component: 'QuadrantsRoute' },
  { path: '/colors', module: 'features/colors/routes/colors.tsx', component: 'ColorsRoute' },
  { path: '/colors/landscape', module: 'features/colors/routes/landscape.tsx', component: 'LandscapeRoute' },
  { path: '/compare', module: 'features/compare/routes/compare.tsx', component: 'CompareRoute' },
  { path: '/pricing', module: 'features/billing/routes/pricing.tsx', component: 'PricingRoute' },
  { path: '/success', module: 'features/billing/routes/success.tsx', component: 'SuccessRoute' },
  {
    path: '/billing/test-checkout',
    module: 'features/billing/routes/test-checkout.tsx',
    component: 'TestCheckoutRoute',
  },
  {
    path: '/billing/test-portal',
    module: 'features/billing/routes/test-portal.tsx',
    component: 'TestPortalRoute',
  },
  { path: '/settings', module: 'features/settings/routes/settings.tsx', component: 'SettingsRoute' },
  {
    path: '/user-settings',
    module: 'features/settings/routes/user-settings.tsx',
    component: 'UserSettingsRoute',
  },
];

/** Whether a page's path matches a request path (a trailing slash aside). */
export function matchesPage(page: PageRoute, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const pattern = page.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${pattern}$`).test(path);
}

/** The page at a request path, or null (the not-found page). */
export function pageAt(pathname: string): PageRoute | null {
  return PAGE_ROUTES.find((page) => matchesPage(page, pathname)) ?? null;
}
