import type { ComparedBrand } from '../../domain/color-intel';
import { EXPORT_FORMAT_INFO, type ExportFormat } from '../../domain/export-formats';
import { type ExportColor, type ExportGroup, renderTextExport } from '../../domain/palette-export';
import type { Db } from '../db/client';
import { writeAse } from './export/ase';
import { renderSwatchCard } from './export/swatch-card';
import { readComparedBrands } from './read-compared-brands';

/** An export carries every colour of a palette, up to the catalogue's limit of a palette. */
const EXPORTED_COLORS_MAX = 24;

const ROLE_NAMES = { primary: 'Primary', secondary: 'Secondary', accent: 'Accent' } as const;

/**
 * A brand's colours for export: stable names by role (Primary, Secondary, Accent, Color 4, …) with
 * the colour's own name as the description; with `pairs`, each colour's nearest AA shade on white
 * and tint on black follow it ('Primary on white', 'Primary on black').
 */
export function exportGroupOf(brand: ComparedBrand, pairs: boolean): ExportGroup {
  const colors: ExportColor[] = [];
  brand.colors.forEach((color, index) => {
    const base = color.role === 'palette' ? `Color ${index + 1}` : ROLE_NAMES[color.role];
    colors.push({ name: base, hex: color.hex, description: `${base} · ${color.name}` });
    if (pairs) {
      colors.push({
        name: `${base} on white`,
        hex: color.on_white.hex,
        description: `${base} reaching AA (${color.on_white.contrast.toFixed(2)}:1) on white`,
      });
      colors.push({
        name: `${base} on black`,
        hex: color.on_black.hex,
        description: `${base} reaching AA (${color.on_black.contrast.toFixed(2)}:1) on black`,
      });
    }
  });
  return { slug: brand.slug, title: brand.name, colors };
}

export interface ExportFile {
  body: string | Uint8Array;
  contentType: string;
  filename: string;
}

/** A palette (one brand) or a comparison (up to four) in one of the export formats. */
export async function exportPalette(
  db: Db,
  input: { slugs: readonly string[]; format: ExportFormat; pairs: boolean },
): Promise<ExportFile> {
  const brands = await readComparedBrands(db, input.slugs, EXPORTED_COLORS_MAX);
  const groups = brands.map((brand) => exportGroupOf(brand, input.pairs));
  const info = EXPORT_FORMAT_INFO[input.format];
  const filename = `${input.slugs.join('-')}${input.pairs ? '-accessible' : ''}-palette.${info.extension}`;
  const body =
    input.format === 'ase'
      ? new Uint8Array(writeAse(groups))
      : input.format === 'png'
        ? new Uint8Array(await renderSwatchCard(groups))
        : renderTextExport(input.format, groups);
  return { body, contentType: info.contentType, filename };
}
