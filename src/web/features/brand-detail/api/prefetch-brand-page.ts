import type { QueryClient } from '@tanstack/react-query';
import { getBrandQueryOptions } from './get-brand';
import { getBrandColorReportQueryOptions } from './get-brand-color-report';
import { getBrandLogosQueryOptions } from './get-brand-logos';
import { getBrandRelatedQueryOptions } from './get-brand-related';

/**
 * Starts the reads a brand page shows on arrival (those the server carried in the page are taken
 * from it); settles when all have, a failure included: the page shows its own error state. The
 * brand comes first: its related brands, logos and colour report are read only for a brand that
 * exists, alongside the colour report, which needs the brand's version anyway.
 */
export async function prefetchBrandPage(queryClient: QueryClient, slug: string): Promise<void> {
  const brand = await queryClient.ensureQueryData(getBrandQueryOptions(slug)).catch(() => null);
  if (!brand) return;
  await Promise.all([
    queryClient.prefetchQuery(getBrandRelatedQueryOptions(slug)),
    queryClient.prefetchQuery(getBrandLogosQueryOptions(slug)),
    queryClient.prefetchQuery(getBrandColorReportQueryOptions(slug, brand.updated_at)),
  ]);
}
