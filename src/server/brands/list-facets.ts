import { sql } from 'drizzle-orm';
import type { BrandFacets } from '../../domain/catalogue-views';
import { COLOR_FAMILIES } from '../../domain/taxonomy';
import { type Db, queryRows } from '../db/client';

/** The filter options of the discovery list, taken from the data (spec 000 §2, §3). */
export async function listFacets(db: Db): Promise<BrandFacets> {
  const [industries, archetypes, colors] = await Promise.all([
    queryRows<{ value: string }>(
      db,
      sql`select distinct industry as value from brands where industry is not null and industry <> '' order by 1`,
    ),
    queryRows<{ value: string }>(
      db,
      sql`select distinct archetype as value from brands where archetype is not null and archetype <> '' order by 1`,
    ),
    queryRows<{ value: string }>(db, sql`select distinct unnest(color_families) as value from brands`),
  ]);
  const present = new Set(colors.map((r) => r.value));
  return {
    industries: industries.map((r) => r.value),
    archetypes: archetypes.map((r) => r.value),
    colors: COLOR_FAMILIES.filter((family) => present.has(family)),
  };
}
