import type { BrandPalette } from '../colors/choose-palette';
import { extractBrandColors } from '../colors/extract-brand-colors';
import type { FetchPolicy } from '../fetcher/safe-fetch';
import { type FoundLogo, findLogo } from '../logos/find-logo';
import { findLogoCandidates, type LogoCandidate } from '../logos/logo-candidates';
import type { SiteSnapshot } from '../pipeline/site-snapshot';
import { linkedStylesheets } from '../pipeline/stylesheets';
import { type AboutFacts, fetchAboutFacts } from './about-page';
import { type OrganizationFacts, readOrganization } from './json-ld-organization';
import { type PageIdentity, readPageIdentity } from './page-identity';
import { fetchWebManifest, type WebManifest } from './web-manifest';

/** Everything the identity stage reads from a brand's site. */
export interface BrandSiteReading {
  page: PageIdentity;
  organization: OrganizationFacts | null;
  manifest: WebManifest | null;
  /** Null when the about page was not asked for. */
  about: AboutFacts | null;
  logo: FoundLogo | null;
  /** The other logo candidates, best first (those ranked above the logo could not be used). */
  logoOthers: LogoCandidate[];
  /** Null when colours were not asked for (verified colours are kept). */
  palette: BrandPalette | null;
}

export interface ReadOptions {
  brandName: string;
  policy: FetchPolicy;
  signal?: AbortSignal;
  /** Read the colours too (false when the brand keeps its verified colours). */
  colors: boolean;
  /** Look for a logo (colours read its pixels, so colours imply it). */
  logo: boolean;
  /** Read the about page for mission, vision and founding year. */
  about: boolean;
}

/**
 * Reads the brand's identity from its home page and what the page links to: the manifest, the
 * about page, the logo and the stylesheets. Optional pages that fail are simply absent.
 */
export async function readBrandSite(site: SiteSnapshot, options: ReadOptions): Promise<BrandSiteReading> {
  const { policy, signal } = options;
  const organization = readOrganization(site.jsonLd, site.home.url);
  const page = readPageIdentity(site.$, organization, options.brandName, {
    url: site.home.url,
    jsonLd: site.jsonLd,
    isHome: site.isHome,
  });
  const [manifest, about] = await Promise.all([
    fetchWebManifest(site, policy, signal),
    options.about ? fetchAboutFacts(site, page.names, policy, signal) : null,
  ]);
  const wantsLogo = options.logo || options.colors;
  const sheets = wantsLogo ? await linkedStylesheets(site, policy, signal) : [];
  const search = wantsLogo
    ? await findLogo(
        findLogoCandidates(site.$, site.home.url, {
          brandName: options.brandName,
          names: page.names,
          jsonLdLogo: organization?.logo ?? null,
          manifest,
          css: sheets,
        }),
        policy,
        signal,
      )
    : null;
  const logo = search?.found ?? null;
  const palette = options.colors
    ? await extractBrandColors({
        site,
        brandName: options.brandName,
        manifest,
        logo,
        policy,
        sheets,
        ...(signal ? { signal } : {}),
      })
    : null;
  return { page, organization, manifest, about, logo, logoOthers: search?.others ?? [], palette };
}
