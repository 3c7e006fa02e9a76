import type { CheerioAPI } from 'cheerio';
import type { Candidate } from '../../../domain/extracted-candidate';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import {
  decodeHtml,
  fetchOptional,
  type JsonLdNode,
  parseHtml,
  readJsonLd,
  type SiteSnapshot,
  visibleText,
} from '../pipeline/site-snapshot';
import { foundingYearCandidates } from './founding-year-candidates';
import { cleanText, type Found } from './page-identity';

export interface AboutFacts {
  /** The page read; the home page itself when it states its mission. */
  url: string;
  mission: Found<string> | null;
  vision: Found<string> | null;
  /** Every statement of the founding year on the home and about pages. */
  foundingYears: Candidate<number>[];
}

export interface AboutContext {
  /** Comparable keys of the brand's names (nameKeys). */
  names: string[];
  isAboutPage: boolean;
  /** The site's home page: its own words speak for the brand. */
  isHomePage?: boolean;
  jsonLd?: JsonLdNode[];
}

const MAX_STATEMENT = 500;
const ABOUT_HREF = /(^|\/)(about|about-us|our-story|company|who-we-are|our-company|mission)(\/|\.html?|$)/i;
const ABOUT_TEXT = /^(about|about us|our story|who we are|our company|company|our mission)$/i;

/** The site's about page, from the links of the home page; same site only. */
export function findAboutUrl(site: SiteSnapshot): string | null {
  const home = new URL(site.home.url);
  let best: string | null = null;
  site.$('a[href]').each((_, element) => {
    const anchor = site.$(element);
    const href = anchor.attr('href') ?? '';
    let url: URL;
    try {
      url = new URL(href, home);
    } catch {
      return;
    }
    if (url.host !== home.host || url.pathname === home.pathname) return;
    const label = anchor.text().replace(/\s+/g, ' ').trim();
    if (ABOUT_TEXT.test(label) || ABOUT_HREF.test(url.pathname)) {
      url.hash = '';
      best = url.toString();
      return false;
    }
    return;
  });
  return best;
}

/** The statement under a heading such as 'Our mission', or in a sentence 'Our mission is to …'. */
function statement($: CheerioAPI, text: string, topic: 'mission' | 'vision'): Found<string> | null {
  const heading = new RegExp(`^(our |the )?${topic}( statement)?:?$`, 'i');
  let found: string | null = null;
  $('h1, h2, h3, h4, h5, h6, dt, strong').each((_, element) => {
    const node = $(element);
    if (!heading.test(node.text().replace(/\s+/g, ' ').trim())) return;
    const next = node.is('dt') ? node.nextAll('dd').first() : node.nextAll('p, div, blockquote').first();
    const candidate = next.length > 0 ? next : node.parent().nextAll('p').first();
    found = cleanText(candidate.text(), MAX_STATEMENT);
    if (found) return false;
    return;
  });
  if (found) return { value: found, method: `"${topic}" heading on the page` };
  const sentence = new RegExp(`\\b(?:our|the company's|its) ${topic} is (?:to )?([^.!?]{10,400}[.!?])`, 'i');
  const match = sentence.exec(text);
  if (match?.[0]) {
    const value = cleanText(match[0].charAt(0).toUpperCase() + match[0].slice(1), MAX_STATEMENT);
    if (value) return { value, method: `"our ${topic} is" sentence on the page` };
  }
  return null;
}

export function readAboutFacts($: CheerioAPI, url: string, context: AboutContext): AboutFacts {
  const text = visibleText($);
  const at = <T>(found: Found<T> | null): Found<T> | null => found && { ...found, source: url };
  return {
    url,
    mission: at(statement($, text, 'mission')),
    vision: at(statement($, text, 'vision')),
    foundingYears: foundingYearCandidates($, {
      pageUrl: url,
      names: context.names,
      jsonLd: context.jsonLd ?? readJsonLd($),
      isAboutPage: context.isAboutPage,
      isHomePage: context.isHomePage ?? false,
    }),
  };
}

/**
 * Mission, vision and founding year from the about page when there is one, else from the home
 * page; what neither states stays empty.
 */
export async function fetchAboutFacts(
  site: SiteSnapshot,
  names: string[],
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<AboutFacts> {
  const fromHome = readAboutFacts(site.$, site.home.url, {
    names,
    isAboutPage: false,
    isHomePage: site.isHome,
    jsonLd: site.jsonLd,
  });
  const aboutUrl = findAboutUrl(site);
  if (!aboutUrl) return fromHome;
  const res = await fetchOptional(aboutUrl, policy, signal ? { signal } : {});
  if (!res || !/html/i.test(res.contentType)) return fromHome;
  const fromAbout = readAboutFacts(parseHtml(decodeHtml(res.body, res.contentType)), res.url, {
    names,
    isAboutPage: true,
  });
  return {
    url: res.url,
    mission: fromAbout.mission ?? fromHome.mission,
    vision: fromAbout.vision ?? fromHome.vision,
    foundingYears: [...fromHome.foundingYears, ...fromAbout.foundingYears],
  };
}
