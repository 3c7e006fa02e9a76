import { eq } from 'drizzle-orm';
import type { BrandProvenance } from '../../domain/provenance';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { AppError } from '../errors';

/** Where each stored value of a brand came from, for the admins' "Data sources". */
export async function getBrandProvenance(db: Db, brandId: string): Promise<BrandProvenance> {
  const [row] = await db.select({ provenance: brands.provenance }).from(brands).where(eq(brands.id, brandId));
  if (!row) throw new AppError('NOT_FOUND', 'No such brand');
  return row.provenance;
}
