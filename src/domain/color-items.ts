import { colorNameFor, DEFAULT_COLOR_NAMES, defaultColorName, NEW_COLOR } from './colors';
import { isHexColor, normalizeHex } from './hex';

/** One colour of the brand page's colour editor (spec 001 §2 edit mode). */
export interface ColorItem {
  hex: string;
  name: string;
}

export interface BrandColorFields {
  primary_color: string | null;
  secondary_color: string | null;
  accent_color: string | null;
  color_palette: string[];
  ai_color_names: Record<string, string>;
}

/**
 * The brand's colours as editor items, in page order: primary, secondary, accent, then the rest of
 * the palette, each once, named as the page names them.
 */
export function colorItemsOf(brand: BrandColorFields): ColorItem[] {
  const hexes: string[] = [];
  for (const value of [
    brand.primary_color,
    brand.secondary_color,
    brand.accent_color,
    ...brand.color_palette,
  ]) {
    const hex = normalizeHex(value);
    if (hex && !hexes.includes(hex)) hexes.push(hex);
  }
  return hexes.map((hex, index) => ({ hex, name: colorNameFor(hex, index, brand.ai_color_names) }));
}

/** The palette holds at most this many colours (the server's limit). */
export const MAX_COLOR_ITEMS = 24;

/** A colour added in the editor: #000000 named 'New Color' (spec 001 §9). */
export function newColorItem(): ColorItem {
  return { ...NEW_COLOR };
}

/** The default name of an item whose name was cleared: Primary, Secondary, Accent, 'Color {n}'. */
export function itemName(item: ColorItem, index: number): string {
  return item.name.trim() || defaultColorName(index);
}

export function hasInvalidColor(items: readonly ColorItem[]): boolean {
  return items.some((item) => !isHexColor(item.hex));
}

/**
 * The edit the items stand for: the first three are primary, secondary and accent, all of them the
 * palette (each hex once), and every name that says more than its position's default is kept in
 * ai_color_names under the upper-case hex. Names of colours no longer present are dropped.
 */
export function colorEditOf(items: readonly ColorItem[]): BrandColorFields {
  const seen = new Set<string>();
  const unique: ColorItem[] = [];
  for (const item of items) {
    const hex = normalizeHex(item.hex);
    if (!hex) throw new Error(`Not a colour: ${item.hex}`);
    if (seen.has(hex)) continue;
    seen.add(hex);
    unique.push({ hex, name: item.name });
  }
  const names: Record<string, string> = {};
  unique.forEach((item, index) => {
    const name = item.name.trim();
    if (name && name !== defaultColorName(index) && !isDefaultRoleName(name)) names[item.hex] = name;
  });
  return {
    primary_color: unique[0]?.hex ?? null,
    secondary_color: unique[1]?.hex ?? null,
    accent_color: unique[2]?.hex ?? null,
    color_palette: unique.map((item) => item.hex),
    ai_color_names: names,
  };
}

/** Names that only say where a colour sits (or that it was just added) are not worth storing. */
function isDefaultRoleName(name: string): boolean {
  return (
    (DEFAULT_COLOR_NAMES as readonly string[]).includes(name) ||
    /^Color \d+$/.test(name) ||
    name === NEW_COLOR.name
  );
}
