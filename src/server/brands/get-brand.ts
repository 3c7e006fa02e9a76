import { and, eq, sql } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { preparedStatement } from '../db/prepared-query';
import { brands } from '../db/schema';
import { AppError } from '../errors';
import { BRAND_DTO_COLUMNS, toBrandDto } from './brand-dto';
import { BRAND_JSON } from './brand-json';
import { visibleTo } from './listed';

/** Who may open a brand that is not listed yet: the user who added it and admins. */
export function canSeeUnlisted(brand: { createdBy: string | null }, viewer: SessionUser | null | undefined) {
  return !!viewer && (viewer.role === 'admin' || (brand.createdBy !== null && brand.createdBy === viewer.id));
}

/** Refuses (404) a brand the viewer may not open, before an action on it by its id. */
export async function assertBrandVisible(db: Db, brandId: string, viewer: SessionUser | null): Promise<void> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id, brandId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'No such brand');
}

/** The row when the viewer may see it; else the brand does not exist for them (404). */
function visibleOrNotFound<Row extends { listed: boolean; createdBy: string | null }>(
  row: Row | undefined,
  slug: string,
  viewer: SessionUser | null | undefined,
): Row {
  if (!row || (!row.listed && !canSeeUnlisted(row, viewer))) {
    throw new AppError('NOT_FOUND', `No brand with the slug '${slug.slice(0, 100)}'`);
  }
  return row;
}

/**
 * One brand by its slug. A brand still in its first analysis (not listed) is found only by its
 * creator and admins; to everyone else it does not exist.
 */
export async function getBrandBySlug(db: Db, slug: string, viewer?: SessionUser | null): Promise<Brand> {
  const [row] = await preparedStatement(db, 'brand_by_slug', () =>
    db
      .select(BRAND_DTO_COLUMNS)
      .from(brands)
      .where(eq(brands.slug, sql.placeholder('slug')))
      .limit(1),
  ).execute({ slug: slug.toLowerCase() });
  const visible = visibleOrNotFound(row, slug, viewer);
  return toBrandDto(visible);
}

/** A brand's answer as JSON text (`Brand`, written by the database: brand-json.ts), and whether it is listed. */
export interface BrandJson {
  json: string;
  listed: boolean;
}

/** `getBrandBySlug` as the JSON text the API sends, with the same visibility rule. */
export async function getBrandJsonBySlug(
  db: Db,
  slug: string,
  viewer?: SessionUser | null,
): Promise<BrandJson> {
  const [row] = await preparedStatement(db, 'brand_json_by_slug', () =>
    db
      .select({ json: BRAND_JSON, listed: brands.listed, createdBy: brands.createdBy })
      .from(brands)
      .where(eq(brands.slug, sql.placeholder('slug')))
      .limit(1),
  ).execute({ slug: slug.toLowerCase() });
  const visible = visibleOrNotFound(row, slug, viewer);
  return { json: visible.json, listed: visible.listed };
}
