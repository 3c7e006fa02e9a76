import type { QueryClient } from '@tanstack/react-query';
import { getBrandQueryOptions } from './get-brand';
import { getBrandColorReportQueryOptions } from './get-brand-color-report';
import { getBrandLogosQueryOptions } from './get-brand-logos';
import { getBrandRelatedQueryOptions } from './get-brand-related';

/**
 * Starts the reads a brand page shows on arrival (those the server carried in the page are taken
 * from it); settles when all have, a failure included: the page shows its own error state.
 */
export async function prefetchBrandPage(queryClient: QueryClient, slug: string): Promise<void> {
  const related = queryClient.prefetchQuery(getBrandRelatedQueryOptions(slug));
  const logos = queryClient.prefetchQuery(getBrandLogosQueryOptions(slug));
  const brand = await queryClient.ensureQueryData(getBrandQueryOptions(slug)).catch(() => null);
  await Promise.all([
    related,
    logos,
    brand ? queryClient.prefetchQuery(getBrandColorReportQueryOptions(slug, brand.updated_at)) : null,
  ]);
}
