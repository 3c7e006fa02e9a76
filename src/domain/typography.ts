/**
 * A brand's typefaces by role, where each comes from, whether its licence lets us load it, and
 * for a proprietary face a free alternative of the same category and proportions from the list
 * the product ships (zod-free: the browser bundle imports it to show them).
 */

export const TYPE_ROLES = ['display', 'heading', 'body'] as const;
export type TypeRole = (typeof TYPE_ROLES)[number];

/** Where the page got the face: a font service, its own server, or the visitor's system. */
export type FontSource = 'google-fonts' | 'adobe-fonts' | 'self-hosted' | 'system';
export const FONT_SOURCE_LABELS: Record<FontSource, string> = {
  'google-fonts': 'Google Fonts',
  'adobe-fonts': 'Adobe Fonts',
  'self-hosted': 'self-hosted',
  system: 'system font',
};

/** open: free to load (SIL OFL, Apache); proprietary: licensed to the brand; system: on the visitor's device. */
export type FontLicence = 'open' | 'proprietary' | 'system';
export type FontCategory = 'sans-serif' | 'serif' | 'monospace';

/** The proportions of a face in ems: average width of a–z, x-height, cap height. */
export interface FontProportions {
  widthPerEm: number;
  xHeight: number;
  capHeight?: number;
}

/** A free face the product ships (its files are bundled with the web app). */
export interface ShippedFace {
  family: string;
  /** The family name its bundled @font-face rules declare. */
  cssFamily: string;
  category: FontCategory;
  proportions: FontProportions;
}

/**
 * The free faces the product ships, with proportions measured at 100 px in Chromium (weight 400, the
 * latin file the product bundles: average advance of a–z and x-height, in ems). Each
 * stands in for the proprietary faces of its category whose proportions are nearest.
 */
export const SHIPPED_FACES: readonly ShippedFace[] = [
  {
    family: 'Inter',
    cssFamily: 'Inter Variable',
    category: 'sans-serif',
    proportions: { widthPerEm: 0.54, xHeight: 0.54 },
  },
  {
    family: 'DM Sans',
    cssFamily: 'DM Sans Variable',
    category: 'sans-serif',
    proportions: { widthPerEm: 0.52, xHeight: 0.51 },
  },
  {
    family: 'Montserrat',
    cssFamily: 'Montserrat Variable',
    category: 'sans-serif',
    proportions: { widthPerEm: 0.57, xHeight: 0.53 },
  },
  {
    family: 'Jost',
    cssFamily: 'Jost Variable',
    category: 'sans-serif',
    proportions: { widthPerEm: 0.47, xHeight: 0.46 },
  },
  {
    family: 'Nunito Sans',
    cssFamily: 'Nunito Sans Variable',
    category: 'sans-serif',
    proportions: { widthPerEm: 0.51, xHeight: 0.5 },
  },
  {
    family: 'Source Serif 4',
    cssFamily: 'Source Serif 4 Variable',
    category: 'serif',
    proportions: { widthPerEm: 0.55, xHeight: 0.5 },
  },
  {
    family: 'Playfair Display',
    cssFamily: 'Playfair Display Variable',
    category: 'serif',
    proportions: { widthPerEm: 0.51, xHeight: 0.52 },
  },
  {
    family: 'EB Garamond',
    cssFamily: 'EB Garamond Variable',
    category: 'serif',
    proportions: { widthPerEm: 0.44, xHeight: 0.42 },
  },
  {
    family: 'JetBrains Mono',
    cssFamily: 'JetBrains Mono Variable',
    category: 'monospace',
    proportions: { widthPerEm: 0.6, xHeight: 0.55 },
  },
];

