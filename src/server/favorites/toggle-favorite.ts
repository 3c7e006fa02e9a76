import { and, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/session-user';
import { visibleTo } from '../brands/listed';
import type { Db } from '../db/client';
import { brands, favorites } from '../db/schema';
import { AppError } from '../errors';

/**
 * Adds or removes a favourite and keeps brands.favorite_count in step, in one transaction: the
 * count changes only when a row really appeared or disappeared, so concurrent toggles stay exact.
 * A brand the user may not open does not exist here either.
 */
export async function setFavorite(
  db: Db,
  user: SessionUser,
  input: { brandId: string; favorite: boolean },
): Promise<{ favorite: boolean; favorite_count: number }> {
  const userId = user.id;
  return db.transaction(async (tx) => {
    const [brand] = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.id, input.brandId), visibleTo(user)));
    if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
    let delta = 0;
    if (input.favorite) {
      const inserted = await tx
        .insert(favorites)
        .values({ userId, brandId: input.brandId })
        .onConflictDoNothing()
        .returning({ id: favorites.id });
      delta = inserted.length;
    } else {
      const removed = await tx
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.brandId, input.brandId)))
        .returning({ id: favorites.id });
      delta = -removed.length;
    }
    const [updated] = await tx
      .update(brands)
      .set({ favoriteCount: sql`${brands.favoriteCount} + ${delta}` })
      .where(eq(brands.id, input.brandId))
      .returning({ favoriteCount: brands.favoriteCount });
    return { favorite: input.favorite, favorite_count: updated?.favoriteCount ?? 0 };
  });
}
