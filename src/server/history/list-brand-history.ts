import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { IDENTITY_FIELDS, type PublicBrandField } from '../../domain/brand-fields';
import {
  type BrandHistoryPage,
  type BrandVersion,
  HISTORY_PAGE_SIZE_DEFAULT,
  type IdentityTimeline,
  identityTimeline,
  publicSourceOf,
} from '../../domain/brand-history';
import type { SessionUser } from '../auth/session-user';
import { visibleTo } from '../brands/listed';
import type { Db } from '../db/client';
import { brandFieldVersions, brands } from '../db/schema';
import { AppError } from '../errors';

/** How many versions of the colours and logo the timeline replays at most. */
const TIMELINE_VERSIONS_MAX = 2_000;

type VersionRow = typeof brandFieldVersions.$inferSelect & { revertedBy: number | null };

async function brandIdOf(db: Db, slug: string, viewer: SessionUser | null): Promise<string> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.slug, slug), visibleTo(viewer)));
  if (!brand) throw new AppError('NOT_FOUND', 'Brand not found');
  return brand.id;
}

/** A later version that took this one back: its provenance names this one in `reverts`. */
const outer = (column: string) => sql.raw(`"brand_field_versions"."${column}"`);
const revertedBy = sql<number | null>`(
  select r.id from brand_field_versions r
  where r.brand_id = ${outer('brand_id')}
    and r.field = ${outer('field')}
    and r.id > ${outer('id')}
    and (r.provenance ->> 'reverts')::bigint = ${outer('id')}
  order by r.id limit 1
)`.mapWith((v) => (v === null ? null : Number(v)));

export function toBrandVersion(row: VersionRow, actor: SessionUser | null): BrandVersion {
  const provenance = row.provenance ?? null;
  return {
    id: row.id,
    field: row.field as PublicBrandField,
    old_value: row.oldValue ?? null,
    new_value: row.newValue ?? null,
    changed_at: row.changedAt.toISOString(),
    method: provenance?.method ?? null,
    source: publicSourceOf(provenance),
    ...(actor?.role === 'admin' ? { raw_source: provenance?.source ?? null } : {}),
    correction_id: provenance?.correction_id ?? null,
    reverts: provenance?.reverts ?? null,
    reverted_by: row.revertedBy,
  };
}

/** A brand's kept versions, newest first, one page at a time (a cursor is the last id seen). */
export async function listBrandHistory(
  db: Db,
  slug: string,
  query: { field?: PublicBrandField | undefined; limit?: number | undefined; cursor?: string | undefined },
  actor: SessionUser | null,
): Promise<BrandHistoryPage> {
  const brandId = await brandIdOf(db, slug, actor);
  const limit = query.limit ?? HISTORY_PAGE_SIZE_DEFAULT;
  const rows = await db
    .select({
      id: brandFieldVersions.id,
      brandId: brandFieldVersions.brandId,
      field: brandFieldVersions.field,
      oldValue: brandFieldVersions.oldValue,
      newValue: brandFieldVersions.newValue,
      provenance: brandFieldVersions.provenance,
      changedAt: brandFieldVersions.changedAt,
      revertedBy,
    })
    .from(brandFieldVersions)
    .where(
      and(
        eq(brandFieldVersions.brandId, brandId),
        query.field ? eq(brandFieldVersions.field, query.field) : undefined,
        query.cursor ? lt(brandFieldVersions.id, Number(query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(brandFieldVersions.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => toBrandVersion(row, actor)),
    nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
  };
}

/** The brand's looks over time (colours and logo), newest first: its rebrands. */
export async function getIdentityTimeline(
  db: Db,
  slug: string,
  viewer: SessionUser | null,
): Promise<IdentityTimeline> {
  const brandId = await brandIdOf(db, slug, viewer);
  const newest = await db
    .select({
      id: brandFieldVersions.id,
      field: brandFieldVersions.field,
      oldValue: brandFieldVersions.oldValue,
      newValue: brandFieldVersions.newValue,
      provenance: brandFieldVersions.provenance,
      changedAt: brandFieldVersions.changedAt,
    })
    .from(brandFieldVersions)
    .where(
      and(eq(brandFieldVersions.brandId, brandId), inArray(brandFieldVersions.field, [...IDENTITY_FIELDS])),
    )
    .orderBy(desc(brandFieldVersions.id))
    .limit(TIMELINE_VERSIONS_MAX);
  const changes = newest
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      field: row.field,
      old_value: row.oldValue,
      new_value: row.newValue,
      changed_at: row.changedAt.toISOString(),
      source: publicSourceOf(row.provenance ?? null),
    }));
  return { eras: identityTimeline(changes) };
}
