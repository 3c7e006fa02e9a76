import { and, asc, inArray, isNotNull, not, or, type SQL, sql } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import { type GalleryId, galleryMembership } from '../../domain/galleries';
import type { Db } from '../db/client';
import { brands } from '../db/schema';
import { toBrandDto } from './brand-dto';
import { likeContains } from './list-brands';

/** A gallery shows at most this many brands (the most favourited ones), ordered by name. */
export const GALLERY_LIMIT = 120;

/** The brands of a themed gallery (spec 000 §7, §9); the membership rules live in src/domain. */
export async function listGallery(db: Db, id: GalleryId): Promise<Brand[]> {
  const rule = galleryMembership(id);
  const lowerNames = rule.names.map((n) => n.toLowerCase());
  const members: SQL[] = [];
  if (lowerNames.length > 0) members.push(inArray(brands.nameLower, lowerNames));
  for (const word of rule.industryContains) {
    members.push(sql`lower(coalesce(${brands.industry}, '')) like ${likeContains(word.toLowerCase())}`);
  }
  const excluded = rule.excludeNames.map((n) => n.toLowerCase());
  const where = and(
    brands.listed,
    or(...members),
    excluded.length > 0 ? not(inArray(brands.nameLower, excluded)) : undefined,
    rule.requirePrimaryColor ? isNotNull(brands.primaryColor) : undefined,
  );
  const popular = db
    .select({ id: brands.id })
    .from(brands)
    .where(where)
    // The order of the popular index, so a large gallery walks it and stops after GALLERY_LIMIT.
    .orderBy(sql`${brands.favoriteCount} desc nulls last`, sql`${brands.id} desc nulls last`)
    .limit(GALLERY_LIMIT);
  const rows = await db
    .select()
    .from(brands)
    .where(inArray(brands.id, popular))
    .orderBy(asc(brands.nameLower));
  return rows.map(toBrandDto);
}
