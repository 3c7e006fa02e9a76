import { FILL_THRESHOLD } from '../../../domain/extracted-candidate';
import type { FieldProvenance } from '../../../domain/provenance';
import type { Db } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { AnalysisRun } from '../pipeline/analysis-context';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import { findSocialProfiles, type SocialProfileChoice } from './social-links';

export interface BrandSocialLinks {
  /** Network → profile URL, and the brand's website. */
  socialLinks: Record<string, string>;
  source: string;
  /** Each stored profile with its confidence and evidence. */
  profiles: SocialProfileChoice[];
}

type SocialRun = Pick<AnalysisRun, 'brand' | 'site'>;

/** analyze-social-media: the brand's profiles as its own site names them (JSON-LD sameAs and links). */
export async function analyzeSocialMedia(run: SocialRun): Promise<BrandSocialLinks> {
  const home = await run.site();
  const profiles = findSocialProfiles(home.$, home.jsonLd, home.home.url, run.brand.name).filter(
    (p) => p.confidence >= FILL_THRESHOLD,
  );
  const { origin, hostname } = new URL(home.home.url);
  if (profiles.length === 0) {
    throw new AppError(
      'UNPROCESSABLE',
      `No social media profiles were found on ${hostname.replace(/^www\./, '')}`,
    );
  }
  const links = Object.fromEntries(profiles.map((p) => [p.network, p.value]));
  return { socialLinks: { ...links, website: origin }, source: home.home.url, profiles };
}

/**
 * Stores the links in company_insights.social_links, each profile's confidence and evidence under
 * its own provenance key; false when the brand is protected.
 */
export function saveSocialLinks(
  db: Db,
  brand: Pick<BrandRow, 'id'>,
  result: BrandSocialLinks,
  provenance: AnalysisRun['provenance'],
): Promise<boolean> {
  const parts: Record<string, FieldProvenance> = {};
  for (const profile of result.profiles) {
    parts[`company_insights.social_links.${profile.network}`] = {
      ...provenance(profile.evidence.source, profile.evidence.url),
      confidence: profile.confidence,
      evidence: profile.evidence,
    };
  }
  return writeAnalyzedFields(
    db,
    brand.id,
    { socialLinks: result.socialLinks },
    provenance('profile links and JSON-LD sameAs', result.source),
    { parts },
  );
}
