import { eq } from 'drizzle-orm';
import { normalizeHex } from '../../../domain/hex';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { AppError } from '../../errors';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import { brandColorList } from './color-fields';
import { nearestColorName } from './color-names';

/** Provenance of a generated name: the list it was taken from, and how. */
export const COLOR_NAME_SOURCE = 'color-name-list (npm package)';
export const COLOR_NAME_METHOD = 'nearest named colour by CIEDE2000';

async function brandColors(db: Db, brandId: string) {
  const [brand] = await db
    .select({
      id: brands.id,
      protected: brands.protected,
      primaryColor: brands.primaryColor,
      secondaryColor: brands.secondaryColor,
      accentColor: brands.accentColor,
      colorPalette: brands.colorPalette,
      aiColorNames: brands.aiColorNames,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  return brand ?? null;
}

const provenance = () => ({
  source: COLOR_NAME_SOURCE,
  method: COLOR_NAME_METHOD,
  at: new Date().toISOString(),
});

/**
 * The pipeline's colour-name stage (spec 000 §4: runs when the brand has any colour): every colour
 * of the brand gets a name, keeping names it already has (an admin's or an earlier run's). Names of
 * colours the brand no longer uses are dropped. Returns how many colours were named.
 */
export async function nameBrandColors(db: Db, brandId: string): Promise<number> {
  const brand = await brandColors(db, brandId);
  if (!brand || brand.protected) return 0;
  const colors = brandColorList(brand);
  if (colors.length === 0) return 0;
  const names: Record<string, string> = {};
  let generated = 0;
  for (const hex of colors) {
    const existing = brand.aiColorNames[hex]?.trim();
    if (existing) {
      names[hex] = existing;
      continue;
    }
    const named = nearestColorName(hex);
    if (named) {
      names[hex] = named.name;
      generated++;
    }
  }
  await writeAnalyzedFields(db, brandId, { aiColorNames: names }, provenance());
  return generated;
}

/**
 * generate-color-names (spec 001 §7): names for the given colours, or for the brand's primary,
 * secondary, accent and palette. New names replace the stored ones for those colours.
 */
export async function generateColorNames(
  db: Db,
  brandId: string,
  requested: readonly { hex: string; currentName?: string | undefined }[] | undefined,
): Promise<{ hex: string; aiName: string }[]> {
  const brand = await brandColors(db, brandId);
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  if (brand.protected)
    throw new AppError('CONFLICT', 'This brand is protected: its colour names are not changed');
  const hexes = requested
    ? [...new Set(requested.map((c) => normalizeHex(c.hex)).filter((h): h is string => h !== null))]
    : brandColorList(brand);
  if (hexes.length === 0) throw new AppError('UNPROCESSABLE', 'No colors available for this brand');
  const colorNames = hexes.flatMap((hex) => {
    const named = nearestColorName(hex);
    return named ? [{ hex, aiName: named.name }] : [];
  });
  const merged = { ...brand.aiColorNames, ...Object.fromEntries(colorNames.map((c) => [c.hex, c.aiName])) };
  const written = await writeAnalyzedFields(db, brandId, { aiColorNames: merged }, provenance());
  if (!written) throw new AppError('CONFLICT', 'This brand is protected: its colour names are not changed');
  return colorNames;
}
