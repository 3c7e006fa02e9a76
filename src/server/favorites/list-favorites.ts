import { desc, eq } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import { toBrandDto } from '../brands/brand-dto';
import type { Db } from '../db/client';
import { brands, favorites } from '../db/schema';

/** The caller's own favourites joined to their brands, most recently saved first. */
export async function listFavorites(db: Db, userId: string): Promise<Brand[]> {
  const rows = await db
    .select({ brand: brands })
    .from(favorites)
    .innerJoin(brands, eq(brands.id, favorites.brandId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => toBrandDto(r.brand));
}

export async function listFavoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: favorites.brandId }).from(favorites).where(eq(favorites.userId, userId));
  return rows.map((r) => r.id);
}
