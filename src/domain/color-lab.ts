import { converter, differenceCiede2000, type Lab65 } from 'culori';
import { normalizeHex } from './hex';

/** A colour in CIELAB under D65: L 0..100, a and b roughly -128..128. */
export interface Lab {
  l: number;
  a: number;
  b: number;
}

const toLab65 = converter('lab65');
const ciede2000 = differenceCiede2000();

/** CIELAB (D65) of a '#RRGGBB' colour, or null when the value is not one. */
export function labOfHex(hex: string | null | undefined): Lab | null {
  const key = normalizeHex(hex);
  if (!key) return null;
  const lab = toLab65(key);
  return lab ? { l: lab.l, a: lab.a, b: lab.b } : null;
}

/**
 * CIEDE2000 between two CIELAB colours (kL = kC = kH = 1): about 1 is the smallest difference a
 * person notices; brand colours closer than 10 read as the same colour at a glance.
 */
export function deltaE2000(x: Lab, y: Lab): number {
  const a: Lab65 = { mode: 'lab65', l: x.l, a: x.a, b: x.b };
  const b: Lab65 = { mode: 'lab65', l: y.l, a: y.a, b: y.b };
  return ciede2000(a, b);
}

/** CIEDE2000 between two hex colours; null when either is not '#RRGGBB'. */
export function deltaE2000OfHex(x: string | null | undefined, y: string | null | undefined): number | null {
  const a = labOfHex(x);
  const b = labOfHex(y);
  return a && b ? deltaE2000(a, b) : null;
}
