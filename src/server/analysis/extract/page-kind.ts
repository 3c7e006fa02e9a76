import type { CheerioAPI } from 'cheerio';

/** A first path segment that names a language or a country edition: /en/, /de, /en-us/, /fr_FR. */
const LANGUAGE_ROOT = /^\/[a-z]{2}(?:[-_][a-z]{2,4})?\/?$/i;
const INDEX_FILE = /^\/(index|default|home|start)(\.\w{2,5})?$/i;

function isRootPath(pathname: string): boolean {
  return pathname === '/' || pathname === '' || LANGUAGE_ROOT.test(pathname) || INDEX_FILE.test(pathname);
}

/**
 * Whether a page is the site's home page (its root, a language root such as /en/, or a page
 * whose canonical address is one): the only page whose title speaks for the whole brand. An
 * article's or recipe's title names the article, never the brand's line.
 */
export function isHomePage($: CheerioAPI, pageUrl: string): boolean {
  const page = new URL(pageUrl);
  if (isRootPath(page.pathname)) return true;
  const canonical =
    $('link[rel~="canonical" i]').first().attr('href') ??
    $('meta[property="og:url" i]').first().attr('content');
  if (!canonical) return false;
  try {
    const url = new URL(canonical, page);
    return (
      url.hostname.replace(/^www\./, '') === page.hostname.replace(/^www\./, '') && isRootPath(url.pathname)
    );
  } catch {
    return false;
  }
}

/** Whether an address is the site's home (its root or a language root), for home links. */
export function isHomeAddress(href: string | undefined, pageUrl: string): boolean {
  if (href === undefined) return false;
  const trimmed = href.trim();
  if (trimmed === '' || trimmed === '#') return false;
  try {
    const page = new URL(pageUrl);
    const url = new URL(trimmed, page);
    const sameSite = url.hostname.replace(/^www\./, '') === page.hostname.replace(/^www\./, '');
    return sameSite && isRootPath(url.pathname) && url.search === '';
  } catch {
    return false;
  }
}
