import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { AppError } from '../errors';

/** increment_brand_visits (spec 001 §7): one call per page load; Trending sorts by the count. */
export async function recordVisit(db: Db, slug: string): Promise<{ visit_count: number }> {
  const [row] = await db
    .update(brands)
    .set({ visitCount: sql`${brands.visitCount} + 1`, lastVisitedAt: sql`now()` })
    .where(eq(brands.slug, slug.toLowerCase()))
    .returning({ visitCount: brands.visitCount });
  if (!row) throw new AppError('NOT_FOUND', 'No such brand');
  return { visit_count: row.visitCount };
}
