import type { CheerioAPI } from 'cheerio';

/** The stylesheets read per page: enough for a site's own theme beside its plugins. */
export const MAX_STYLESHEETS = 8;

/** Hosts that serve font faces only: no colour and no logo is ever painted from them. */
const FONT_HOSTS =
  /^(fonts\.googleapis\.com|fonts\.bunny\.net|use\.typekit\.net|p\.typekit\.net|fast\.fonts\.net|cloud\.typography\.com|use\.fontawesome\.com|kit\.fontawesome\.com|fonts\.cdnfonts\.com)$/i;
/** Public CDNs of open-source libraries: what they serve is a library's stock styles. */
const LIBRARY_HOSTS =
  /^(cdnjs\.cloudflare\.com|cdn\.jsdelivr\.net|unpkg\.com|(stackpath|maxcdn)\.bootstrapcdn\.com|code\.jquery\.com|ajax\.googleapis\.com)$/i;
/** A plugin's or a widget library's stylesheet, wherever it is served from. */
const LIBRARY_PATH =
  /\/wp-includes\/|\/wp-content\/plugins\/|(^|[/._-])(bootstrap|font-?awesome|all\.min|animate|slick(-theme)?|swiper(-bundle)?|owl\.(carousel|theme)|fancybox|magnific-popup|aos|normalize|reset|jquery-ui|select2|flickity|glide|splide|lightbox2?|photoswipe|tippy|intlTelInput|cookieconsent|video-js|plyr|mediaelementplayer)([._-][\w.-]*)?\.css$/i;

/**
 * How likely a stylesheet is to hold the site's own colours, best first: the site's own theme,
 * wherever it is served from (a shop platform's CDN too), then plugins and libraries, then font
 * services.
 */
export function stylesheetRank(url: URL): number {
  if (FONT_HOSTS.test(url.hostname)) return 2;
  if (LIBRARY_HOSTS.test(url.hostname) || LIBRARY_PATH.test(url.pathname)) return 1;
  return 0;
}

/** Whether a link loads as a stylesheet once the page has loaded, as the browser applies it. */
function appliedStylesheet($: CheerioAPI, element: Parameters<CheerioAPI>[0]): boolean {
  const link = $(element);
  if (link.attr('disabled') !== undefined) return false;
  const rel = (link.attr('rel') ?? '').toLowerCase().split(/\s+/);
  const onload = link.attr('onload') ?? '';
  const stylesheet = rel.includes('stylesheet') && !rel.includes('alternate');
  // <link rel="preload" as="style" onload="this.rel='stylesheet'">: loaded without blocking, then applied.
  const preloaded = rel.includes('preload') && /^style$/i.test(link.attr('as') ?? '') && /rel/.test(onload);
  if (!stylesheet && !preloaded) return false;
  // media="print" onload="this.media='all'": a print sheet only until the page has loaded.
  if (/^\s*print\s*$/i.test(link.attr('media') ?? '') && !/media/.test(onload)) return false;
  return true;
}

/**
 * The addresses of the stylesheets a page applies, at most `max`: when it links more, its own
 * theme is kept ahead of plugins, widget libraries and font services. They are returned in the
 * page's order, which is the order of the cascade.
 */
export function stylesheetLinks($: CheerioAPI, pageUrl: string, max = MAX_STYLESHEETS): string[] {
  const found: { url: string; rank: number; order: number }[] = [];
  $('link[href]').each((_, element) => {
    if (!appliedStylesheet($, element)) return;
    let url: URL;
    try {
      url = new URL($(element).attr('href') ?? '', pageUrl);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const href = url.toString();
    if (found.some((sheet) => sheet.url === href)) return;
    found.push({ url: href, rank: stylesheetRank(url), order: found.length });
  });
  return [...found]
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, max)
    .sort((a, b) => a.order - b.order)
    .map((sheet) => sheet.url);
}
