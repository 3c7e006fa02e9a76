import { and, asc, count, lt, type SQL } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import { featuredBrandIndex, featuredDayStart } from '../../domain/featured';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { AppError } from '../errors';
import { toBrandDto } from './brand-dto';
import { isListed } from './listed';

async function countBrands(db: Db, where: SQL | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(brands).where(where);
  return counted?.n ?? 0;
}

/**
 * Today's Featured Brand (spec 000 §9): the date in New York picks a position in the listed
 * catalogue ordered by name. The catalogue counted is the one that existed when the New York day
 * began, so brands added during the day do not move the choice, and reading it writes nothing.
 * On a catalogue's first day (every brand added today) the whole listed catalogue is counted.
 */
export async function getFeaturedBrand(db: Db, now = new Date()): Promise<Brand> {
  const dayStart = featuredDayStart(now);
  if (dayStart === null) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  const existingAtDayStart = and(isListed, lt(brands.createdAt, dayStart));
  const startCount = await countBrands(db, existingAtDayStart);
  const [where, total] =
    startCount > 0 ? [existingAtDayStart, startCount] : [isListed, await countBrands(db, isListed)];
  const index = featuredBrandIndex(now, total);
  if (index === null) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  const [chosen] = await db
    .select()
    .from(brands)
    .where(where)
    .orderBy(asc(brands.nameLower), asc(brands.id))
    .offset(index)
    .limit(1);
  if (!chosen) throw new AppError('NOT_FOUND', 'The catalogue is empty');
  return toBrandDto(chosen);
}
