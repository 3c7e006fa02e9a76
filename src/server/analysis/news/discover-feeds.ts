import type { CheerioAPI } from 'cheerio';
import type { Candidate } from '../../../domain/extracted-candidate';
import { httpAddress } from '../../../domain/http-address';
import { elementEvidence } from '../extract/evidence';

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
  const url = httpAddress(href, base);
  if (!url) return null;
  url.hash = '';
  return url.href;
}

/** Feeds of comments, one category or one tag: not the site's own news. */
const SIDE_FEED = /comment|kommentar|commentaire|reacties|\/(category|tag|author|kategorie)\//i;

/** A feed under an inner page's own address is that page's comments (WordPress's /post/feed/). */
function isPageFeed(url: string | null, pageUrl: string): boolean {
  if (!url) return false;
  const page = new URL(pageUrl);
  return (
    page.pathname.length > 1 &&
    !/^\/[a-z]{2}([-_][a-z]{2})?\/?$/i.test(page.pathname) &&
    url.startsWith(`${page.origin}${page.pathname.replace(/\/?$/, '/')}`)
  );
}

/**
 * The feeds a page names, each with how sure we are it is the site's main feed: a
 * `<link rel="alternate">` of an RSS, Atom or RDF type first (comment, category and tag feeds
 * far less), then links whose address looks like a feed on the same site.
 */
export function feedCandidates($: CheerioAPI, pageUrl: string): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  const add = (url: string | null, confidence: number, evidence: Candidate<string>['evidence']) => {
    if (url && !found.some((c) => c.value === url)) found.push({ value: url, confidence, evidence });
  };
  $('link[href]').each((_, el) => {
    const rel = ($(el).attr('rel') ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('alternate') || !FEED_TYPE.test(($(el).attr('type') ?? '').trim())) return;
    const url = resolve($(el).attr('href'), pageUrl);
    const side = SIDE_FEED.test(`${url ?? ''} ${$(el).attr('title') ?? ''}`) || isPageFeed(url, pageUrl);
    add(
      url,
      side ? 0.35 : 0.8,
      elementEvidence($, el, {
        source: 'link rel="alternate" feed',
        url: pageUrl,
        attribute: 'href',
        text: $(el).attr('title') ?? url ?? '',
      }),
    );
  });
  const origin = new URL(pageUrl).origin;
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (!/feed|rss|atom|\.xml/i.test(href)) return;
    const url = resolve(href, pageUrl);
    if (!url || new URL(url).origin !== origin || !FEED_HREF.test(new URL(url).pathname)) return;
    const side = SIDE_FEED.test(url) || isPageFeed(url, pageUrl);
    add(
      url,
      side ? 0.3 : 0.6,
      elementEvidence($, el, {
        source: 'feed link on the page',
        url: pageUrl,
        attribute: 'href',
        text: href,
      }),
    );
  });
  return found.sort((a, b) => b.confidence - a.confidence);
}

/** The feeds a page names, the site's main feed first. */
export function namedFeeds($: CheerioAPI, pageUrl: string): string[] {
  return feedCandidates($, pageUrl).map((c) => c.value);
}

/** The common feed paths on the page's own site. */
export function commonFeedUrls(pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  return COMMON_FEED_PATHS.map((path) => `${origin}${path}`);
}
