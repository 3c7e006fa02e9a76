const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** Only well-formed #rrggbb values reach a style attribute. */
export function isHexColor(value: string | null | undefined): value is string {
  return typeof value === 'string' && HEX_COLOR.test(value);
}

/** Black or white text for a background, by weighted luminance (spec 000 §9: 0.299/0.587/0.114 > 0.5). */
export function readableTextColor(hex: string): '#000000' | '#ffffff' {
  const r = Number.parseInt(hex.slice(1, 3), 16);
  const g = Number.parseInt(hex.slice(3, 5), 16);
  const b = Number.parseInt(hex.slice(5, 7), 16);
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  return luminance > 0.5 ? '#000000' : '#ffffff';
}
