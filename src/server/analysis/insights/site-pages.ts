import type { CheerioAPI } from 'cheerio';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { fetchOptional, parseSnapshot, type SiteSnapshot } from '../pipeline/site-snapshot';

/** The same-site pages the analyzer reads beside the home page. */
export type PageKind = 'about' | 'team';

interface PageRule {
  /** A link's path that names such a page. */
  path: RegExp;
  /** A link's text that names such a page. */
  text: RegExp;
  /** Paths tried when the home page links to none. */
  fallbacks: readonly string[];
}

export const PAGE_RULES: Readonly<Record<PageKind, PageRule>> = {
  about: {
    path: /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?(about|about-us|our-story|company|who-we-are)\/?$/i,
    text: /^(about|about us|our story|who we are|the company|company)$/i,
    fallbacks: ['/about', '/about-us'],
  },
  team: {
    path: /\/(team|our-team|leadership|leadership-team|management|people|founders|our-people|board)\/?$/i,
    text: /^(team|our team|the team|leadership|our leadership|leadership team|meet the team|our people|management|founders)$/i,
    fallbacks: ['/team', '/leadership', '/about/team'],
  },
};

/** Pages of one kind read at most per brand. */
export const PAGES_PER_KIND = 2;
/** Links examined per page: navigation comes early, and a huge page must stay cheap. */
const LINKS_EXAMINED_MAX = 2_000;

/** The same-site links of a page that name a page of this kind, by address or by text. */
export function findPageLinks($: CheerioAPI, pageUrl: string, kind: PageKind): string[] {
  const rule = PAGE_RULES[kind];
  const origin = new URL(pageUrl).origin;
  const found: string[] = [];
  $('a[href]')
    .slice(0, LINKS_EXAMINED_MAX)
    .each((_, el) => {
      let url: URL;
      try {
        url = new URL($(el).attr('href') ?? '', pageUrl);
      } catch {
        return;
      }
      if (url.origin !== origin) return;
      url.hash = '';
      url.search = '';
      const text = $(el).text().replace(/\s+/g, ' ').trim();
      if ((rule.path.test(url.pathname) || rule.text.test(text)) && !found.includes(url.href))
        found.push(url.href);
    });
  return found.filter((url) => url !== new URL(pageUrl).href).slice(0, PAGES_PER_KIND);
}

const HTML = /text\/html|application\/xhtml\+xml/i;

/**
 * Pages fetched during one analysis, shared by its stages (the about page serves two). Keyed by
 * the run's `site` reader, which lives exactly as long as the run.
 */
const fetchedPages = new WeakMap<object, Map<string, Promise<SiteSnapshot | null>>>();

/**
 * The site's pages of a kind: the ones the given pages link to (the home page first), else the
 * usual paths. Each page is fetched once per analysis run; pages that fail, are not HTML or end on
 * another site are left out.
 */
export async function readSitePages(
  run: { fetchPolicy: FetchPolicy; signal: AbortSignal; site: () => Promise<SiteSnapshot> },
  sources: [SiteSnapshot, ...SiteSnapshot[]],
  kind: PageKind,
): Promise<SiteSnapshot[]> {
  const [home] = sources;
  const linked = [...new Set(sources.flatMap((page) => findPageLinks(page.$, page.home.url, kind)))].slice(
    0,
    PAGES_PER_KIND,
  );
  const origin = new URL(home.home.url).origin;
  const urls = linked.length > 0 ? linked : PAGE_RULES[kind].fallbacks.map((path) => `${origin}${path}`);
  let cache = fetchedPages.get(run.site);
  if (!cache) {
    cache = new Map();
    fetchedPages.set(run.site, cache);
  }
  const pages = await Promise.all(
    urls.map((url) => {
      let page = cache.get(url);
      if (!page) {
        page = fetchOptional(url, run.fetchPolicy, { signal: run.signal }).then((res) =>
          res && HTML.test(res.contentType) && new URL(res.url).origin === origin ? parseSnapshot(res) : null,
        );
        cache.set(url, page);
      }
      return page;
    }),
  );
  return pages.filter((page): page is SiteSnapshot => page !== null);
}
