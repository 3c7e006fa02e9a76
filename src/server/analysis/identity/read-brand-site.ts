import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import type { BrandPalette } from '../colors/choose-palette';
import type { ColorSample } from '../colors/color-sample';
import type { CssSource } from '../colors/css-colors';
import { extractBrandColors } from '../colors/extract-brand-colors';
import { type FoundLogo, findLogo } from '../logos/find-logo';
import { findLogoCandidates, type LogoCandidate } from '../logos/logo-candidates';
import type { SiteSnapshot } from '../pipeline/site-snapshot';
import { linkedStylesheets } from '../pipeline/stylesheets';
import { type AboutFacts, fetchAboutFacts } from './about-page';
import { type OrganizationFacts, readOrganization } from './json-ld-organization';
import { type PageIdentity, readPageIdentity } from './page-identity';
import { mergeCandidates, mergeLogoCandidates } from './rendered-candidates';
import { fetchWebManifest, type WebManifest } from './web-manifest';

/** The same page as the browser showed it (the render stage): read by the same extractors. */
export interface RenderedInputs {
  /** The DOM after scripts. */
  site: SiteSnapshot;
  /** The stylesheets the browser loaded and the rules scripts inserted. */
  sheets: CssSource[];
  /** Colours the browser painted, by area, and the computed styles of buttons and links. */
  painted: ColorSample[];
}

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
  /** Take the brand's official colour from the bundled registry too (default yes). */
  colorRegistry?: boolean;
  /** Look for a logo (colours read its pixels, so colours imply it). */
  logo: boolean;
  /** Read the about page for mission, vision and founding year. */
  about: boolean;
  /** The page as the browser rendered it, when the render stage ran. */
  rendered?: RenderedInputs | null;
}

/**
 * Reads the brand's identity from its home page and what the page links to: the manifest, the
 * about page, the logo and the stylesheets. Optional pages that fail are simply absent.
 */
export async function readBrandSite(site: SiteSnapshot, options: ReadOptions): Promise<BrandSiteReading> {
  const { policy, signal } = options;
  const rendered = options.rendered ?? null;
  // The rendered DOM holds the static page's links and those scripts added (an app's navigation).
  const linked = rendered?.site ?? site;
  const organization = readOrganization(site.jsonLd, site.home.url);
  const staticPage = readPageIdentity(site.$, organization, options.brandName, {
    url: site.home.url,
    jsonLd: site.jsonLd,
    isHome: site.isHome,
  });
  const page = rendered
    ? withRenderedIdentity(staticPage, rendered.site, options.brandName, site.isHome)
    : staticPage;
  const [manifest, about] = await Promise.all([
    fetchWebManifest(linked, policy, signal),
    options.about ? fetchAboutFacts(linked, page.names, policy, signal) : null,
  ]);
  const wantsLogo = options.logo || options.colors;
  const sheets = wantsLogo ? (rendered?.sheets ?? (await linkedStylesheets(site, policy, signal))) : [];
  const logoContext = {
    brandName: options.brandName,
    names: page.names,
    jsonLdLogo: organization?.logo ?? null,
    manifest,
    css: sheets,
  };
  const candidates = findLogoCandidates(site.$, site.home.url, logoContext);
  const search = wantsLogo
    ? await findLogo(
        rendered
          ? mergeLogoCandidates(candidates, findLogoCandidates(rendered.site.$, site.home.url, logoContext))
          : candidates,
        policy,
        signal,
      )
    : null;
  const logo = search?.found ?? null;
  const palette = options.colors
    ? await extractBrandColors({
        site: rendered?.site ?? site,
        brandName: options.brandName,
        registry: options.colorRegistry ?? true,
        manifest,
        logo,
        policy,
        sheets,
        ...(rendered ? { painted: rendered.painted } : {}),
        ...(signal ? { signal } : {}),
      })
    : null;
  return { page, organization, manifest, about, logo, logoOthers: search?.others ?? [], palette };
}

/** The page's identity with what only the rendered page states (text a script wrote) added. */
function withRenderedIdentity(
  page: PageIdentity,
  rendered: SiteSnapshot,
  brandName: string,
  isHome: boolean,
): PageIdentity {
  const organization = readOrganization(rendered.jsonLd, rendered.home.url);
  const after = readPageIdentity(rendered.$, organization, brandName, {
    url: rendered.home.url,
    jsonLd: rendered.jsonLd,
    isHome,
  });
  return {
    name: page.name ?? after.name,
    names: [...page.names, ...after.names.filter((n) => !page.names.includes(n))],
    tagline: mergeCandidates(page.tagline, after.tagline),
    description: mergeCandidates(page.description, after.description),
    keywords: page.keywords ?? after.keywords,
  };
}
