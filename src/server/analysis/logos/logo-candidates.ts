import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Evidence } from '../../../domain/extracted-candidate';
import { httpAddress } from '../../../domain/http-address';
import { domainLabel, fold, nameKeys } from '../extract/brand-names';
import { compiledSelector } from '../extract/compiled-selector';
import { elementEvidence } from '../extract/evidence';
import { optimizedImageSource } from '../extract/image-optimizer';
import { isHomeAddress } from '../extract/page-kind';
import type { WebManifest } from '../identity/web-manifest';
import { cssBackgroundUrls } from './css-background-logos';
import { currentColorOf, withCssFills } from './css-paint';
import { decodeDataUri, isDataUri, isEmbeddedImage, isEmbeddedSvg } from './data-uri';
import { standaloneSvg } from './inline-svg';
import { attrsOf, isNamedAsIcon, isNamedAsWall, LOGO_WORD } from './logo-names';
import { externalSymbolAddress, type SpritePaint } from './sprite-symbol';

/** Where a logo can come from (docs/decisions/0028, logo ranking). */
export type LogoSourceKind =
  | 'inline-svg'
  | 'svg-image'
  | 'raster-image'
  | 'css-background'
  | 'json-ld'
  | 'apple-touch-icon'
  | 'manifest-icon'
  | 'tile-image'
  | 'mask-icon'
  | 'og-image'
  | 'favicon';

export const LOGO_SOURCE_METHODS: Record<LogoSourceKind, string> = {
  'inline-svg': 'inline SVG logo on the page',
  'svg-image': 'SVG logo image on the page',
  'raster-image': 'logo image on the page',
  'css-background': 'logo painted as a CSS background',
  'json-ld': 'JSON-LD Organization.logo',
  'apple-touch-icon': 'apple-touch-icon',
  'manifest-icon': 'web manifest icon',
  'tile-image': 'msapplication-TileImage',
  'mask-icon': 'mask-icon (Safari pinned tab)',
  'og-image': 'og:image (last resort)',
  favicon: 'favicon',
};

interface CandidateBase {
  kind: LogoSourceKind;
  /** The page (or manifest) it was found on. */
  source: string;
  /** The shorter side it declares, 0 when unknown. */
  size: number;
  /** 0 to 1: how sure we are that this is the brand's own logo. */
  confidence: number;
  evidence: Evidence;
  /** A CSS mask's shape: the page fills it with one colour, so its own colours say nothing of the brand. */
  silhouette?: boolean;
}

export type LogoCandidate =
  | (CandidateBase & { kind: 'inline-svg'; svg: string })
  | (CandidateBase & {
      kind: Exclude<LogoSourceKind, 'inline-svg'>;
      url: string;
      /** How the page paints a drawing an inline SVG takes from a sprite file (`<use href="/icons.svg#logo">`). */
      paint?: SpritePaint;
    });

/**
 * A favicon file named .ico (declared, or at /favicon.ico) is the tab's 16 to 48 pixel mark, not a
 * logo the site offers: it is kept for an admin, who may take it (its largest frame), but never
 * stored on its own. A PNG or SVG icon the page declares (even one typed image/x-icon), or a touch
 * icon, is a designed logo file.
 */
export const ICO_FAVICON_CONFIDENCE = 0.4;

