import { clampChroma, converter, formatHex, type Oklch } from 'culori';
import { deltaE2000OfHex } from './color-lab';
import { normalizeHex } from './hex';
import { contrastRatio, WCAG_AA_MIN } from './text-color';

export const WHITE = '#FFFFFF';
export const BLACK = '#000000';

/** A variant of a brand colour that reads on a background at WCAG AA (4.5:1). */
export interface AccessibleVariant {
  hex: string;
  /** Its contrast with the background, unrounded. */
  contrast: number;
  /** 'same' when the colour already reaches AA; a shade is darker, a tint lighter. */
  direction: 'same' | 'shade' | 'tint';
  /** OKLCH of the variant: lightness 0..1, chroma, hue in degrees (null for a neutral). */
  oklch: { l: number; c: number; h: number | null };
  /** CIEDE2000 from the brand colour: how far the variant had to move. */
  delta_e: number;
}

const toOklch = converter('oklch');

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The colour at an OKLCH lightness, hue and chroma kept, chroma reduced only as far as sRGB needs. */
function atLightness(color: Oklch, l: number): string {
  const inGamut = clampChroma({ mode: 'oklch', l, c: color.c, h: color.h }, 'oklch');
  return (formatHex(inGamut) ?? BLACK).toUpperCase();
}

/**
 * The nearest variant of `hex` in OKLCH lightness (same hue, chroma only reduced to stay in sRGB)
 * that reaches AA on `background`: darker on white, lighter on black. The colour itself when it
 * already does. Black and white always do, so a variant always exists.
 */
export function accessibleVariant(hex: string, background: typeof WHITE | typeof BLACK): AccessibleVariant {
  const original = normalizeHex(hex);
  if (!original) throw new Error(`Not a colour: ${hex}`);
  const color = toOklch(original) as Oklch;
  const passes = (candidate: string) => (contrastRatio(candidate, background) ?? 0) >= WCAG_AA_MIN;
  const variantOf = (variant: string, direction: AccessibleVariant['direction']): AccessibleVariant => {
    const v = toOklch(variant) as Oklch;
    const chroma = v.c ?? 0;
    return {
      hex: variant,
      contrast: contrastRatio(variant, background) ?? 0,
      direction,
      oklch: {
        l: round(v.l ?? 0, 4),
        c: round(chroma, 4),
        h: chroma < 1e-4 || v.h === undefined ? null : round(v.h, 2),
      },
      delta_e: round(deltaE2000OfHex(original, variant) ?? 0, 2),
    };
  };
  if (passes(original)) return variantOf(original, 'same');

  // Darker on white (towards L 0), lighter on black (towards L 1): the contrast grows along the way.
  const darker = background === WHITE;
  let near = color.l ?? 0;
  let far = darker ? 0 : 1;
  for (let i = 0; i < 32; i++) {
    const mid = (near + far) / 2;
    if (passes(atLightness(color, mid))) far = mid;
    else near = mid;
  }
  // Rounding to a hex can land a hair short: step on until the hex itself passes.
  let l = far;
  let variant = atLightness(color, l);
  while (!passes(variant)) {
    l = darker ? Math.max(0, l - 0.002) : Math.min(1, l + 0.002);
    variant = atLightness(color, l);
    if (l === 0 || l === 1) break;
  }
  return variantOf(variant, darker ? 'shade' : 'tint');
}

/** The AA variants of a colour on white and on black. */
export function accessiblePairs(hex: string): { on_white: AccessibleVariant; on_black: AccessibleVariant } {
  return { on_white: accessibleVariant(hex, WHITE), on_black: accessibleVariant(hex, BLACK) };
}
