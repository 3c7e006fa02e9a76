import { and, asc, eq } from 'drizzle-orm';
import type { BrandLogoLibrary } from '../../domain/logo-library';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { brandLogos, brands } from '../db/schema';
import { AppError } from '../errors';
import { toBrandLogoFile } from './brand-dto';
import { visibleTo } from './listed';

/** The logo library of a brand page, oldest first. */
export async function listBrandLogos(
  db: Db,
  slug: string,
  viewer: SessionUser | null,
): Promise<BrandLogoLibrary> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, slug), visibleTo(viewer)))
    .limit(1);
  if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
  const rows = await db
    .select()
    .from(brandLogos)
    .where(eq(brandLogos.brandId, brand.id))
    .orderBy(asc(brandLogos.createdAt));
  return { items: rows.map(toBrandLogoFile) };
}
