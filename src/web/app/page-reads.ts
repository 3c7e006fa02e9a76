import type { QueryClient } from '@tanstack/react-query';
import { pageAt } from '@/domain/pages';
import { prefetchBrandPage } from '@/web/features/brand-detail/api/prefetch-brand-page';
import { prefetchDiscovery } from '@/web/features/brands/api/prefetch-discovery';

function brandSlugAt(pathname: string): string | null {
  const page = pageAt(pathname);
  if (!page) return null;
  if (page.brandSlug) return page.brandSlug;
  if (page.path !== '/brands/:slug') return null;
  const segment = pathname.replace(/\/+$/, '').split('/').at(-1) ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The reads a page shows on arrival, started in a query cache; settles when all have. Null for a
 * page without such reads. The router's loaders, the server's render and the hydration of a
 * server-rendered page all start them here, so the three agree on what a first screen holds.
 */
export function pageReads(client: QueryClient, url: URL): Promise<unknown> | null {
  if (url.pathname.replace(/\/+$/, '') === '/brands') return prefetchDiscovery(client, url.searchParams);
  const slug = brandSlugAt(url.pathname);
  return slug ? prefetchBrandPage(client, slug) : null;
}
