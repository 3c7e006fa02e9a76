import { eq, sql } from 'drizzle-orm';
import type { ColorLandscape } from '../../domain/color-intel';
import {
  CLUSTER_DISTANCE,
  clusterColors,
  placeColor,
  UNCLAIMED_DISTANCE,
  unclaimedHueRanges,
} from '../../domain/color-landscape';
import { type Db, queryRows } from '../db/client';
import { brands } from '../db/schema';

/** The map shows at most this many brands (the most visited), like the quadrant chart. */
export const LANDSCAPE_LIMIT = 300;

/**
 * An industry's colour landscape: its brands' primary colours (read from brand_colors) on a hue ×
 * lightness map, the colours two or more brands share, and the hue runs nobody claims.
 */
export async function getColorLandscape(db: Db, industry: string): Promise<ColorLandscape> {
  const key = industry.trim().toLowerCase();
  // The industry's brands in the order of its trending index, each joined to its primary colour
  // row by the primary key; OFFSET 0 keeps the planner from trading that for a scan of every
  // colour when the statistics are stale (PGlite has no autovacuum).
  const primaryOf = sql`cross join lateral (
    select c.hex from brand_colors c where c.brand_id = b.id and c.role = 'primary' offset 0
  ) as p`;
  const [rows, [counted]] = await Promise.all([
    queryRows<{ id: string; slug: string; name: string; primary_color: string | null; hex: string }>(
      db,
      sql`select b.id, b.slug, b.name, b.primary_color, p.hex from brands b ${primaryOf}
          where b.industry_key = ${key} and b.listed
          order by b.visit_count desc, b.id desc
          limit ${LANDSCAPE_LIMIT}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from brands b ${primaryOf} where b.industry_key = ${key} and b.listed`,
    ),
  ]);
  const points = rows.flatMap((row) => {
    const place = placeColor(row.hex);
    if (!place) return [];
    const { hex, ...brand } = row;
    return [
      {
        brand,
        hex,
        hue: place.hue === null ? null : Math.round(place.hue * 10) / 10,
        lightness: Math.round(place.lightness * 1000) / 1000,
        chroma: Math.round(place.chroma * 1000) / 1000,
      },
    ];
  });
  const clusters = clusterColors(points)
    .filter((cluster) => cluster.members.length >= 2)
    .sort((x, y) => y.members.length - x.members.length)
    .map((cluster) => {
      const place = placeColor(cluster.hex);
      return {
        hex: cluster.hex,
        hue: place?.hue === null || !place ? null : Math.round(place.hue * 10) / 10,
        lightness: place ? Math.round(place.lightness * 1000) / 1000 : 0,
        brands: cluster.members.map((member) => member.brand),
      };
    });
  const name = rows.length > 0 ? await industryName(db, key) : industry.trim();
  return {
    industry: name,
    total: counted?.n ?? 0,
    points,
    clusters,
    unclaimed: unclaimedHueRanges(points.map((p) => p.hex)),
    claim_distance: UNCLAIMED_DISTANCE,
    cluster_distance: CLUSTER_DISTANCE,
  };
}

/** The industry as the catalogue spells it (the query may differ in case). */
async function industryName(db: Db, key: string): Promise<string> {
  const [row] = await db
    .select({ industry: brands.industry })
    .from(brands)
    .where(eq(brands.industryKey, key))
    .orderBy(sql`${brands.industry} collate "C"`)
    .limit(1);
  return row?.industry ?? key;
}
