import { normalizeHex } from './hex';

/** Names of new colour items by position; from the 4th on 'Color {n}' (spec 001 §9). */
export const DEFAULT_COLOR_NAMES = ['Primary', 'Secondary', 'Accent'] as const;
/** A colour added in the editor starts as this (spec 001 §9). */
export const NEW_COLOR = { hex: '#000000', name: 'New Color' } as const;

/** Well-known hex values (upper-case) and their friendly names (spec 001 §9: about 19). */
export const FRIENDLY_COLOR_NAMES: Readonly<Record<string, string>> = {
  '#000000': 'Black',
  '#FFFFFF': 'White',
  '#FF0000': 'Red',
  '#0000FF': 'Blue',
  '#111111': 'Rich Black',
  '#00704A': 'Starbucks Green',
  '#F40009': 'Coca-Cola Red',
  '#0ABAB5': 'Tiffany Blue',
  '#F37021': 'Hermès Orange',
  '#DA291C': "McDonald's Red",
  '#FFC72C': "McDonald's Yellow",
  '#004B93': 'Pepsi Blue',
  '#1DB954': 'Spotify Green',
  '#E50914': 'Netflix Red',
  '#4285F4': 'Google Blue',
  '#EA4335': 'Google Red',
  '#FBBC05': 'Google Yellow',
  '#34A853': 'Google Green',
  '#FF9900': 'Amazon Orange',
};

/** The default name of the colour item at a 0-based position: Primary, Secondary, Accent, Color 4 … */
export function defaultColorName(index: number): string {
  return DEFAULT_COLOR_NAMES[index] ?? `Color ${index + 1}`;
}

/**
 * The name shown for a colour (spec 001 §2, §9): the brand's ai_color_names entry for the upper-case
 * hex (keys in another case are tolerated), else the friendly table, else the default name of its
 * 0-based position.
 */
export function colorNameFor(
  hex: string,
  index: number,
  aiColorNames?: Readonly<Record<string, string>> | null,
): string {
  const key = normalizeHex(hex);
  if (key !== null) {
    const direct = aiColorNames && Object.hasOwn(aiColorNames, key) ? aiColorNames[key] : undefined;
    const aiName =
      direct ?? Object.entries(aiColorNames ?? {}).find(([entryHex]) => normalizeHex(entryHex) === key)?.[1];
    if (aiName?.trim()) return aiName.trim();
    const friendly = Object.hasOwn(FRIENDLY_COLOR_NAMES, key) ? FRIENDLY_COLOR_NAMES[key] : undefined;
    if (friendly) return friendly;
  }
  return defaultColorName(index);
}
