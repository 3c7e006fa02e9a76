import { and, eq, inArray, sql } from 'drizzle-orm';
import { brandColorEntries } from '../../domain/brand-color-entries';
import type { BrandColorReport } from '../../domain/color-intel';
import { deltaE2000 } from '../../domain/color-lab';
import { COMPETITOR_WARNING_DISTANCE } from '../../domain/color-landscape';
import { type Db, queryRows } from '../db/client';
import { brandColors, brands } from '../db/schema';
import { AppError } from '../errors';
import { colorDetailOf } from './color-details';

/**
 * A brand's colours in depth (contrast, nearest AA shade and tint) and how far its primary colour
 * lies from each competitor's (CIEDE2000, read from brand_colors like every colour search),
 * with a warning under COMPETITOR_WARNING_DISTANCE.
 */
export async function getBrandColorReport(db: Db, slug: string): Promise<BrandColorReport> {
  const [brand] = await db
    .select({
      id: brands.id,
      slug: brands.slug,
      name: brands.name,
      primary_color: brands.primaryColor,
      secondary_color: brands.secondaryColor,
      accent_color: brands.accentColor,
      color_palette: brands.colorPalette,
      ai_color_names: brands.aiColorNames,
      competitors: brands.competitors,
    })
    .from(brands)
    .where(and(eq(brands.slug, slug), brands.listed))
    .limit(1);
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');

  const names = [...new Set(brand.competitors.map((c) => c.trim()).filter(Boolean))];
  const keys = [...new Set(names.map((n) => n.toLowerCase()))];
  const [ownPrimary] = await db
    .select({ hex: brandColors.hex, l: brandColors.l, a: brandColors.a, b: brandColors.b })
    .from(brandColors)
    .where(and(eq(brandColors.brandId, brand.id), eq(brandColors.role, 'primary')));
  // Each competitor's primary colour by the primary key (OFFSET 0: no scan of every colour,
  // whatever the statistics say).
  const found =
    keys.length === 0
      ? []
      : await queryRows<{ key: string; slug: string; hex: string | null; l: number; a: number; b: number }>(
          db,
          sql`select ${brands.nameLower} as key, ${brands.slug} as slug, p.hex, p.l, p.a, p.b from ${brands}
              left join lateral (
                select c.hex, c.l, c.a, c.b from brand_colors c
                where c.brand_id = ${brands.id} and c.role = 'primary' offset 0
              ) as p on true
              where ${inArray(brands.nameLower, keys)} and ${brands.id} <> ${brand.id} and ${brands.listed}`,
        );
  const byKey = new Map(found.map((f) => [f.key, f]));

  return {
    slug: brand.slug,
    name: brand.name,
    primary_color: ownPrimary?.hex ?? null,
    colors: brandColorEntries(brand).map(colorDetailOf),
    competitors: names.map((name) => {
      const match = byKey.get(name.toLowerCase());
      const theirs = match?.hex && match.l !== null && match.a !== null && match.b !== null ? match : null;
      const distance =
        ownPrimary && theirs
          ? Math.round(
              deltaE2000(ownPrimary, {
                l: theirs.l as number,
                a: theirs.a as number,
                b: theirs.b as number,
              }) * 100,
            ) / 100
          : null;
      return {
        name,
        slug: match?.slug ?? null,
        primary_color: theirs?.hex ?? null,
        distance,
        too_close: distance !== null && distance < COMPETITOR_WARNING_DISTANCE,
      };
    }),
    warning_below: COMPETITOR_WARNING_DISTANCE,
  };
}