/** Proprietary families brands often use, with their category and the shipped face closest to them. */
const PROPRIETARY: Record<string, { category: FontCategory; alternative: string }> = {
  'helvetica neue': { category: 'sans-serif', alternative: 'Inter' },
  'neue haas grotesk': { category: 'sans-serif', alternative: 'Inter' },
  'neue haas unica': { category: 'sans-serif', alternative: 'Inter' },
  'akzidenz-grotesk': { category: 'sans-serif', alternative: 'Inter' },
  univers: { category: 'sans-serif', alternative: 'Inter' },
  graphik: { category: 'sans-serif', alternative: 'Inter' },
  'gt america': { category: 'sans-serif', alternative: 'Inter' },
  'sf pro': { category: 'sans-serif', alternative: 'Inter' },
  'sf pro display': { category: 'sans-serif', alternative: 'Inter' },
  'sf pro text': { category: 'sans-serif', alternative: 'Inter' },
  circular: { category: 'sans-serif', alternative: 'DM Sans' },
  'circular std': { category: 'sans-serif', alternative: 'DM Sans' },
  'gt walsheim': { category: 'sans-serif', alternative: 'DM Sans' },
  'proxima nova': { category: 'sans-serif', alternative: 'Montserrat' },
  gotham: { category: 'sans-serif', alternative: 'Montserrat' },
  gilroy: { category: 'sans-serif', alternative: 'Montserrat' },
  futura: { category: 'sans-serif', alternative: 'Jost' },
  'futura pt': { category: 'sans-serif', alternative: 'Jost' },
  'brandon grotesque': { category: 'sans-serif', alternative: 'Jost' },
  avenir: { category: 'sans-serif', alternative: 'Nunito Sans' },
  'avenir next': { category: 'sans-serif', alternative: 'Nunito Sans' },
  frutiger: { category: 'sans-serif', alternative: 'Nunito Sans' },
  'myriad pro': { category: 'sans-serif', alternative: 'Nunito Sans' },
  didot: { category: 'serif', alternative: 'Playfair Display' },
  bodoni: { category: 'serif', alternative: 'Playfair Display' },
  canela: { category: 'serif', alternative: 'Playfair Display' },
  tiempos: { category: 'serif', alternative: 'Source Serif 4' },
  'tiempos text': { category: 'serif', alternative: 'Source Serif 4' },
  'tiempos headline': { category: 'serif', alternative: 'Playfair Display' },
  'adobe garamond pro': { category: 'serif', alternative: 'EB Garamond' },
  garamond: { category: 'serif', alternative: 'EB Garamond' },
  caslon: { category: 'serif', alternative: 'EB Garamond' },
};

/** Families that come with the common operating systems: the page names them, the device draws them. */
const SYSTEM: Record<string, FontCategory> = {
  arial: 'sans-serif',
  helvetica: 'sans-serif',
  verdana: 'sans-serif',
  tahoma: 'sans-serif',
  'trebuchet ms': 'sans-serif',
  'segoe ui': 'sans-serif',
  'system-ui': 'sans-serif',
  '-apple-system': 'sans-serif',
  blinkmacsystemfont: 'sans-serif',
  'sans-serif': 'sans-serif',
  georgia: 'serif',
  'times new roman': 'serif',
  times: 'serif',
  serif: 'serif',
  'courier new': 'monospace',
  monospace: 'monospace',
};

/** Open-licensed families often self-hosted (every Google Fonts family is open too). */
const OPEN = new Set([
  'inter',
  'roboto',
  'open sans',
  'lato',
  'montserrat',
  'poppins',
  'source sans 3',
  'source sans pro',
  'source serif 4',
  'noto sans',
  'noto serif',
  'raleway',
  'nunito',
  'nunito sans',
  'work sans',
  'dm sans',
  'jost',
  'playfair display',
  'merriweather',
  'lora',
  'eb garamond',
  'ibm plex sans',
  'ibm plex serif',
  'ibm plex mono',
  'jetbrains mono',
  'fira sans',
  'manrope',
  'rubik',
  'karla',
  'space grotesk',
]);

