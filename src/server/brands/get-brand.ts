import { eq, sql } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared-query';
import { brands } from '../db/schema';
import { AppError } from '../errors';
import { BRAND_DTO_COLUMNS, toBrandDto } from './brand-dto';

export async function getBrandBySlug(db: Db, slug: string): Promise<Brand> {
  const [row] = await preparedStatement(db, 'brand_by_slug', () =>
    db
      .select(BRAND_DTO_COLUMNS)
      .from(brands)
      .where(eq(brands.slug, sql.placeholder('slug')))
      .limit(1),
  ).execute({ slug: slug.toLowerCase() });
  if (!row) throw new AppError('NOT_FOUND', `No brand with the slug '${slug.slice(0, 100)}'`);
  return toBrandDto(row);
}
