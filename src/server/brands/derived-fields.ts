import { colorFamilyOf } from '../../domain/color-family';
import type { ColorFamily } from '../../domain/taxonomy';

/** The colour families of a brand's three main colours (spec 000 §3), stored for the filter. */
export function colorFamiliesOf(colors: {
  primaryColor?: string | null;
  secondaryColor?: string | null;
  accentColor?: string | null;
}): ColorFamily[] {
  const families = new Set<ColorFamily>();
  for (const hex of [colors.primaryColor, colors.secondaryColor, colors.accentColor]) {
    if (!hex) continue;
    const family = colorFamilyOf(hex);
    if (family !== 'Unknown') families.add(family);
  }
  return [...families];
}
