import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { compiledSelector } from '../extract/compiled-selector';
import { cssPath, lineOf } from '../extract/evidence';
import type { WebManifest } from '../identity/web-manifest';
import type { FoundLogo } from '../logos/find-logo';
import type { SiteSnapshot } from '../pipeline/site-snapshot';
import { linkedStylesheets } from '../pipeline/stylesheets';
import { type BrandPalette, choosePalette } from './choose-palette';
import {
  type ColorEvidenceKind,
  type ColorSample,
  GENERATOR_DEFAULTS,
  KIND_STRENGTH,
  SAMPLE_WEIGHTS,
} from './color-sample';
import { ciede2000, labOf, parseCssColor, SAME_COLOR_DELTA, toneOf } from './color-science';
import { isConsentName, isInConsentBanner } from './consent-banners';
import { type CssSource, colorsFromCss } from './css-colors';
import { knownBrandColor } from './known-brand-colors';
import { colorsFromLogo } from './logo-colors';
import { pageVocabulary } from './page-vocabulary';

const MAX_STYLE_ATTRIBUTES = 500;
const MAX_LEGACY_ATTRIBUTES = 300;

export interface ColorEvidence {
  site: SiteSnapshot;
  /** The brand's name, to find its official colour in the registry. */
  brandName?: string;
  /** Look the brand up in the official-colour registry (default yes); false reads the site alone. */
  registry?: boolean;
  manifest: WebManifest | null;
  logo: FoundLogo | null;
  policy: FetchPolicy;
  signal?: AbortSignal;
  /** The linked stylesheets, when already fetched. */
  sheets?: CssSource[];
  /** What a browser painted and computed (the render stage): areas, buttons, links. */
  painted?: ColorSample[];
}

const CHROME = compiledSelector(
  'header, nav, footer, [role="banner"], [role="contentinfo"], [role="navigation"], [id*="header" i], [class*="header" i], [id*="footer" i], [class*="footer" i], [class*="navbar" i], [class*="masthead" i]',
);
const FOOTER = compiledSelector('footer, [role="contentinfo"], [id*="footer" i], [class*="footer" i]');
const BUTTON = compiledSelector(
  'button, [role="button"], .btn, [class*="button" i], [class*="btn-" i], [class*="cta" i], input[type="submit"], input[type="button"]',
);
const CONTENT = compiledSelector(
  'main, article, [role="main"], [class*="product" i], [class*="card" i], [class*="tile" i], [class*="teaser" i], [class*="gallery" i], [class*="carousel" i], [class*="slider" i]',
);
const ANCHOR = compiledSelector('a');

/** What an element is on the page, for the colours it is painted with. */
function contextOf($: CheerioAPI, element: Element): ColorEvidenceKind {
  const node = $(element);
  if (node.closest(BUTTON).length > 0) return 'button';
  const inContent = node.closest(CONTENT).length > 0;
  if (!inContent && node.closest(FOOTER).length > 0) return 'footer-background';
  if (!inContent && node.closest(CHROME).length > 0) return 'chrome-background';
  if (node.is(ANCHOR)) return 'link';
  return inContent ? 'content' : 'other';
}

/** Table-era pages: a bar is chrome when it sits in the first or last part of the page. */
function legacyContext($: CheerioAPI, element: Element, order: number, total: number): ColorEvidenceKind {
  const context = contextOf($, element);
  if (context !== 'other' && context !== 'content') return context;
  if (total === 0 || !$(element).is('td, tr, table, th, div, body')) return context;
  if (order / total < 0.15) return 'chrome-background';
  return order / total > 0.8 ? 'footer-background' : context;
}

function declared(
  $: CheerioAPI,
  element: Element | undefined,
  value: string | null | undefined,
  sample: Omit<ColorSample, 'hex'>,
): ColorSample[] {
  const color = value ? parseCssColor(value) : null;
  if (!color || color.alpha < 0.5) return [];
  const where = element
    ? { selector: cssPath($, element), ...(lineOf(element) ? { line: lineOf(element)! } : {}) }
    : {};
  return [{ ...sample, hex: color.hex, text: `${sample.attribute ?? ''}="${value}"`, ...where }];
}

