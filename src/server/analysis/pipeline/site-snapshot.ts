import { extractPageIdentity, type PageIdentity } from '../extract/page-identity';
import { findCurrencyAmounts, visibleText } from '../extract/text-signals';
import { FetchError } from '../fetcher/fetch-error';
import { type FetchedResource, type FetchPolicy, safeFetch } from '../fetcher/safe-fetch';

export interface SiteSnapshot {
  home: FetchedResource;
  html: string;
  identity: PageIdentity;
  text: string;
  amounts: { currency: string; amount: number }[];
}

const HTML_TYPES = /text\/html|application\/xhtml\+xml/i;

/** Fetches and reads the brand's home page; anything that is not an HTML page is a clear failure. */
export async function fetchSiteSnapshot(
  url: string,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<SiteSnapshot> {
  const home = await safeFetch(url, policy, signal ? { signal } : {});
  if (home.status >= 400)
    throw new FetchError('http-error', `The site answered ${home.status} for ${home.url}`);
  if (!HTML_TYPES.test(home.contentType)) {
    throw new FetchError(
      'http-error',
      `The address is not a web page (${home.contentType || 'unknown type'})`,
    );
  }
  const html = home.body.toString('utf8');
  const identity = extractPageIdentity(html, home.url);
  const text = visibleText(html);
  return { home, html, identity, text, amounts: findCurrencyAmounts(text) };
}

/** A same-site page (about, team, feed) fetched under the same policy; null when it fails. */
export async function fetchOptional(
  url: string | null | undefined,
  policy: FetchPolicy,
  accept?: string,
): Promise<FetchedResource | null> {
  if (!url) return null;
  try {
    const res = await safeFetch(url, policy, accept ? { accept } : {});
    return res.status < 400 ? res : null;
  } catch {
    return null;
  }
}
