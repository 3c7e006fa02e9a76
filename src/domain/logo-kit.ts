/**
 * A brand's logo kit (zod-free, so the browser bundle may import it): the marks the analyzer
 * found or derived, each for a light or a dark ground, and the rule that picks the one a tile
 * can show so that it reads (a white logo never on a white tile).
 */

/** wordmark: the name drawn (a wide logo); symbol: the mark alone (a compact logo); icon: the site's app icon. */
export const LOGO_KIT_ROLES = ['wordmark', 'symbol', 'icon'] as const;
export type LogoKitRole = (typeof LOGO_KIT_ROLES)[number];

/** The ground a variant is drawn for: 'light' (the site's normal page) or 'dark' (its dark mode). */
export type LogoGround = 'light' | 'dark';

export interface LogoKitEntry {
  url: string;
  role: LogoKitRole;
  ground: LogoGround;
  file_type: 'SVG' | 'PNG' | 'WEBP';
  /** The colour most of the mark is drawn in (#RRGGBB), and its relative luminance 0 to 1. */
  ink: string;
  ink_luminance: number;
  /** The mark carries its own opaque background (a square app icon): it reads on any ground. */
  self_backed: boolean;
  /** Made by the analyzer from a one-colour mark (recoloured), not drawn by the brand. */
  derived: boolean;
  /** Where the original was found (the page, or the file's address). */
  source: string;
}

/** Relative luminance (WCAG) of '#RRGGBB'; null for anything else. */
export function relativeLuminance(hex: string): number | null {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m?.[1]) return null;
  const n = Number.parseInt(m[1], 16);
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG contrast ratio of two luminances, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const [hi, lo] = a > b ? [a, b] : [b, a];
  return (hi + 0.05) / (lo + 0.05);
}

/** The tiles' grounds: white, and the dark tile a light mark is shown on. */
export const TILE_GROUNDS: Record<LogoGround, string> = { light: '#FFFFFF', dark: '#18181B' };
/**
 * A mark reads on a ground at this contrast or more. Lower than text's 3:1, as a logo is large
 * and its shape carries it, but a white, pale grey or pale yellow mark on white falls below it.
 */
export const LOGO_MIN_CONTRAST = 1.5;

export function readsOn(
  entry: Pick<LogoKitEntry, 'ink_luminance' | 'self_backed'>,
  ground: LogoGround,
): boolean {
  if (entry.self_backed) return true;
  const groundLuminance = relativeLuminance(TILE_GROUNDS[ground]) ?? 1;
  return contrastRatio(entry.ink_luminance, groundLuminance) >= LOGO_MIN_CONTRAST;
}

/** What a tile shows: which file, on which ground. */
export interface TileLogo {
  url: string;
  ground: LogoGround;
}

/**
 * The logo a tile shows, and its ground. The brand's logo on white when it reads there; else
 * another variant of the kit that reads on white (the same role first, an icon last); else the
 * logo on the dark tile. A logo the kit does not describe (set by hand, or found before kits)
 * is shown on white as before.
 */
export function tileLogo(
  logoUrl: string | null,
  kit: readonly LogoKitEntry[] | null | undefined,
): TileLogo | null {
  if (!logoUrl) return null;
  const main = kit?.find((entry) => entry.url === logoUrl);
  if (!kit || !main || readsOn(main, 'light')) return { url: logoUrl, ground: 'light' };
  const rank = (entry: LogoKitEntry) => (entry.role === main.role ? 0 : entry.role === 'icon' ? 2 : 1);
  const onWhite = kit
    .filter((entry) => entry !== main && readsOn(entry, 'light'))
    .sort((a, b) => rank(a) - rank(b))[0];
  if (onWhite && rank(onWhite) < 2) return { url: onWhite.url, ground: 'light' };
  if (readsOn(main, 'dark')) return { url: main.url, ground: 'dark' };
  return onWhite ? { url: onWhite.url, ground: 'light' } : { url: logoUrl, ground: 'light' };
}

/** Reads a kit from the API's loosely typed JSON, keeping only well-formed entries. */
export function logoKitOf(value: unknown): LogoKitEntry[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is LogoKitEntry => {
    if (!v || typeof v !== 'object') return false;
    const e = v as Record<string, unknown>;
    return (
      typeof e.url === 'string' &&
      LOGO_KIT_ROLES.includes(e.role as LogoKitRole) &&
      (e.ground === 'light' || e.ground === 'dark') &&
      typeof e.ink_luminance === 'number' &&
      typeof e.self_backed === 'boolean'
    );
  });
}
