import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { fetchOptional, type SiteSnapshot } from './site-snapshot';
import { stylesheetLinks } from './stylesheet-links';

const STYLESHEET_MAX_BYTES = 2 * 1024 * 1024;

export interface Stylesheet {
  css: string;
  /** The stylesheet's address. */
  source: string;
  kind: 'linked stylesheet';
}

/**
 * The stylesheets the page applies (stylesheetLinks), fetched side by side under the run's
 * limits, once per analysis: the colours and the logo (CSS backgrounds) both read them.
 */
export async function linkedStylesheets(
  site: SiteSnapshot,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<Stylesheet[]> {
  const urls = stylesheetLinks(site.$, site.home.url);
  const sheets = await Promise.all(
    urls.map((url) =>
      fetchOptional(
        url,
        { ...policy, maxBytes: Math.min(policy.maxBytes, STYLESHEET_MAX_BYTES) },
        { accept: 'text/css,*/*;q=0.1', ...(signal ? { signal } : {}) },
      ),
    ),
  );
  return sheets
    .filter((res) => res !== null && !/html|image|javascript/i.test(res.contentType))
    .map((res) => ({
      css: res!.body.toString('utf8'),
      source: res!.url,
      kind: 'linked stylesheet' as const,
    }));
}
