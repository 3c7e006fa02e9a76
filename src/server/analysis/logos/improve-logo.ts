import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { readOrganization } from '../identity/json-ld-organization';
import { fetchWebManifest } from '../identity/web-manifest';
import type { AnalysisDeps } from '../pipeline/analysis-context';
import { getUnprotectedBrand, readBrandHomePage } from '../single-brand';
import { findLogo } from './find-logo';
import { findLogoCandidates } from './logo-candidates';
import { currentLogoQuality, storeBrandLogo } from './store-logo';

/** spec 001 §8: 'No better logo found: Could not find a higher quality logo for this brand'. */
export const NO_BETTER_LOGO = 'Could not find a higher quality logo for this brand';

/**
 * improved-logo-fetch for one brand (spec 001 §7): the best logo the site offers replaces the
 * current one only when it is better (vector over raster, then more pixels). The caller's `audit`
 * row is written in the logo's transaction.
 */
export async function improveBrandLogo(
  deps: Pick<AnalysisDeps, 'db' | 'storage' | 'events' | 'fetchPolicy'>,
  brandId: string,
  signal: AbortSignal,
  audit?: (tx: Db, logoUrl: string) => Promise<void>,
): Promise<{ logoUrl: string }> {
  const brand = await getUnprotectedBrand(deps.db, brandId);
  const site = await readBrandHomePage(brand, deps.fetchPolicy, signal);
  const organization = readOrganization(site.jsonLd, site.home.url);
  const manifest = await fetchWebManifest(site, deps.fetchPolicy, signal);
  const candidates = findLogoCandidates(site.$, site.home.url, {
    brandName: brand.name,
    jsonLdLogo: organization?.logo ?? null,
    manifest,
  });
  const [{ found }, current] = await Promise.all([
    findLogo(candidates, deps.fetchPolicy, signal),
    currentLogoQuality(deps.storage, deps.fetchPolicy, brand.logoUrl, signal),
  ]);
  if (!found || found.quality <= current) throw new AppError('UNPROCESSABLE', NO_BETTER_LOGO);
  const logoUrl = await storeBrandLogo(deps.db, deps.storage, brand, found, {}, audit);
  if (!logoUrl) throw new AppError('CONFLICT', 'This brand is protected: it is not changed by analysis');
  await deps.events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
  return { logoUrl };
}
