import { asc, count } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import { featuredBrandIndex } from '../../domain/featured';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { AppError } from '../errors';
import { toBrandDto } from './brand-dto';

/**
 * Today's Featured Brand (spec 000 §9): the date in New York picks a position in the catalogue
 * ordered by name, so every visitor sees the same brand all day.
 */
export async function getFeaturedBrand(db: Db, now = new Date()): Promise<Brand> {
  const [counted] = await db.select({ n: count() }).from(brands);
  const index = featuredBrandIndex(now, counted?.n ?? 0);
  if (index === null) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  const [row] = await db
    .select()
    .from(brands)
    .orderBy(asc(brands.nameLower), asc(brands.id))
    .offset(index)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  return toBrandDto(row);
}
