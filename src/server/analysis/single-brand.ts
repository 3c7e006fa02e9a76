import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type BrandRow, brands } from '../db/schema';
import { AppError } from '../errors';
import { FetchError } from '../net/fetcher/fetch-error';
import type { FetchPolicy } from '../net/fetcher/safe-fetch';
import { fetchSiteSnapshot, type SiteSnapshot } from './pipeline/site-snapshot';

/**
 * A single-brand call (Import Known Colors, improved-logo-fetch, analyze-colors-only for one
 * brand) answers within this time, however slow the site; each request is bounded as well.
 */
export const SINGLE_BRAND_TIME_LIMIT_MS = 30_000;

/** The brand an action is about; 404 when absent, 409 when protected (spec 001 §4). */
export async function getUnprotectedBrand(db: Db, brandId: string): Promise<BrandRow> {
  const [brand] = await db.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  if (brand.protected)
    throw new AppError('CONFLICT', 'This brand is protected: it is not changed by analysis');
  return brand;
}

/** The brand's home page; a site that cannot be read is a 422 saying why. */
export async function readBrandHomePage(
  brand: Pick<BrandRow, 'url'>,
  policy: FetchPolicy,
  signal: AbortSignal,
): Promise<SiteSnapshot> {
  if (!brand.url) throw new AppError('UNPROCESSABLE', 'The brand has no website address');
  try {
    return await fetchSiteSnapshot(brand.url, policy, signal);
  } catch (error) {
    if (error instanceof FetchError) throw new AppError('UNPROCESSABLE', error.message);
    throw error;
  }
}