/** Colours set by HTML attributes of the table era: bgcolor, color, text and link on the body, font color. */
function legacyAttributeSamples($: CheerioAPI, page: string): ColorSample[] {
  const samples: ColorSample[] = [];
  const all = $('body *').length;
  let order = 0;
  const index = new Map<Element, number>();
  $('body *').each((i, element) => {
    if ('attribs' in element && (element.attribs.bgcolor || element.attribs.color)) index.set(element, i);
  });
  $('[bgcolor], font[color], body[text], body[link]')
    .slice(0, MAX_LEGACY_ATTRIBUTES)
    .each((_, element) => {
      if (isInConsentBanner(element)) return;
      const node = $(element);
      order = index.get(element) ?? order;
      const bgcolor = node.attr('bgcolor');
      if (bgcolor) {
        const kind = node.is('body') ? 'other' : legacyContext($, element, order, all);
        samples.push(
          ...declared($, element, bgcolor, {
            kind,
            weight:
              SAMPLE_WEIGHTS.background *
              (kind === 'chrome-background' || kind === 'footer-background'
                ? SAMPLE_WEIGHTS.prominentSelector
                : 1),
            source: page,
            method: 'bgcolor attribute',
            attribute: 'bgcolor',
          }),
        );
      }
      const color = node.attr('color') ?? node.attr('text');
      if (color)
        samples.push(
          ...declared($, element, color, {
            kind: 'text',
            weight: SAMPLE_WEIGHTS.color,
            source: page,
            method: 'color attribute',
            attribute: node.attr('color') ? 'color' : 'text',
          }),
        );
      const link = node.is('body') ? node.attr('link') : undefined;
      if (link)
        samples.push(
          ...declared($, element, link, {
            kind: 'link',
            weight: SAMPLE_WEIGHTS.color,
            source: page,
            method: 'link attribute',
            attribute: 'link',
          }),
        );
    });
  return samples;
}

/** Symbols a sprite names as a logo; partners', platforms' and payment marks are not the brand's. */
const LOGO_SYMBOL = /logo|wordmark|brand-?mark/i;
const OTHERS_MARK =
  /facebook|twitter|instagram|youtube|linkedin|pinterest|tiktok|whatsapp|snapchat|xing|google|apple|android|app-?store|play-?store|visa|master-?card|maestro|amex|paypal|klarna|sofort|giropay|ideal|trustpilot|partner|sponsor|client|customer|payment/i;
const MAX_LOGO_SYMBOLS = 4;
/** A shape without path data (rect, circle) counts as this many characters of path. */
const SHAPE_SIZE = 40;

/** The fill a shape is painted with: its own, else the nearest group's inside the symbol. */
function fillOf(shape: Element, symbol: Element): string | null {
  let node: Element | null = shape;
  while (node) {
    const style = /(?:^|;)\s*fill\s*:\s*([^;]+)/i.exec(node.attribs.style ?? '')?.[1];
    const fill = style ?? node.attribs.fill;
    if (fill) return fill.trim();
    if (node === symbol) return null;
    node = node.parent && 'tagName' in node.parent ? (node.parent as Element) : null;
  }
  return null;
}

/**
 * The colours of a logo kept as a symbol of the page's SVG sprite (`<symbol id="site-logo">`),
 * by their share of the drawing (path length standing for area): the logo drawn in the page, even
 * where the visible logo is a file the analyzer cannot read. Counted below a visible logo's pixels.
 */
