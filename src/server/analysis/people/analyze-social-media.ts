import type { Db } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AnalysisRun } from '../pipeline/analysis-context';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import { findSocialLinks } from './social-links';

export interface BrandSocialLinks {
  /** Network → profile URL, and the brand's website. */
  socialLinks: Record<string, string>;
  source: string;
}

type SocialRun = Pick<AnalysisRun, 'brand' | 'site'>;

/** analyze-social-media: the brand's profiles as its own site names them (JSON-LD sameAs and links). */
export async function analyzeSocialMedia(run: SocialRun): Promise<BrandSocialLinks> {
  const home = await run.site();
  const links = findSocialLinks(home.$, home.jsonLd, home.home.url, run.brand.name);
  const { origin, hostname } = new URL(home.home.url);
  if (Object.keys(links).length === 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `No social media profiles were found on ${hostname.replace(/^www\./, '')}`,
    );
  }
  return { socialLinks: { ...links, website: origin }, source: home.home.url };
}

/** Stores the links in company_insights.social_links; false when the brand is protected. */
export function saveSocialLinks(
  db: Db,
  brand: Pick<BrandRow, 'id'>,
  result: BrandSocialLinks,
  provenance: AnalysisRun['provenance'],
): Promise<boolean> {
  return writeAnalyzedFields(
    db,
    brand.id,
    { socialLinks: result.socialLinks },
    provenance('profile links and JSON-LD sameAs', result.source),
  );
}
