import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { fetchOptional, type SiteSnapshot } from './site-snapshot';

const MAX_STYLESHEETS = 8;
const STYLESHEET_MAX_BYTES = 2 * 1024 * 1024;

export interface Stylesheet {
  css: string;
  /** The stylesheet's address. */
  source: string;
  kind: 'linked stylesheet';
}

/**
 * The page's own stylesheets (not print ones), fetched side by side under the run's limits,
 * once per analysis: the colours and the logo (CSS backgrounds) both read them.
 */
export async function linkedStylesheets(
  site: SiteSnapshot,
  policy: FetchPolicy,
  signal?: AbortSignal,
): Promise<Stylesheet[]> {
  const urls: string[] = [];
  site.$('link[rel~="stylesheet" i][href]').each((_, element) => {
    const link = site.$(element);
    if (/^\s*print\s*$/i.test(link.attr('media') ?? '')) return;
    try {
      const url = new URL(link.attr('href') ?? '', site.home.url);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && !urls.includes(url.toString()))
        urls.push(url.toString());
    } catch {
      // an unusable href is skipped
    }
  });
  const sheets = await Promise.all(
    urls
      .slice(0, MAX_STYLESHEETS)
      .map((url) =>
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
