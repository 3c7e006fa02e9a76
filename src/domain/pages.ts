import { GALLERIES } from './galleries';
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
  /**
   * The tab title's words before ' | Brand Atlas' when they are fixed: the page sets them, and the
   * server writes them into the page's HTML, so the tab is named before the app runs. Pages whose
   * title names what they show (a brand, a comparison) and the home page have none.
   */
  title?: string;
}

/** The fixed tab titles of pages (before ' | Brand Atlas'), by page. */
export const PAGE_TITLES = {
  brands: 'Brand Discovery',
  verified: 'Verified Brands',
  favorites: 'My Favorites',
  auth: 'Sign In',
  admin: 'Brand Administration',
  createAdmin: 'Admin Access',
  archetypes: 'Brand Archetypes',
  quadrants: 'Brand Magic Quadrants',
  colors: 'Brands by Color',
  landscape: 'Color Landscape',
  pricing: 'Pricing',
  success: 'Payment Successful',
  testCheckout: 'Test mode checkout',
  testPortal: 'Manage subscription (test mode)',
  settings: 'Settings',
  userSettings: 'User Settings',
} as const;

const galleryTitle = (path: string) => GALLERIES.find((gallery) => gallery.path === path)?.title;

const BRAND_DETAIL = {
  module: 'features/brand-detail/routes/brand-detail.tsx',
  component: 'BrandDetailRoute',
};
const GALLERIES_MODULE = 'features/galleries/routes/galleries.tsx';

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', module: 'features/home/routes/home.tsx', component: 'HomeRoute' },
  {
    path: '/brands',
    module: 'features/brands/routes/brands.tsx',
    component: 'BrandsRoute',
    title: PAGE_TITLES.brands,
  },
  { path: '/brands/:slug', ...BRAND_DETAIL },
  ...SHORTCUT_SLUGS.map((slug) => ({ path: `/${slug}`, ...BRAND_DETAIL, brandSlug: slug })),
  {
    path: '/verified',
    module: 'features/brands/routes/verified.tsx',
    component: 'VerifiedRoute',
    title: PAGE_TITLES.verified,
  },
  {
    path: '/favorites',
    module: 'features/favorites/routes/favorites.tsx',
    component: 'FavoritesRoute',
    title: PAGE_TITLES.favorites,
  },
  { path: '/auth', module: 'features/auth/routes/auth.tsx', component: 'AuthRoute', title: PAGE_TITLES.auth },
  {
    path: '/admin',
    module: 'features/admin/routes/admin.tsx',
    component: 'AdminRoute',
    title: PAGE_TITLES.admin,
  },
  {
    path: '/create-admin',
    module: 'features/admin/routes/create-admin.tsx',
    component: 'CreateAdminRoute',
    title: PAGE_TITLES.createAdmin,
  },
  {
    path: '/luxury-colors',
    module: GALLERIES_MODULE,
    component: 'LuxuryColorsRoute',
    title: galleryTitle('/luxury-colors'),
  },
  {
    path: '/mall-brands',
    module: GALLERIES_MODULE,
    component: 'MallBrandsRoute',
    title: galleryTitle('/mall-brands'),
  },
  {
    path: '/coffee-brands',
    module: GALLERIES_MODULE,
    component: 'CoffeeBrandsRoute',
    title: galleryTitle('/coffee-brands'),
  },
  {
    path: '/footwear-brands',
    module: GALLERIES_MODULE,
    component: 'FootwearBrandsRoute',
    title: galleryTitle('/footwear-brands'),
  },
  {
    path: '/vodka-brands',
    module: GALLERIES_MODULE,
    component: 'VodkaBrandsRoute',
    title: galleryTitle('/vodka-brands'),
  },
  {
    path: '/archetypes',
    module: 'features/archetypes/routes/archetypes.tsx',
    component: 'ArchetypesRoute',
    title: PAGE_TITLES.archetypes,
  },
  {
    path: '/quadrants',
    module: 'features/quadrants/routes/quadrants.tsx',
    component: 'QuadrantsRoute',
    title: PAGE_TITLES.quadrants,
  },
  {
    path: '/colors',
    module: 'features/colors/routes/colors.tsx',
    component: 'ColorsRoute',
    title: PAGE_TITLES.colors,
  },
  {
    path: '/colors/landscape',
    module: 'features/colors/routes/landscape.tsx',
    component: 'LandscapeRoute',
    title: PAGE_TITLES.landscape,
  },
  { path: '/compare', module: 'features/compare/routes/compare.tsx', component: 'CompareRoute' },
  {
    path: '/pricing',
    module: 'features/billing/routes/pricing.tsx',
    component: 'PricingRoute',
    title: PAGE_TITLES.pricing,
  },
  {
    path: '/success',
    module: 'features/billing/routes/success.tsx',
    component: 'SuccessRoute',
    title: PAGE_TITLES.success,
  },
  {
    path: '/billing/test-checkout',
    module: 'features/billing/routes/test-checkout.tsx',
    component: 'TestCheckoutRoute',
    title: PAGE_TITLES.testCheckout,
  },
  {
    path: '/billing/test-portal',
    module: 'features/billing/routes/test-portal.tsx',
    component: 'TestPortalRoute',
    title: PAGE_TITLES.testPortal,
  },
  {
    path: '/settings',
    module: 'features/settings/routes/settings.tsx',
    component: 'SettingsRoute',
    title: PAGE_TITLES.settings,
  },
  {
    path: '/user-settings',
    module: 'features/settings/routes/user-settings.tsx',
    component: 'UserSettingsRoute',
    title: PAGE_TITLES.userSettings,
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
