import { and, desc, eq, not } from 'drizzle-orm';
import { UNLISTED_BRANDS_MAX, type UnlistedBrands } from '../../domain/brand';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { LISTED_BRAND_COLUMNS, toListedBrand } from './brand-dto';

/**
 * The brands waiting for their first completed analysis that the viewer may see: the ones they
 * added, or every one for an admin (the partial index brands_unlisted_idx holds them alone).
 */
export async function listUnlistedBrands(db: Db, viewer: SessionUser): Promise<UnlistedBrands> {
  const rows = await db
    .select({ ...LISTED_BRAND_COLUMNS, analysisError: brands.analysisError, createdBy: brands.createdBy })
    .from(brands)
    .where(and(not(brands.listed), viewer.role === 'admin' ? undefined : eq(brands.createdBy, viewer.id)))
    .orderBy(desc(brands.createdAt), desc(brands.id))
    .limit(UNLISTED_BRANDS_MAX);
  return {
    items: rows.map((row) => ({
      ...toListedBrand(row),
      analysis_error: row.analysisError,
      created_by: row.createdBy,
    })),
  };
}
