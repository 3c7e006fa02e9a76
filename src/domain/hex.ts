/** A colour written as # and six hex digits (spec 001 §5). */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

/** The longest text the hex edit field accepts: '#' and six digits (spec 001 §5). */
export const HEX_INPUT_MAX_LENGTH = 7;

export interface Rgb {
  /** 0..255 */
  r: number;
  /** 0..255 */
  g: number;
  /** 0..255 */
  b: number;
}

/** '#' followed by six hex digits, either case; nothing else (spec 001 §5). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR_PATTERN.test(value);
}

/** The colour as upper-case '#RRGGBB', or null when it is not one (surrounding spaces are forgiven). */
export function normalizeHex(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return isHexColor(trimmed) ? trimmed.toUpperCase() : null;
}

/**
 * The text the hex edit field keeps after the user typed `value` (spec 001 §5: it only accepts input
 * that starts with '#' and has at most 7 characters). Anything else is refused, so the field keeps
 * `previous`. Validity of the digits is not checked here: an invalid value stays editable and is
 * shown with a red border (`isHexColor`).
 */
export function sanitizeHexInput(value: string, previous: string): string {
  return value.startsWith('#') && value.length <= HEX_INPUT_MAX_LENGTH ? value : previous;
}

/** The channels of a '#RRGGBB' colour, or null when the value is not one. */
export function hexToRgb(value: string | null | undefined): Rgb | null {
  const hex = normalizeHex(value);
  if (hex === null) return null;
  return {
    r: Number.parseInt(hex.slice(1, 3), 16),
    g: Number.parseInt(hex.slice(3, 5), 16),
    b: Number.parseInt(hex.slice(5, 7), 16),
  };
}