export function logoSymbolSamples($: CheerioAPI, page: string): ColorSample[] {
  const samples: ColorSample[] = [];
  $('symbol[id]')
    .filter((_, el) => {
      const name = `${$(el).attr('id') ?? ''} ${$(el).attr('class') ?? ''}`;
      return LOGO_SYMBOL.test(name) && !OTHERS_MARK.test(name);
    })
    .slice(0, MAX_LOGO_SYMBOLS)
    .each((_, symbol) => {
      const paint = new Map<string, number>();
      let total = 0;
      $(symbol)
        .find('path, rect, circle, ellipse, polygon, polyline')
        .each((_, shape) => {
          const size = shape.attribs.d?.length ?? SHAPE_SIZE;
          total += size;
          const color = parseCssColor(fillOf(shape, symbol) ?? '');
          if (color && color.alpha >= 0.5) paint.set(color.hex, (paint.get(color.hex) ?? 0) + size);
        });
      if (total === 0) return;
      const line = lineOf(symbol);
      for (const [hex, size] of paint) {
        const share = size / total;
        if (share < 0.03) continue;
        samples.push({
          hex,
          kind: 'logo',
          weight: SAMPLE_WEIGHTS.logo * share * 0.5,
          strength: KIND_STRENGTH.logo * 0.8 * Math.min(1, share / 0.25),
          source: page,
          method: "logo symbol in the page's SVG sprite",
          selector: cssPath($, symbol),
          text: `${Math.round(share * 100)} % of the drawing of symbol #${$(symbol).attr('id')}`,
          ...(line ? { line } : {}),
        });
      }
    });
  return samples;
}

/** Kinds of evidence that show the page using a colour itself: its logo, its chrome, its buttons. */
const OWN_PAINT: ReadonlySet<ColorEvidenceKind> = new Set([
  'logo',
  'chrome-background',
  'footer-background',
  'button',
]);

/**
 * The head's declarations without the defaults a generator or scaffold wrote there, unless the
 * page also paints its chrome or buttons, or draws its logo, in that colour: then the site chose
 * it (a brand whose colour happens to be a scaffold's), and the declaration counts as usual.
 */
function withoutUnusedDefaults(declarations: ColorSample[], rest: readonly ColorSample[]): ColorSample[] {
  const painted = rest.filter((s) => OWN_PAINT.has(s.kind)).map((s) => labOf(s.hex));
  return declarations.filter((declaration) => {
    if (!GENERATOR_DEFAULTS.has(declaration.hex)) return true;
    const lab = labOf(declaration.hex);
    return painted.some((p) => ciede2000(p, lab) < SAME_COLOR_DELTA);
  });
}

/** The colours the head and the manifest declare: theme-color tags, tile, pinned tab, manifest. */
function headDeclarations($: CheerioAPI, page: string, manifest: WebManifest | null): ColorSample[] {
  const samples: ColorSample[] = [];
  $('meta[name="theme-color" i]').each((index, element) => {
    // Several theme-color tags (light and dark schemes): the first, or the light one, is the brand's main one.
    const dark = /dark/i.test($(element).attr('media') ?? '');
    const weight = index === 0 && !dark ? SAMPLE_WEIGHTS.themeColorMeta : SAMPLE_WEIGHTS.themeColorMeta / 4;
    samples.push(
      ...declared($, element, $(element).attr('content'), {
        kind: dark ? 'other' : 'theme-color',
        weight,
        source: page,
        method: 'theme-color meta tag',
        attribute: 'content',
      }),
    );
  });
  const tile = $('meta[name="msapplication-TileColor" i]').get(0);
  samples.push(
    ...declared($, tile, $(tile).attr('content'), {
      kind: 'tile-color',
      weight: SAMPLE_WEIGHTS.tileColorMeta,
      source: page,
      method: 'msapplication-TileColor meta tag',
      attribute: 'content',
    }),
  );
  const mask = $('link[rel~="mask-icon" i][color]').get(0);
  samples.push(
    ...declared($, mask, $(mask).attr('color'), {
      kind: 'mask-icon',
      weight: SAMPLE_WEIGHTS.maskIcon,
      source: page,
      method: 'mask-icon colour (Safari pinned tab)',
      attribute: 'color',
    }),
  );
  if (manifest) {
    samples.push(
      ...declared($, undefined, manifest.themeColor, {
        kind: 'manifest-theme',
        weight: SAMPLE_WEIGHTS.manifestThemeColor,
        source: manifest.url,
        method: 'web manifest theme_color',
        attribute: 'theme_color',
      }),
      ...declared($, undefined, manifest.backgroundColor, {
        kind: 'manifest-background',
        weight: SAMPLE_WEIGHTS.manifestBackgroundColor,
        source: manifest.url,
        method: 'web manifest background_color',
        attribute: 'background_color',
      }),
    );
  }
  return samples;
}

