import type { FontFormat, FontWeight } from '../../domain/fonts';

export { FONT_WEIGHTS, type FontFormat, type FontWeight, familyNames, weightOf } from '../../domain/fonts';

export const CSS_WEIGHT: Record<FontWeight, number> = { Regular: 400, Medium: 500, SemiBold: 600, Bold: 700 };

/** The font format by the file's own bytes, never by its name. */
export function fontFormatOf(bytes: Uint8Array): FontFormat | null {
  const tag = String.fromCharCode(...bytes.subarray(0, 4));
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // WOFF and WOFF2 state their total length at offset 8: a truncated file does not match it.
  if ((tag === 'wOF2' || tag === 'wOFF') && bytes.length >= 12 && view.getUint32(8) === bytes.length) {
    return tag === 'wOF2' ? 'woff2' : 'woff';
  }
  if ((tag === '\u0000\u0001\u0000\u0000' || tag === 'true' || tag === 'OTTO') && bytes.length > 12)
    return 'ttf';
  return null;
}
