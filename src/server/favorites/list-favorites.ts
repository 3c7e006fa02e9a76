import { and, desc, eq } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import type { SessionUser } from '../auth/session-user';
import { toBrandDto } from '../brands/brand-dto';
import { visibleTo } from '../brands/listed';
import type { Db } from '../db/client';
import { brands, favorites } from '../db/schema';

/** The caller's own favourites joined to their brands, most recently saved first. */
export async function listFavorites(db: Db, user: SessionUser): Promise<Brand[]> {
  const rows = await db
    .select({ brand: brands })
    .from(favorites)
    .innerJoin(brands, eq(brands.id, favorites.brandId))
    .where(and(eq(favorites.userId, user.id), visibleTo(user)))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => toBrandDto(r.brand));
}

export async function listFavoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: favorites.brandId }).from(favorites).where(eq(favorites.userId, userId));
  return rows.map((r) => r.id);
}
