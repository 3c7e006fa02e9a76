import { normalizeHex } from '../../../domain/hex';
import type { AnalyzedFields } from '../pipeline/brand-update';
import type { BrandPalette, ChosenColor } from './choose-palette';

type ColorField = 'primaryColor' | 'secondaryColor' | 'accentColor' | 'colorPalette';

export interface ColorFields {
  fields: Pick<AnalyzedFields, ColorField>;
  /** Where each colour field's value came from: its strongest evidence. */
  sources: Partial<Record<ColorField, { source: string; method: string }>>;
}

const evidence = (color: ChosenColor, monochrome: boolean) => ({
  source: color.source,
  method: `${color.method}; weight ${color.weight}${monochrome ? ', monochrome brand' : ''}`,
});

/**
 * The brand's colour columns from a palette. All four are written together, so an empty slot
 * clears a colour the site no longer shows rather than leaving a stale mix.
 */
export function colorFieldsOf(palette: BrandPalette): ColorFields {
  const sources: ColorFields['sources'] = {};
  if (palette.primary) sources.primaryColor = evidence(palette.primary, palette.monochrome);
  if (palette.secondary) sources.secondaryColor = evidence(palette.secondary, palette.monochrome);
  if (palette.accent) sources.accentColor = evidence(palette.accent, palette.monochrome);
  const lead = palette.palette[0];
  if (lead) {
    sources.colorPalette = {
      source: lead.source,
      method: `weighted theme colours, CSS and logo pixels (${palette.palette.length} colours)`,
    };
  }
  return {
    fields: {
      primaryColor: palette.primary?.hex ?? null,
      secondaryColor: palette.secondary?.hex ?? null,
      accentColor: palette.accent?.hex ?? null,
      colorPalette: palette.palette.map((c) => c.hex),
    },
    sources,
  };
}

/** The brand's distinct colours in display order: primary, secondary, accent, then the palette. */
export function brandColorList(brand: {
  primaryColor: string | null;
  secondaryColor: string | null;
  accentColor: string | null;
  colorPalette: string[];
}): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const hex of [brand.primaryColor, brand.secondaryColor, brand.accentColor, ...brand.colorPalette]) {
    const key = normalizeHex(hex);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    list.push(key);
  }
  return list;
}
