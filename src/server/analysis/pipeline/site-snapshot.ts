import { type CheerioAPI, load } from 'cheerio';
import { FetchError } from '../../net/fetcher/fetch-error';
import { politeFetch } from '../../net/fetcher/robots';
import type { FetchedResource, FetchPolicy } from '../../net/fetcher/safe-fetch';
import { decodeHtmlBytes } from '../extract/charset';
import { isHomeAddress, isHomePage } from '../extract/page-kind';

/** One JSON-LD node (an object with @type and properties); @graph arrays are flattened. */
export type JsonLdNode = Record<string, unknown>;

/** The brand's home page, fetched once per analysis and read by every stage. */
export interface SiteSnapshot {
  /** The response; `home.url` is the final address after redirects. */
  home: FetchedResource;
  html: string;
  /** The parsed home page. */
  $: CheerioAPI;
  /** The visible text of the page, whitespace collapsed. */
  text: string;
  /** Every JSON-LD node on the page. */
  jsonLd: JsonLdNode[];
  /** The site's home page: its root (or a language root), or the page its root leads to. */
  isHome: boolean;
}

const HTML_TYPES = /text\/html|application\/xhtml\+xml/i;

function flattenJsonLd(value: unknown, into: JsonLdNode[]): void {
  if (Array.isArray(value)) {
    for (const item of value) flattenJsonLd(item, into);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as JsonLdNode;
  if (Array.isArray(node['@graph'])) flattenJsonLd(node['@graph'], into);
  if ('@type' in node) into.push(node);
}

export function readJsonLd($: CheerioAPI): JsonLdNode[] {
  const nodes: JsonLdNode[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    try {
      flattenJsonLd(JSON.parse($(element).text()), nodes);
    } catch {
      // A broken block is ignored; the rest of the page still counts.
    }
  });
  return nodes;
}

/** Elements whose text stands apart from its neighbours', even when the markup has no space between. */
const BLOCKS =
  'p, div, section, article, header, footer, nav, main, aside, h1, h2, h3, h4, h5, h6, li, dt, dd, td, th, tr, blockquote, figcaption, br';

export function visibleText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('script, style, noscript, template, svg').remove();
  // '<h1>Since</h1><p>1961</p>' reads 'Since 1961', not 'Since1961'.
  body.find(BLOCKS).after(' ');
  return body.text().replace(/\s+/g, ' ').trim();
}

/**
 * The page's text in the encoding it declares (Content-Type charset, else a <meta charset> near the
 * top), else UTF-8 when it is, else the legacy encoding that reads plausibly (extract/charset.ts).
 */
export function decodeHtml(body: Buffer, contentType: string): string {
  return decodeHtmlBytes(body, contentType);
}

/** Parses HTML keeping each element's position, so evidence can name the line it came from. */
export function parseHtml(html: string): CheerioAPI {
  return load(html, { sourceCodeLocationInfo: true });
}

/** Reads an HTML document fetched from `url`. */
export function parseSnapshot(home: FetchedResource, requestedUrl: string = home.url): SiteSnapshot {
  const html = decodeHtml(home.body, home.contentType);
  const $ = parseHtml(html);
  const isHome = isHomePage($, home.url) || isHomeAddress(requestedUrl, requestedUrl);
  return { home, html, $, text: visibleText($), jsonLd: readJsonLd($), isHome };
}

/**
 * Fetches and reads the brand's home page (robots.txt respected); anything that is not an HTML
 * page is a clear failure.
 */
export async function fetchSiteSnapshot(
  url: string,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<SiteSnapshot> {
  const home = await politeFetch(url, policy, signal ? { signal } : {});
  if (home.status >= 400)
    throw new FetchError('http-error', `The site answered ${home.status} for ${home.url}`);
  if (!HTML_TYPES.test(home.contentType)) {
    throw new FetchError(
      'http-error',
      `The address is not a web page (${home.contentType || 'unknown type'})`,
    );
  }
  return parseSnapshot(home, url);
}

/**
 * A same-site page (about, team, feed) fetched under the same policy and robots.txt; null when it
 * fails or is not allowed.
 */
export async function fetchOptional(
  url: string | null | undefined,
  policy: FetchPolicy,
  options: { accept?: string; signal?: AbortSignal } = {},
): Promise<FetchedResource | null> {
  if (!url) return null;
  try {
    const res = await politeFetch(url, policy, options);
    return res.status < 400 ? res : null;
  } catch {
    return null;
  }
}
