/**
 * A colour typed by a person or put in a URL: '#RRGGBB' and 'RRGGBB' in either case, and the
 * three-digit short form ('#F0A' is '#FF00AA'), are read as that colour; anything else is refused
 * with a sentence saying what to type instead. Transparency is refused rather than dropped: a
 * half-transparent colour is not the colour of its first six digits.
 */
export type HexInput = { ok: true; hex: string } | { ok: false; reason: string };

const SIX = /^[0-9a-f]{6}$/i;
const THREE = /^[0-9a-f]{3}$/i;
const WITH_ALPHA = /^[0-9a-f]{4}$|^[0-9a-f]{8}$/i;
/** Longer input is not read at all: no colour is written in more than a few characters. */
const MAX_INPUT = 32;

export const HEX_INPUT_HINT = 'Use a hex colour such as #00704A.';

export function parseHexInput(value: string | null | undefined): HexInput {
  const text = (value ?? '').trim();
  if (!text) return { ok: false, reason: `A colour is needed. ${HEX_INPUT_HINT}` };
  if (text.length > MAX_INPUT) return { ok: false, reason: `That is not a hex colour. ${HEX_INPUT_HINT}` };
  const digits = text.startsWith('#') ? text.slice(1) : text;
  if (SIX.test(digits)) return { ok: true, hex: `#${digits.toUpperCase()}` };
  if (THREE.test(digits)) {
    const [r, g, b] = digits.toUpperCase();
    return { ok: true, hex: `#${r}${r}${g}${g}${b}${b}` };
  }
  if (WITH_ALPHA.test(digits)) {
    return {
      ok: false,
      reason: `'${text}' has an alpha channel; transparency is not supported. Use the six digits of an opaque colour, such as #00704A.`,
    };
  }
  if (/^[a-z]+$/i.test(text)) {
    return { ok: false, reason: `'${text}' is a name, not a hex colour. ${HEX_INPUT_HINT}` };
  }
  return { ok: false, reason: `'${text}' is not a hex colour. ${HEX_INPUT_HINT}` };
}
