import { hexToRgb, type Rgb } from './hex';

/** Luminance weights for the text colour on a swatch (spec 000 §9, spec 001 §9). */
export const LUMINANCE_WEIGHT_RED = 0.299;
export const LUMINANCE_WEIGHT_GREEN = 0.587;
export const LUMINANCE_WEIGHT_BLUE = 0.114;
/** Above this luminance a swatch gets black text, otherwise white (spec 000 §9, spec 001 §9). */
export const DARK_TEXT_LUMINANCE_ABOVE = 0.5;
export const DARK_TEXT = '#000000';
export const LIGHT_TEXT = '#FFFFFF';

/** WCAG 2.x contrast minimums. */
export const WCAG_AA_MIN = 4.5;
export const WCAG_AAA_MIN = 7;
export const WCAG_AA_LARGE_MIN = 3;

export interface WcagVerdict {
  aa: boolean;
  aaa: boolean;
  aaLarge: boolean;
}

/**
 * Weighted luminance 0..1 of a hex colour (spec 000 §9); null for a non-hex value. The weights are
 * applied to 0..255 channels in thousandths and divided once, so a colour exactly at 0.5 reads 0.5.
 */
export function luminanceOf(hex: string | null | undefined): number | null {
  const rgb = hexToRgb(hex);
  if (rgb === null) return null;
  const weighted =
    Math.round(LUMINANCE_WEIGHT_RED * 1000) * rgb.r +
    Math.round(LUMINANCE_WEIGHT_GREEN * 1000) * rgb.g +
    Math.round(LUMINANCE_WEIGHT_BLUE * 1000) * rgb.b;
  return weighted / (255 * 1000);
}

/**
 * The text colour on a swatch: black above luminance 0.5, white otherwise (spec 000 §9, 001 §9).
 * A non-hex value paints no background, leaving the light page surface, so it gets black text.
 */
export function textColorOn(hex: string | null | undefined): typeof DARK_TEXT | typeof LIGHT_TEXT {
  const luminance = luminanceOf(hex);
  if (luminance === null) return DARK_TEXT;
  return luminance > DARK_TEXT_LUMINANCE_ABOVE ? DARK_TEXT : LIGHT_TEXT;
}

function linearChannel(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function relativeLuminanceOfRgb({ r, g, b }: Rgb): number {
  return 0.2126 * linearChannel(r) + 0.7152 * linearChannel(g) + 0.0722 * linearChannel(b);
}

/** WCAG 2.x relative luminance 0..1; null for a non-hex value. */
export function relativeLuminanceOf(hex: string | null | undefined): number | null {
  const rgb = hexToRgb(hex);
  return rgb === null ? null : relativeLuminanceOfRgb(rgb);
}

/** WCAG 2.x contrast ratio 1..21 between two colours, in either order; null if one is not hex. */
export function contrastRatio(
  hexA: string | null | undefined,
  hexB: string | null | undefined,
): number | null {
  const a = relativeLuminanceOf(hexA);
  const b = relativeLuminanceOf(hexB);
  if (a === null || b === null) return null;
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Which WCAG 2.x levels a contrast ratio meets; the ratio is compared unrounded, as WCAG asks. */
export function wcagVerdict(ratio: number): WcagVerdict {
  return {
    aa: ratio >= WCAG_AA_MIN,
    aaa: ratio >= WCAG_AAA_MIN,
    aaLarge: ratio >= WCAG_AA_LARGE_MIN,
  };
}
