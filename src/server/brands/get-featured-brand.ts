import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import { featuredBrandIndex, featuredDateKey } from '../../domain/featured';
import type { Db } from '../db/client';
import { brands, featuredDays } from '../db/schema';
import { AppError } from '../errors';
import { toBrandDto } from './brand-dto';
import { isListed } from './listed';

async function brandOfDay(db: Db, day: number) {
  const [row] = await db
    .select({ brand: brands })
    .from(featuredDays)
    .innerJoin(brands, eq(brands.id, featuredDays.brandId))
    .where(and(eq(featuredDays.day, day), brands.listed));
  return row?.brand ?? null;
}

/**
 * Today's Featured Brand (spec 000 §9): the date in New York picks a position in the listed
 * catalogue ordered by name. The choice is stored at the day's first request and kept all day,
 * so brands added during the day do not move it to another brand.
 */
export async function getFeaturedBrand(db: Db, now = new Date()): Promise<Brand> {
  const day = featuredDateKey(now);
  if (day === null) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  const kept = await brandOfDay(db, day);
  if (kept) return toBrandDto(kept);

  const [counted] = await db.select({ n: count() }).from(brands).where(isListed);
  const index = featuredBrandIndex(now, counted?.n ?? 0);
  if (index === null) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  const [chosen] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(isListed)
    .orderBy(asc(brands.nameLower), asc(brands.id))
    .offset(index)
    .limit(1);
  if (!chosen) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  // The first request of the day decides; a concurrent first request keeps the stored choice. A
  // day whose brand was since removed or unlisted is chosen again.
  await db
    .insert(featuredDays)
    .values({ day, brandId: chosen.id })
    .onConflictDoUpdate({
      target: featuredDays.day,
      set: { brandId: chosen.id, chosenAt: sql`now()` },
      setWhere: sql`not exists (select 1 from brands b where b.id = ${featuredDays.brandId} and b.listed)`,
    });
  const stored = await brandOfDay(db, day);
  if (!stored) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  return toBrandDto(stored);
}