const key = (family: string) =>
  family
    .replace(/["']/g, '')
    .replace(/\s+variable$/i, '')
    .trim()
    .toLowerCase();

/** The families of a CSS font-family list, unquoted, in order. */
export function familyList(fontFamily: string): string[] {
  return fontFamily
    .split(',')
    .map((f) => f.trim().replace(/^["']|["']$/g, ''))
    .filter(Boolean);
}

export function isSystemFamily(family: string): boolean {
  return key(family) in SYSTEM;
}

/** The face's source, from where its files came (hosts of its src, or of the stylesheet declaring it). */
export function fontSourceOf(fileUrls: readonly string[], declared: boolean): FontSource {
  const hosts = fileUrls.map((u) => {
    try {
      return new URL(u).hostname;
    } catch {
      return '';
    }
  });
  if (hosts.some((h) => h === 'fonts.gstatic.com' || h === 'fonts.googleapis.com')) return 'google-fonts';
  if (hosts.some((h) => h.endsWith('typekit.net') || h === 'use.typekit.com')) return 'adobe-fonts';
  return declared || fileUrls.length > 0 ? 'self-hosted' : 'system';
}

/** Whether the face's licence lets anyone load it: Google's are open, Adobe's licensed, others by name. */
export function licenceOf(family: string, source: FontSource): FontLicence {
  if (source === 'system') return 'system';
  if (source === 'google-fonts') return 'open';
  if (source === 'adobe-fonts') return 'proprietary';
  return OPEN.has(key(family)) ? 'open' : 'proprietary';
}

/** The category a family is known by, else the generic family its stack falls back to. */
export function categoryOf(family: string, stack: readonly string[]): FontCategory {
  const k = key(family);
  const known = PROPRIETARY[k]?.category ?? SYSTEM[k];
  if (known) return known;
  if (/mono|code|courier/.test(k)) return 'monospace';
  const generic = stack.map(key).find((f) => f === 'serif' || f === 'sans-serif' || f === 'monospace');
  if (generic) return generic as FontCategory;
  if (/serif|garamond|caslon|didot|bodoni|times|georgia|baskerville/.test(k) && !/sans/.test(k))
    return 'serif';
  return 'sans-serif';
}

/**
 * The shipped face to show instead of a proprietary one: the one the list names for a known
 * family, else the face of the same category whose proportions (width of a–z and x-height, in
 * ems) are nearest to what the page's face measured.
 */
export function alternativeFor(
  family: string,
  category: FontCategory,
  proportions: FontProportions | null,
): ShippedFace {
  const named = PROPRIETARY[key(family)]?.alternative;
  const byName = SHIPPED_FACES.find((f) => f.family === named);
  if (byName) return byName;
  const sameCategory = SHIPPED_FACES.filter((f) => f.category === category);
  const pool = sameCategory.length > 0 ? sameCategory : SHIPPED_FACES;
  if (!proportions) return pool[0] as ShippedFace;
  const distance = (f: ShippedFace) =>
    Math.hypot(
      f.proportions.widthPerEm - proportions.widthPerEm,
      f.proportions.xHeight - proportions.xHeight,
    );
  return [...pool].sort((a, b) => distance(a) - distance(b))[0] as ShippedFace;
}

/** The shipped face of a family, when the product ships it (an open face shown from our bundle). */
export function shippedFace(family: string): ShippedFace | null {
  return SHIPPED_FACES.find((f) => key(f.family) === key(family)) ?? null;
}

/** One role of the brand's typography (brands.typography). */
export interface BrandTypeface {
  role: TypeRole;
  family: string;
  source: FontSource;
  licence: FontLicence;
  category: FontCategory;
  /** The weight and size the page sets it in (CSS values). */
  weight: string;
  size_px: number;
  proportions: FontProportions | null;
  /** Our copy of an open face's file (/files/fonts/...), to show it in its own face. */
  file_url: string | null;
  /** The shipped free face shown in its place when its licence does not let us load it. */
  alternative: string | null;
  /** Where it was read. */
  source_url: string;
}

/** What the brand page sets a role in: the real face, or the alternative, and why. */
export interface TypefaceShown {
  /** The CSS font-family to use. */
  fontFamily: string;
  /** Words for the reader: which face they see. */
  note: string;
  real: boolean;
}

/**
 * How the brand page shows a typeface: in its own face when its licence lets us load it (an open
 * face we keep a copy of or ship, a face an admin installed for the brand), on the visitor's
 * system for a system font, otherwise in the free alternative, saying which.
 */
export function typefaceShown(face: BrandTypeface, installedFamilies: readonly string[] = []): TypefaceShown {
  const alternative = face.alternative ? shippedFace(face.alternative) : null;
  const fallback = alternative ? `"${alternative.cssFamily}", ${face.category}` : face.category;
  const installed = installedFamilies.some((f) => key(f) === key(face.family));
  const shipped = shippedFace(face.family);
  if (face.licence === 'open' && (face.file_url || shipped))
    return {
      fontFamily: `"${shipped && !face.file_url ? shipped.cssFamily : brandFaceName(face)}", ${face.category}`,
      note: `Set in ${face.family} itself (open licence)`,
      real: true,
    };
  if (installed)
    return {
      fontFamily: `"${face.family}", ${fallback}`,
      note: `Set in ${face.family} itself (installed for this brand)`,
      real: true,
    };
  if (face.licence === 'system')
    return {
      fontFamily: `"${face.family}", ${fallback}`,
      note: alternative
        ? `Set in ${face.family} where your device has it, otherwise in ${alternative.family}`
        : `Set in ${face.family} where your device has it`,
      real: true,
    };
  return {
    fontFamily: fallback,
    note: alternative
      ? `Shown in ${alternative.family}, a free alternative: ${face.family} is ${face.licence === 'proprietary' ? 'licensed to the brand' : 'not loadable here'}`
      : `Shown in a ${face.category} face: ${face.family} is licensed to the brand`,
    real: false,
  };
}

/** The name the page's @font-face gives our copy of an open face (kept apart from the visitor's own fonts). */
export function brandFaceName(face: Pick<BrandTypeface, 'family' | 'role'>): string {
  return `Brand ${face.role} ${face.family.replace(/[^A-Za-z0-9 ]/g, '')}`;
}

/** Reads typefaces from the API's loosely typed JSON, keeping well-formed entries. */
export function typefacesOf(value: unknown): BrandTypeface[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is BrandTypeface => {
    if (!v || typeof v !== 'object') return false;
    const f = v as Record<string, unknown>;
    return (
      TYPE_ROLES.includes(f.role as TypeRole) &&
      typeof f.family === 'string' &&
      /^[\w .-]{1,80}$/.test(f.family) &&
      typeof f.source === 'string' &&
      typeof f.licence === 'string' &&
      (f.file_url === null || (typeof f.file_url === 'string' && f.file_url.startsWith('/files/fonts/')))
    );
  });
}