function isIcoFavicon(link: Cheerio<Element>): boolean {
  const href = link.attr('href') ?? '';
  return /\.ico(?:$|[?#])/i.test(href.trim());
}

/**
 * A Safari pinned-tab icon is a one-colour silhouette by definition, a poor stand-in for the logo:
 * it ranks below touch icons and PNG favicons and, like an .ico, is offered to admins but never
 * stored on its own.
 */
export const MASK_ICON_CONFIDENCE = 0.42;

/** Manifest icons smaller than this are app-drawer icons, too small to stand for the brand. */
export const MIN_MANIFEST_ICON = 192;
const MAX_CANDIDATES = 12;
/** Page elements examined for a logo: enough for any real page, bounded for a page of 2,000 images. */
const MAX_ELEMENTS = 600;
/** A drawing this small (declared) is an icon: a menu, a cart, a search glass. */
const ICON_SIDE = 24;

const HEADER = compiledSelector(
  'header, nav, [role="banner"], #header, [id*="header" i], [class*="header" i], #masthead, [class*="masthead" i], [class*="navbar" i], [class*="topbar" i], [class~="top-bar" i], [class~="site-top" i], [class~="topnav" i], [class~="top-nav" i], #top-bar, #topnav',
);
const FOOTER = compiledSelector('footer, [role="contentinfo"], #footer, [class*="footer" i]');
const LAZY_SOURCES = [
  'data-lazy-src',
  'data-src',
  'data-original',
  'data-lazy',
  'src',
  'data-srcset',
  'srcset',
];
/** Files lazy-loading scripts put in src until the real image loads. */
const PLACEHOLDER_FILE = /(^|[-_/])(blank|spacer|placeholder|transparent|lazy|loading|pixel|1x1)[-_.]/i;

/** The http(s) address an attribute names: its first word, for a srcset entry ('/a.png 2x'). */
function absolute(href: string | undefined, base: string): string | null {
  return httpAddress(href?.trim().split(/\s+/)[0], base)?.toString() ?? null;
}

function declaredSize(sizes: string | undefined): number {
  let largest = 0;
  for (const match of (sizes ?? '').matchAll(/(\d+)x(\d+)/gi)) {
    largest = Math.max(largest, Math.min(Number(match[1]), Number(match[2])));
  }
  return largest;
}

/**
 * An image's real address: lazy-loading attributes first (the src is often a placeholder). An
 * image written into the page as a data: address counts only when no attribute names a file:
 * that is a logo a bundler inlined, not the placeholder shown until the file loads.
 */
function imageUrl(img: Cheerio<Element>, base: string): string | null {
  for (const attribute of LAZY_SOURCES) {
    const value = img.attr(attribute);
    if (!value) continue;
    const first = attribute.includes('srcset') ? value.split(',')[0] : value;
    const address = absolute(first, base);
    // An optimiser's address (Next.js and the like) stands for the file it resizes.
    const url = address ? optimizedImageSource(address) : null;
    if (url && !PLACEHOLDER_FILE.test(new URL(url).pathname)) return url;
  }
  const embedded = LAZY_SOURCES.filter((attribute) => !attribute.includes('srcset'))
    .map((attribute) => img.attr(attribute)?.trim() ?? '')
    .find((value) => isDataUri(value) && isEmbeddedImage(value));
  return embedded ?? null;
}

/** What <object data> and <embed src> show: an image file, by its declared type or its name. */
function objectFileUrl(node: Cheerio<Element>, base: string): string | null {
  const address = (node.is('object') ? node.attr('data') : node.attr('src'))?.trim() ?? '';
  if (isDataUri(address)) return isEmbeddedImage(address) ? address : null;
  const url = absolute(address, base);
  if (!url) return null;
  return /^image\//i.test(node.attr('type') ?? '') || IMAGE_FILE.test(fileNameOf(url)) ? url : null;
}

const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;

/** The file name at the end of an address, '' for a data: address. */
function fileNameOf(url: string): string {
  if (isDataUri(url)) return '';
  const last = new URL(url).pathname.split('/').pop() ?? '';
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** An SVG file, by its name, its declared type (<object type="image/svg+xml">) or its data: type. */
function isSvgFile(url: string, node: Cheerio<Element>): boolean {
  if (isDataUri(url)) return isEmbeddedSvg(url);
  return /\.svg$/i.test(new URL(url).pathname) || /^image\/svg\+xml/i.test(node.attr('type') ?? '');
}

const ARTICLE = compiledSelector('article, main, [role="main"]');
const AN_ARTICLE = compiledSelector('article');
const A_LINK = compiledSelector('a[href]');
const HIDING = compiledSelector('[hidden], template, noscript');
const BUTTON = compiledSelector('button, [role="button"]');
const FORM = compiledSelector('form');
const SVG = compiledSelector('svg');
/** Containers too wide to be a row of logos. */
const PAGE_SECTION = compiledSelector('body, html, main, header, nav, footer');
/** The elements that can be the site's own header when they come first on the page. */
const SITE_HEADER = 'header, [role="banner"], #header, #masthead';

/** In the site's header: not an article's header, nor the footer. */
function isInPageHeader($: CheerioAPI, node: Cheerio<Element>, pageUrl: string): boolean {
  if (node.closest(FOOTER).length > 0) return false;
  const header = node.closest(HEADER);
  if (header.length === 0) return false;
  return header.closest(ARTICLE).length === 0 || isSiteHeaderInMain($, node, pageUrl);
}

/**
 * App shells and some themes wrap the whole page in <main>: a header there is still the site's
 * when it is the page's first header, outside any article, and holds the home link or the
 * navigation (an article's header holds neither).
 */
function isSiteHeaderInMain($: CheerioAPI, node: Cheerio<Element>, pageUrl: string): boolean {
  const first = firstSiteHeader($);
  if (first.length === 0 || node.closest(first).length === 0) return false;
  const holdsHomeLink = first
    .find('a[href]')
    .toArray()
    .some((link) => isHomeAddress($(link).attr('href'), pageUrl));
  return holdsHomeLink || first.find('nav, [role="navigation"]').length > 0;
}

/** Looked up once per page: every element of a header inside <main> asks for it. */
const firstSiteHeaders = new WeakMap<CheerioAPI, Cheerio<Element>>();

function firstSiteHeader($: CheerioAPI): Cheerio<Element> {
  let first = firstSiteHeaders.get($);
  if (!first) {
    first = $(SITE_HEADER)
      .filter((_, candidate) => $(candidate).closest(AN_ARTICLE).length === 0)
      .first();
    firstSiteHeaders.set($, first);
  }
  return first;
}

/** Where on the page an element sits, and what it says of itself. */
interface Placement {
  inHeader: boolean;
  inFooter: boolean;
  /** Inside a link to the site's home page. */
  inHomeLink: boolean;
  /** Its own attributes, its link's or its wrapper's name it as a logo. */
  named: boolean;
  /** Its alt, title or file name carries the brand's name. */
  brandNamed: boolean;
}

function placementOf(
  $: CheerioAPI,
  element: Element,
  pageUrl: string,
  brandKeys: string[],
  fileName = '',
): Placement {
  const node = $(element);
  const link = node.closest(A_LINK);
  const wrapper = node.parent();
  const own = `${attrsOf(node)} ${fileName}`;
  const named =
    LOGO_WORD.test(own) ||
    (link.length > 0 && LOGO_WORD.test(attrsOf(link))) ||
    (wrapper.length > 0 &&
      wrapper.children('img, svg, picture').length <= 2 &&
      LOGO_WORD.test(attrsOf(wrapper)));
  const ownText = node.children().length === 0 || node.text().length <= 60 ? node.text() : '';
  const words = fold(
    `${ownText} ${node.attr('alt') ?? ''} ${node.attr('title') ?? ''} ${node.attr('aria-label') ?? ''} ${link.attr('aria-label') ?? ''} ${link.attr('title') ?? ''} ${fileName} ${node.children('title').text()}`,
  ).replace(/[^\p{L}\p{N}]/gu, '');
  return {
    inHeader: isInPageHeader($, node, pageUrl),
    inFooter: node.closest(FOOTER).length > 0 && node.closest(FOOTER).closest(ARTICLE).length === 0,
    inHomeLink: link.length > 0 && isHomeAddress(link.attr('href'), pageUrl),
    named,
    brandNamed: brandKeys.some((key) => key.length >= 3 && words.includes(key)),
  };
}

/** The parts of a page: a form holding one of them (or many links) wraps the page, like ASP.NET's. */
const PAGE_PARTS =
  'header, nav, main, footer, [role="banner"], [role="navigation"], [role="main"], [role="contentinfo"], #header, #content, #main, #footer';
/** A form with this many links is the page, not a search box or a newsletter sign-up. */
const PAGE_FORM_LINKS = 12;

/** A button, or a small form (search, newsletter, cart), holds icons, not the site's logo. */
function isButtonOrSmallForm(container: Cheerio<Element>): boolean {
  if (container.is(BUTTON)) return container.find('header, nav').length === 0;
  if (!container.is(FORM)) return false;
  return container.find(PAGE_PARTS).length === 0 && container.find('a[href]').length < PAGE_FORM_LINKS;
}

/** A home link is the site's own: never a tile of a wall of others' logos. */
const isHomeLink = (node: Cheerio<Element>, pageUrl: string) =>
  node.is(A_LINK) && isHomeAddress(node.attr('href'), pageUrl);

/**
 * Its first link is the home link holding the element: a bar of the site's chrome, however it is
 * named ('top-bar'), whose icons (search, account, cart) make no wall.
 */
function opensWithHomeLink(container: Cheerio<Element>, element: Element, pageUrl: string): boolean {
  const firstLink = container.find('a[href]').first();
  return isHomeLink(firstLink, pageUrl) && firstLink.find(element).length > 0;
}

/** Inside a wall of other organisations' logos, a button, a small form, or something hidden. */
function isExcludedPlace(
  $: CheerioAPI,
  element: Element,
  pageUrl: string,
  brandKeys: readonly string[],
): boolean {
  const node = $(element);
  if (node.closest(HIDING).length > 0) return true;
  const ancestors = node.parents().slice(0, 6).toArray();
  if (ancestors.slice(0, 4).some((a) => isButtonOrSmallForm($(a)))) return true;
  for (const ancestor of ancestors) {
    const a = $(ancestor);
    if (!isHomeLink(a, pageUrl) && isNamedAsWall(a, brandKeys)) return true;
    if (/display\s*:\s*none|visibility\s*:\s*hidden/i.test(a.attr('style') ?? '')) return true;
  }
  // Many images side by side in one container: a wall, even unnamed ('Trusted by' rows).
  const row = ancestors.slice(0, 3).find((a) => {
    const container = $(a);
    if (container.is(PAGE_SECTION) || container.closest(HEADER).length > 0) return false;
    return (
      container.find('img, svg').length >= 5 &&
      container.find('header, nav, footer, main, [role="navigation"]').length === 0 &&
      !opensWithHomeLink(container, element, pageUrl)
    );
  });
  return row !== undefined;
}

/** How sure a page element makes us, from where it sits and how it is named; 0 when it is no logo. */
function placementConfidence(p: Placement): number {
  if (p.inHeader && p.inHomeLink) return p.named || p.brandNamed ? 0.92 : 0.86;
  if (p.inHeader && (p.named || p.brandNamed)) return p.named ? 0.82 : 0.7;
  if (p.inHomeLink && p.named) return 0.78;
  if (p.inFooter && (p.inHomeLink || p.named)) return p.named && p.brandNamed ? 0.6 : 0.55;
  if (p.inHomeLink && p.brandNamed) return 0.6;
  if (p.named && p.brandNamed) return 0.4;
  if (p.named) return 0.3;
  return 0;
}

/** Declared this small, a drawing is an icon (a menu, a cart, a search glass), not a wordmark. */
const isIconSized = (width: number, height: number) =>
  (width < ICON_SIDE || height < ICON_SIDE) && width <= ICON_SIDE * 2;

/** A mobile, small or sticky variant of the logo: the full one is the better pick. */
const REDUCED_VARIANT = /(^|[-_\s])(mobile|small|compact|sticky|mini|xs|sm)([-_\s]|$)/i;

function isReducedVariant($: CheerioAPI, element: Element): boolean {
  const chain = [element, ...$(element).parents().slice(0, 3).toArray()];
  return chain.some((node) => REDUCED_VARIANT.test(attrsOf($(node))));
}

/** A declared side, from width/height attributes or a viewBox. */
function svgSides(svg: Cheerio<Element>): { width: number; height: number } | null {
  const width = Number.parseFloat(svg.attr('width') ?? '');
  const height = Number.parseFloat(svg.attr('height') ?? '');
  if (Number.isFinite(width) && Number.isFinite(height)) return { width, height };
  const box = (svg.attr('viewBox') ?? svg.attr('viewbox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite)) return { width: box[2]!, height: box[3]! };
  if (Number.isFinite(width)) return { width, height: width };
  return null;
}

/** A hidden sprite sheet: zero-sized, hidden by style, or holding only symbols and definitions. */
function isSprite(svg: Cheerio<Element>): boolean {
  const sides = svgSides(svg);
  if (
    svg.attr('width') === '0' ||
    svg.attr('height') === '0' ||
    (sides && (sides.width === 0 || sides.height === 0))
  )
    return true;
  if (
    /display\s*:\s*none|visibility\s*:\s*hidden|width\s*:\s*0|height\s*:\s*0/i.test(svg.attr('style') ?? '')
  )
    return true;
  const children = svg.children().toArray();
  return (
    children.length > 0 &&
    children.every((child) => ['defs', 'symbol', 'style', 'title', 'desc'].includes(child.tagName))
  );
}

export interface LogoContext {
  brandName: string;
  /** Comparable keys of the brand's names (nameKeys); the brand name and the site's host when absent. */
  names?: string[];
  jsonLdLogo: string | null;
  manifest: WebManifest | null;
  /** The page's CSS (inline and linked stylesheets) to find logos painted as backgrounds. */
  css?: { css: string; source: string }[];
}

/**
 * Every logo the page offers, with how sure each makes us and where it was found; downloading
 * and checking them is the caller's job. The site's own mark is told apart by its position (the
 * header, the home link), its naming (alt, class, id, file name) and its shape: logo walls of
 * customers and partners, small nav icons, hidden sprite sheets and images in buttons are left out;
 * an SVG beats a raster of the same place, the wordmark beats the small symbol; the icons the site
 * declares (touch icon, manifest, tile, pinned tab) follow, and the conventional /apple-touch-icon.png
 * and /favicon.ico are the last resort.
 */
export function findLogoCandidates($: CheerioAPI, pageUrl: string, context: LogoContext): LogoCandidate[] {
  const ctx = {
    ...context,
    names: context.names ?? nameKeys([context.brandName, domainLabel(pageUrl)]),
    css: context.css ?? [],
  };
  const candidates: LogoCandidate[] = [];
  const seen = new Set<string>();
  const add = (candidate: LogoCandidate) => {
    const key = candidate.kind === 'inline-svg' ? candidate.svg : candidate.url;
    const existing = candidates.find((c) => (c.kind === 'inline-svg' ? c.svg : c.url) === key);
    if (existing) {
      existing.confidence = Math.max(existing.confidence, candidate.confidence);
      return;
    }
    if (seen.has(key)) return;
    seen.add(key);
    candidates.push(candidate);
  };
  const pageEvidence = (element: Element, source: string, attribute?: string) =>
    elementEvidence($, element, { source, url: pageUrl, ...(attribute ? { attribute } : {}) });
  let order = 0;
  const headerBonus = () => Math.max(0, 0.02 - 0.005 * order++);

  $('svg')
    .slice(0, MAX_ELEMENTS)
    .each((_, element) => {
      const svg = $(element);
      if (svg.parents(SVG).length > 0 || isSprite(svg) || isExcludedPlace($, element, pageUrl, ctx.names))
        return;
      const place = placementOf($, element, pageUrl, ctx.names);
      const sides = svgSides(svg);
      // A small drawing beside a text label is a nav icon, even inside the home link.
      if (sides !== null && isIconSized(sides.width, sides.height) && !place.named) return;
      if (isNamedAsIcon(attrsOf(svg), place.named, ctx.names)) return;
      let confidence = placementConfidence(place);
      if (confidence === 0) return;
      // As the browser paints it: a stylesheet's fills written on the shapes.
      const painted = withCssFills($, element, ctx.css);
      const drawn = standaloneSvg($, painted);
      // Or a logo drawn from a sprite file of the site's: that file's symbol is the logo.
      const symbol = drawn === null ? externalSymbolAddress(svg, pageUrl) : null;
      const drawing: { svg: string } | { url: string } | null =
        drawn !== null ? { svg: drawn } : symbol !== null ? { url: symbol } : null;
      if (!drawing) return;
      // The symbol's name speaks for it as a file's name does: '#icon-search' is an icon.
      if ('url' in drawing && isNamedAsIcon(new URL(drawing.url).hash.slice(1), place.named, ctx.names))
        return;
      const wide = sides !== null && sides.width >= sides.height * 2;
      confidence +=
        (wide ? 0.02 : 0) +
        (place.inHeader ? headerBonus() : 0) +
        0.03 -
        (isReducedVariant($, element) ? 0.05 : 0);
      const found = { source: pageUrl, size: 0, confidence: Math.min(confidence, 0.97) };
      if ('url' in drawing) {
        const color = currentColorOf($, element, ctx.css);
        const fill = $(painted).find('use').first().attr('fill');
        add({
          ...found,
          kind: 'svg-image',
          url: drawing.url,
          paint: { ...(color ? { color } : {}), ...(fill ? { fill } : {}) },
          evidence: pageEvidence(element, LOGO_SOURCE_METHODS['svg-image']),
        });
        return;
      }
      // A drawing in currentColor takes the colour the page's CSS gives it; as a file of its own
      // it would be black.
      const ink = /currentcolor/i.test(drawing.svg) ? currentColorOf($, element, ctx.css) : null;
      add({
        ...found,
        kind: 'inline-svg',
        svg: ink ? drawing.svg.replace(/currentcolor/gi, ink) : drawing.svg,
        evidence: pageEvidence(element, LOGO_SOURCE_METHODS['inline-svg']),
      });
    });

  // Image files the page shows: <img>, and the SVG logos some sites embed with <object> or <embed>.
  $('img, object, embed')
    .slice(0, MAX_ELEMENTS)
    .each((_, element) => {
      const img = $(element);
      const url = img.is('img') ? imageUrl(img, pageUrl) : objectFileUrl(img, pageUrl);
      if (!url || isExcludedPlace($, element, pageUrl, ctx.names)) return;
      const fileName = fileNameOf(url);
      const place = placementOf($, element, pageUrl, ctx.names, fileName);
      const width = Number(img.attr('width')) || 0;
      const height = Number(img.attr('height')) || 0;
      if ((width > 0 && width < 16) || (height > 0 && height < 16)) return;
      // The home link's logo (the link or its wrapper named so) is no icon; an image declared
      // icon-sized is one, whatever brand name its file carries.
      const homeLogo = place.inHomeLink && place.named;
      const small = width > 0 && height > 0 && isIconSized(width, height);
      if (isNamedAsIcon(`${fileName} ${attrsOf(img)}`, homeLogo, small ? [] : ctx.names)) return;
      let confidence = placementConfidence(place);
      if (confidence === 0) return;
      const isSvg = isSvgFile(url, img);
      confidence +=
        (isSvg ? 0.03 : 0) +
        (width >= height * 2 && height > 0 ? 0.02 : 0) +
        (place.inHeader ? headerBonus() : 0) -
        (isReducedVariant($, element) ? 0.05 : 0);
      // An SVG written into the page as a data: address is drawn by the page, like an inline SVG.
      const embeddedSvg = isEmbeddedSvg(url) ? decodeDataUri(url)?.bytes.toString('utf8') : undefined;
      const kind: LogoSourceKind = embeddedSvg ? 'inline-svg' : isSvg ? 'svg-image' : 'raster-image';
      const found = {
        source: pageUrl,
        size: Math.min(width, height),
        confidence: Math.min(confidence, 0.97),
        evidence: {
          ...pageEvidence(element, LOGO_SOURCE_METHODS[kind], img.is('object') ? 'data' : 'src'),
          text: url.slice(0, 300),
        },
      };
      add(
        embeddedSvg
          ? { ...found, kind: 'inline-svg', svg: embeddedSvg }
          : ({ ...found, kind, url } as LogoCandidate),
      );
    });

  for (const found of cssBackgroundUrls($, pageUrl, ctx.css).slice(0, MAX_ELEMENTS)) {
    if (isExcludedPlace($, found.element, pageUrl, ctx.names)) continue;
    const fileName = fileNameOf(found.url);
    const place = placementOf($, found.element, pageUrl, ctx.names, fileName);
    const confidence = placementConfidence(place) - 0.04;
    if (confidence <= 0.3 || isNamedAsIcon(fileName, place.inHomeLink && place.named, ctx.names)) continue;
    const evidence = {
      ...pageEvidence(found.element, `${LOGO_SOURCE_METHODS['css-background']} (${found.rule})`),
      text: found.url.slice(0, 300),
    };
    // An SVG written into the stylesheet is drawn by the page, like an inline SVG.
    const embeddedSvg = isEmbeddedSvg(found.url)
      ? decodeDataUri(found.url)?.bytes.toString('utf8')
      : undefined;
    const base = {
      source: pageUrl,
      size: 0,
      confidence,
      evidence,
      ...(found.mask ? { silhouette: true } : {}),
    };
    add(
      embeddedSvg
        ? { kind: 'inline-svg', svg: embeddedSvg, ...base }
        : { kind: 'css-background', url: found.url, ...base },
    );
  }

  if (ctx.jsonLdLogo) {
    add({
      kind: 'json-ld',
      url: ctx.jsonLdLogo,
      source: pageUrl,
      size: 0,
      confidence: 0.72,
      evidence: { source: LOGO_SOURCE_METHODS['json-ld'], url: pageUrl, text: ctx.jsonLdLogo.slice(0, 300) },
    });
  }

  const linkIcon = (
    selector: string,
    kind: LogoSourceKind,
    confidence: (size: number, link: Cheerio<Element>) => number,
  ) => {
    $(selector).each((_, element) => {
      if (!('tagName' in element)) return;
      const link = $(element);
      const url = absolute(link.attr('href') ?? link.attr('content'), pageUrl);
      if (!url || kind === 'inline-svg') return;
      const size = declaredSize(link.attr('sizes'));
      add({
        kind,
        url,
        source: pageUrl,
        size,
        confidence: confidence(size, link),
        evidence: pageEvidence(element, LOGO_SOURCE_METHODS[kind], link.attr('href') ? 'href' : 'content'),
      } as LogoCandidate);
    });
  };
  linkIcon(
    'link[rel~="apple-touch-icon" i][href], link[rel~="apple-touch-icon-precomposed" i][href]',
    'apple-touch-icon',
    (size) => 0.55 + Math.min(size, 180) / 180 / 20,
  );
  linkIcon('meta[name="msapplication-TileImage" i][content]', 'tile-image', () => 0.5);
  for (const icon of ctx.manifest?.icons ?? []) {
    if (icon.size >= MIN_MANIFEST_ICON || /svg/i.test(icon.type ?? '')) {
      add({
        kind: 'manifest-icon',
        url: icon.url,
        source: ctx.manifest!.url,
        size: icon.size,
        confidence: 0.5,
        evidence: {
          source: LOGO_SOURCE_METHODS['manifest-icon'],
          url: ctx.manifest!.url,
          text: icon.url.slice(0, 300),
        },
      });
    }
  }
  linkIcon('link[rel~="mask-icon" i][href]', 'mask-icon', () => MASK_ICON_CONFIDENCE);
  linkIcon('link[rel~="icon" i][href], link[rel~="fluid-icon" i][href]', 'favicon', (size, link) =>
    isIcoFavicon(link) ? ICO_FAVICON_CONFIDENCE : size >= 64 ? 0.47 : 0.45,
  );
  linkIcon('meta[property="og:image" i][content]', 'og-image', () => 0.25);

  // Conventional paths, tried when the page declares none: browsers ask for them anyway.
  const declared = (kind: LogoSourceKind) => candidates.some((c) => c.kind === kind);
  if (!declared('apple-touch-icon')) {
    const url = new URL('/apple-touch-icon.png', pageUrl).toString();
    add({
      kind: 'apple-touch-icon',
      url,
      source: pageUrl,
      size: 0,
      confidence: 0.45,
      evidence: { source: 'apple-touch-icon at its conventional address', url: pageUrl, text: url },
    });
  }
  const favicon = new URL('/favicon.ico', pageUrl).toString();
  add({
    kind: 'favicon',
    url: favicon,
    source: pageUrl,
    size: 0,
    confidence: ICO_FAVICON_CONFIDENCE,
    evidence: {
      source: 'favicon at its conventional address (.ico, largest frame)',
      url: pageUrl,
      text: favicon,
    },
  });

  return candidates
    .map((candidate, index) => ({ candidate, index }))
    .sort(
      (a, b) =>
        b.candidate.confidence - a.candidate.confidence ||
        b.candidate.size - a.candidate.size ||
        a.index - b.index,
    )
    .map(({ candidate }) => candidate)
    .slice(0, MAX_CANDIDATES);
}
