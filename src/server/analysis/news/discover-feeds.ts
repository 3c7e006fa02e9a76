import type { CheerioAPI } from 'cheerio';

/** Paths where sites commonly publish a feed, tried when the page names none. */
export const COMMON_FEED_PATHS = [
  '/feed',
  '/rss.xml',
  '/feed.xml',
  '/atom.xml',
  '/rss',
  '/index.xml',
  '/blog/feed',
  '/news/rss.xml',
] as const;

/** Feeds tried at most per brand, named ones first. */
export const MAX_FEEDS_TRIED = 4;

const FEED_TYPE = /^application\/(rss|atom|rdf)\+xml$/i;
const FEED_HREF = /(\/feed\/?|\/rss\/?|\.rss|\/(rss|atom|feed|index)\.xml)$/i;

function resolve(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The feeds a page names: `<link rel="alternate">` with an RSS, Atom or RDF type first (in page
 * order), then links whose address looks like a feed on the same site.
 */
export function namedFeeds($: CheerioAPI, pageUrl: string): string[] {
  const found: string[] = [];
  const add = (url: string | null) => {
    if (url && !found.includes(url)) found.push(url);
  };
  $('link[href]').each((_, el) => {
    const rel = ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('alternate') && FEED_TYPE.test(($(el).attr('type') ?? '').trim())) {
      add(resolve($(el).attr('href'), pageUrl));
    }
  });
  const origin = new URL(pageUrl).origin;
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (!/feed|rss|atom|\.xml/i.test(href)) return;
    const url = resolve(href, pageUrl);
    if (url && new URL(url).origin === origin && FEED_HREF.test(new URL(url).pathname)) add(url);
  });
  return found;
}

/** The common feed paths on the page's own site. */
export function commonFeedUrls(pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  return COMMON_FEED_PATHS.map((path) => `${origin}${path}`);
}
