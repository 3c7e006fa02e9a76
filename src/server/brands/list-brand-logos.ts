import { asc, eq } from 'drizzle-orm';
import type { BrandLogoLibrary } from '../../domain/logo-library';
import type { Db } from '../db/client';
import { brandLogos, brands } from '../db/schema';
import { AppError } from '../errors';
import { toBrandLogoFile } from './brand-dto';

/** The logo library of a brand page, oldest first. */
export async function listBrandLogos(db: Db, slug: string): Promise<BrandLogoLibrary> {
  const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.slug, slug)).limit(1);
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  const rows = await db
    .select()
    .from(brandLogos)
    .where(eq(brandLogos.brandId, brand.id))
    .orderBy(asc(brandLogos.createdAt));
  return { items: rows.map(toBrandLogoFile) };
}
