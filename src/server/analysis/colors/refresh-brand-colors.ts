import { eq } from 'drizzle-orm';
import type { FieldProvenance } from '../../../domain/provenance';
import type { Db } from '../../db/client';
import { brands } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../errors';
import { readBrandSite } from '../identity/read-brand-site';
import type { AnalysisDeps } from '../pipeline/analysis-context';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import { getUnprotectedBrand, readBrandHomePage } from '../single-brand';
import { brandColorList, colorFieldsOf } from './color-fields';
import { nameBrandColors } from './name-brand-colors';

export interface ImportedColor {
  hex: string;
  name: string;
}

/**
 * Reads the brand's colours from its site and stores them with their names: Import Known Colors
 * (fetch-brand-colors, spec 001 §6) and analyze-colors-only. A brand whose colours are verified
 * keeps them (spec 001 §9), as does a protected brand; a site without colours is a 422. The site is
 * read first; the colours, their names and the caller's `audit` row are then written in one
 * transaction, all or none.
 */
export async function refreshBrandColors(
  deps: Pick<AnalysisDeps, 'db' | 'storage' | 'events' | 'fetchPolicy' | 'colorRegistry'>,
  brandId: string,
  signal: AbortSignal,
  audit?: (tx: Db, colors: ImportedColor[]) => Promise<void>,
): Promise<ImportedColor[]> {
  const brand = await getUnprotectedBrand(deps.db, brandId);
  if (brand.hasVerifiedColors) {
    throw new AppError('CONFLICT', "This brand's colors are verified: they are kept as they are");
  }
  const site = await readBrandHomePage(brand, deps.fetchPolicy, signal);
  const reading = await readBrandSite(site, {
    brandName: brand.name,
    policy: deps.fetchPolicy,
    signal,
    colors: true,
    colorRegistry: deps.colorRegistry ?? true,
    logo: true,
    about: false,
  });
  const palette = reading.palette;
  if (!palette?.primary) throw new AppError('UNPROCESSABLE', 'No colors available for this brand');

  const { fields, sources } = colorFieldsOf(palette);
  const at = new Date().toISOString();
  const provenance: Record<string, FieldProvenance> = {};
  for (const [key, source] of Object.entries(sources)) provenance[key] = { ...source, at };
  const colors = await inTransaction(deps.db, async (tx) => {
    const written = await writeAnalyzedFields(tx, brand.id, fields, provenance);
    if (!written) throw new AppError('CONFLICT', 'This brand is protected: it is not changed by analysis');
    await nameBrandColors(tx, brand.id);
    const [stored] = await tx
      .select({ aiColorNames: brands.aiColorNames })
      .from(brands)
      .where(eq(brands.id, brand.id));
    const names = stored?.aiColorNames ?? {};
    const list = brandColorList({
      primaryColor: fields.primaryColor ?? null,
      secondaryColor: fields.secondaryColor ?? null,
      accentColor: fields.accentColor ?? null,
      colorPalette: fields.colorPalette ?? [],
    });
    const named = list.map((hex) => ({ hex, name: names[hex] ?? hex }));
    await audit?.(tx, named);
    return named;
  });
  await deps.events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
  return colors;
}
