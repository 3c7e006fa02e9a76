import { converter, differenceCiede2000, formatHex, type Lab65, parse } from 'culori';

/** CIELAB under D65, the space in which colours are compared and named. */
export type LabColor = Lab65;

const toLab = converter('lab65');

/** CIEDE2000 between two Lab colours: about 1 is the smallest difference a person notices. */
export const ciede2000 = differenceCiede2000();

/** Colours closer than this are one colour of the brand (shades of one swatch, anti-aliasing). */
export const SAME_COLOR_DELTA = 8;
/** Primary, secondary and accent must differ at least this much to be worth three swatches. */
export const DISTINCT_COLOR_DELTA = 12;

export function labOf(hex: string): LabColor {
  return toLab(hex) ?? { mode: 'lab65', l: 0, a: 0, b: 0 };
}

export function chromaOf(lab: LabColor): number {
  return Math.hypot(lab.a, lab.b);
}

/**
 * A CSS colour (hex, rgb(), hsl(), a named colour...) as upper-case '#RRGGBB' with its opacity,
 * or null for anything that is not a concrete colour (currentColor, var(), transparent keywords).
 */
export function parseCssColor(text: string): { hex: string; alpha: number } | null {
  const trimmed = text.trim();
  if (!trimmed || /^(transparent|currentcolor|inherit|initial|unset|none)$/i.test(trimmed)) return null;
  const color = parse(trimmed);
  if (!color) return null;
  const hex = formatHex(color);
  if (!hex) return null;
  return { hex: hex.toUpperCase(), alpha: color.alpha ?? 1 };
}

export type Tone = 'chromatic' | 'near-white' | 'near-black' | 'grey';

/**
 * Whether a colour carries hue. Near-whites (page backgrounds, creams), near-blacks (body text)
 * and greys (borders) are on almost every site, so they say little about the brand.
 */
export function toneOf(lab: LabColor): Tone {
  const chroma = chromaOf(lab);
  // So dark that no hue shows ('#000032'): black to the eye.
  if (lab.l < 5) return 'near-black';
  if (lab.l >= 93 && chroma < 15) return 'near-white';
  if (lab.l <= 20 && chroma < 20) return 'near-black';
  // Below this chroma a colour reads as grey, cool UI greys (#6B7280, #374151) included.
  if (chroma < 12) return 'grey';
  return 'chromatic';
}

export function hexFromRgb(r: number, g: number, b: number): string {
  const part = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`.toUpperCase();
}
