import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { normalizeBrandName } from '../../../domain/duplicate';
import type { WebManifest } from '../identity/web-manifest';

/**
 * Where a logo can come from, best first (docs/decisions.md, logo ranking): a vector mark the site
 * shows as its logo, the logo it declares in JSON-LD, a raster image it marks as its logo, the
 * icons it gives to phones and to installed apps, its share image, and its favicon last.
 */
export const LOGO_SOURCE_RANKS = {
  'inline-svg': 1,
  'svg-image': 2,
  'json-ld': 3,
  'raster-image': 4,
  'apple-touch-icon': 5,
  'manifest-icon': 6,
  'og-image': 7,
  favicon: 8,
} as const;

export type LogoSourceKind = keyof typeof LOGO_SOURCE_RANKS;

export const LOGO_SOURCE_METHODS: Record<LogoSourceKind, string> = {
  'inline-svg': 'inline SVG logo on the page',
  'svg-image': 'SVG logo image on the page',
  'json-ld': 'JSON-LD Organization.logo',
  'raster-image': 'logo image on the page',
  'apple-touch-icon': 'apple-touch-icon',
  'manifest-icon': 'web manifest icon',
  'og-image': 'og:image (last resort)',
  favicon: 'favicon',
};

export type LogoCandidate =
  | { kind: 'inline-svg'; svg: string; source: string; size: number }
  | { kind: Exclude<LogoSourceKind, 'inline-svg'>; url: string; source: string; size: number };

/** Manifest icons smaller than this are app-drawer icons, too small to stand for the brand. */
export const MIN_MANIFEST_ICON = 192;
const MAX_CANDIDATES = 12;
const LOGO_HINT = /logo|brand|wordmark|site-?mark/i;

function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function declaredSize(sizes: string | undefined): number {
  let largest = 0;
  for (const match of (sizes ?? '').matchAll(/(\d+)x(\d+)/gi)) {
    largest = Math.max(largest, Math.min(Number(match[1]), Number(match[2])));
  }
  return largest;
}

/** Whether an element or one of its close ancestors says it is the logo (class, id, alt, label). */
function hasLogoHint($: CheerioAPI, element: Element, brandKey: string): boolean {
  const own = $(element);
  const chain = [
    own,
    ...own
      .parents()
      .slice(0, 3)
      .toArray()
      .map((p) => $(p)),
  ];
  return chain.some((node) => {
    const words = [
      node.attr('class'),
      node.attr('id'),
      node.attr('alt'),
      node.attr('aria-label'),
      node.attr('title'),
      node.attr('src'),
      node.children('title').first().text(),
    ]
      .filter(Boolean)
      .join(' ');
    if (LOGO_HINT.test(words)) return true;
    const key = normalizeBrandName(words);
    return brandKey.length >= 3 && key.includes(brandKey);
  });
}

/** Links home in the header are where sites put their logo. */
function isHomeLinkInHeader($: CheerioAPI, element: Element, pageUrl: string): boolean {
  const link = $(element).closest('a[href]');
  if (link.length === 0) return false;
  const href = absolute(link.attr('href'), pageUrl);
  const inHeader = $(element).closest('header, nav, [role="banner"], [class*="header" i]').length > 0;
  return inHeader && href !== null && new URL(href).pathname === '/';
}

/**
 * Every logo the page offers, ranked best first; downloading and checking them is the caller's
 * job. Tiny inline icons (menus, carts) are left out by their declared size.
 */
export function findLogoCandidates(
  $: CheerioAPI,
  pageUrl: string,
  options: { brandName: string; jsonLdLogo: string | null; manifest: WebManifest | null },
): LogoCandidate[] {
  const brandKey = normalizeBrandName(options.brandName);
  const candidates: LogoCandidate[] = [];
  const seen = new Set<string>();
  const add = (candidate: LogoCandidate) => {
    const key = candidate.kind === 'inline-svg' ? candidate.svg : candidate.url;
    if (seen.has(key)) return;
    seen.add(key);
    candidates.push(candidate);
  };

  $('svg').each((_, element) => {
    const svg = $(element);
    if (svg.parents('svg').length > 0) return;
    const width = Number.parseFloat(svg.attr('width') ?? '');
    if (Number.isFinite(width) && width > 0 && width < 24) return;
    if (!hasLogoHint($, element, brandKey) && !isHomeLinkInHeader($, element, pageUrl)) return;
    const markup = $.xml(svg);
    if (!/<(path|rect|circle|polygon|ellipse|text|use|g)\b/i.test(markup)) return;
    add({ kind: 'inline-svg', svg: markup, source: pageUrl, size: 0 });
  });

  $('img[src]').each((_, element) => {
    const url = absolute($(element).attr('src'), pageUrl);
    if (!url) return;
    if (!hasLogoHint($, element, brandKey) && !isHomeLinkInHeader($, element, pageUrl)) return;
    const isSvg = /\.svg$/i.test(new URL(url).pathname);
    const size = Math.min(Number($(element).attr('width')) || 0, Number($(element).attr('height')) || 0);
    add({ kind: isSvg ? 'svg-image' : 'raster-image', url, source: pageUrl, size });
  });

  if (options.jsonLdLogo) add({ kind: 'json-ld', url: options.jsonLdLogo, source: pageUrl, size: 0 });

  $('link[rel~="apple-touch-icon" i][href], link[rel~="apple-touch-icon-precomposed" i][href]').each(
    (_, element) => {
      const url = absolute($(element).attr('href'), pageUrl);
      if (url)
        add({ kind: 'apple-touch-icon', url, source: pageUrl, size: declaredSize($(element).attr('sizes')) });
    },
  );

  for (const icon of options.manifest?.icons ?? []) {
    if (icon.size >= MIN_MANIFEST_ICON || /svg/i.test(icon.type ?? '')) {
      add({ kind: 'manifest-icon', url: icon.url, source: options.manifest!.url, size: icon.size });
    }
  }

  const ogImage = absolute(
    $('meta[property="og:image" i]').first().attr('content') ??
      $('meta[property="og:image:url" i]').first().attr('content'),
    pageUrl,
  );
  if (ogImage) add({ kind: 'og-image', url: ogImage, source: pageUrl, size: 0 });

  $('link[rel~="icon" i][href]').each((_, element) => {
    const url = absolute($(element).attr('href'), pageUrl);
    if (url) add({ kind: 'favicon', url, source: pageUrl, size: declaredSize($(element).attr('sizes')) });
  });
  add({ kind: 'favicon', url: new URL('/favicon.ico', pageUrl).toString(), source: pageUrl, size: 0 });

  return candidates
    .map((candidate, order) => ({ candidate, order }))
    .sort(
      (a, b) =>
        LOGO_SOURCE_RANKS[a.candidate.kind] - LOGO_SOURCE_RANKS[b.candidate.kind] ||
        b.candidate.size - a.candidate.size ||
        a.order - b.order,
    )
    .map(({ candidate }) => candidate)
    .slice(0, MAX_CANDIDATES);
}