/**
 * A cookie-consent platform's or plugin's stylesheet (cdn.cookielaw.org, a cookie-law-info plugin):
 * its host when it is another site's, the path of a .css file on the site's own (never the page's
 * own address, which the rules scripts insert carry: a page about cookies is no banner).
 */
function isConsentStylesheet(address: string, page: string): boolean {
  try {
    const url = new URL(address);
    if (url.host !== new URL(page).host) return isConsentName(`${url.host}${url.pathname}`);
    return /\.css$/i.test(url.pathname) && isConsentName(url.pathname);
  } catch {
    return false;
  }
}

/** Every piece of colour evidence the site gives: declared colours, the logo, CSS and HTML attributes. */
export async function gatherColorSamples(input: ColorEvidence): Promise<ColorSample[]> {
  const { site, manifest, logo } = input;
  const { $ } = site;
  const page = site.home.url;
  const samples: ColorSample[] = [];
  const sheets = input.sheets ?? (await linkedStylesheets(site, input.policy, input.signal));
  const css: CssSource[] = sheets.filter((sheet) => !isConsentStylesheet(sheet.source, page));
  $('style').each((_, element) => {
    if (isInConsentBanner(element)) return;
    css.push({ css: $(element).text(), source: page, kind: 'inline <style>' });
  });
  $('body [style], body[style]')
    .filter((_, element) => !isInConsentBanner(element))
    .slice(0, MAX_STYLE_ATTRIBUTES)
    .each((_, element) => {
      const line = lineOf(element);
      css.push({
        css: $(element).attr('style') ?? '',
        source: page,
        kind: 'style attribute',
        selector: cssPath($, element),
        context: contextOf($, element),
        ...(line ? { line } : {}),
      });
    });
  const fromCss = colorsFromCss(css, pageVocabulary($));
  // A page that paints with HTML attributes alone (bgcolor, font color): its markup is all the design there is.
  const markupOnly = !fromCss.some((s) => toneOf(labOf(s.hex)) === 'chromatic');
  const legacy = legacyAttributeSamples($, page).map((s) =>
    markupOnly && (s.kind === 'chrome-background' || s.kind === 'footer-background')
      ? {
          ...s,
          strength: KIND_STRENGTH['chrome-background'],
          method: `${s.method} (the page paints with HTML attributes alone)`,
        }
      : s,
  );
  samples.push(...fromCss, ...legacy, ...logoSymbolSamples($, page), ...(input.painted ?? []));

  const known =
    input.brandName && input.registry !== false ? await knownBrandColor(input.brandName, page) : null;
  if (known) {
    samples.push({
      hex: known.hex,
      kind: 'registry',
      weight: SAMPLE_WEIGHTS.registry,
      source: known.source,
      method: `official colour of ${known.title} in the simple-icons registry`,
      text: `${known.hex}: simple-icons '${known.slug}', whose source is on the brand's own site`,
    });
  }
  // A mask's file is a shape the page fills with a colour of its own: its colours are not the brand's.
  if (logo && !logo.candidate.silhouette) {
    try {
      samples.push(
        ...(await colorsFromLogo(logo.image.data, logo.source, logo.candidate.kind === 'inline-svg')),
      );
    } catch {
      // A logo sharp cannot rasterise still counts as a logo; its colours are simply not read.
    }
  }
  return [...withoutUnusedDefaults(headDeclarations($, page, manifest), samples), ...samples];
}

/** The brand's colours as its site shows them, with the evidence behind each. */
export async function extractBrandColors(input: ColorEvidence): Promise<BrandPalette> {
  return choosePalette(await gatherColorSamples(input));
}
