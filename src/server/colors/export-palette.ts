import { EXPORT_FORMAT_INFO, type ExportFormat } from '../../domain/export-formats';
import { exportGroupOf, renderTextExport } from '../../domain/palette-export';
import type { Db } from '../db/client';
import { writeAse } from './export/ase';
import { renderSwatchCard } from './export/swatch-card';
import { readComparedBrands } from './read-compared-brands';

/** An export carries every colour of a palette, up to the catalogue's limit of a palette. */
const EXPORTED_COLORS_MAX = 24;

export interface ExportFile {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  filename: string;
}

/** A palette (one brand) or a comparison (up to four) in one of the export formats. */
export async function exportPalette(
  db: Db,
  input: { slugs: readonly string[]; format: ExportFormat; pairs: boolean },
): Promise<ExportFile> {
  const brands = await readComparedBrands(db, input.slugs, EXPORTED_COLORS_MAX);
  const groups = brands.map((brand) => exportGroupOf(brand, brand.colors, input.pairs));
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
