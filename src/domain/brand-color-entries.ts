import type { ColorRole } from './color-intel';
import { colorNameFor } from './colors';
import { normalizeHex } from './hex';

const ROLE_POSITION: Partial<Record<ColorRole, number>> = { primary: 0, secondary: 1, accent: 2 };

export interface BrandColorEntry {
  role: ColorRole;
  hex: string;
  name: string;
}

/**
 * A brand's distinct colours in page order, each with the most important role it has (primary,
 * secondary, accent, then palette) and the name the page shows (spec 001 §9). The same rule fills
 * brand_colors in the database (migration 0009).
 */
export function brandColorEntries(brand: {
  primary_color: string | null;
  secondary_color: string | null;
  accent_color: string | null;
  color_palette: readonly string[];
  ai_color_names?: Readonly<Record<string, string>> | null;
}): BrandColorEntry[] {
  const entries: BrandColorEntry[] = [];
  const seen = new Set<string>();
  const add = (value: string | null, role: ColorRole) => {
    const hex = normalizeHex(value);
    if (!hex || seen.has(hex)) return;
    seen.add(hex);
    // The default name follows the role (Primary, Secondary, Accent), then 'Color {n}' by position.
    const position = ROLE_POSITION[role] ?? Math.max(3, entries.length);
    entries.push({ role, hex, name: colorNameFor(hex, position, brand.ai_color_names) });
  };
  add(brand.primary_color, 'primary');
  add(brand.secondary_color, 'secondary');
  add(brand.accent_color, 'accent');
  for (const hex of brand.color_palette) add(hex, 'palette');
  return entries;
}
