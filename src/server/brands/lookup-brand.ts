import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { likeContains, normalizeSearchText } from './list-brands';

/** How many names, in name order, are read before the trigram index is asked. */
const ORDERED_WALK = 300;

export interface BrandLookup {
  slug: string | null;
  match: 'exact' | 'contains' | null;
}

/**
 * The nav search decision of spec 000 §2 in one query: an exact case-insensitive name first,
 * else the first brand (by name) whose name contains the text, else nothing.
 */
export async function lookupBrand(db: Db, text: string): Promise<BrandLookup> {
  const q = normalizeSearchText(text);
  if (!q) return { slug: null, match: null };
  const like = likeContains(q);
  // Without an exact name, the names containing the text: one or two letters are too short for
  // trigrams, and the names containing them are many, so the name index is walked in order.
  // Otherwise the trigram index finds the few names containing the text, which are then ordered;
  // the set is materialised so the planner cannot walk the whole name index instead, which it
  // picks for a fragment no name contains (a mistyped search read all 100,000 names).
  const containing =
    q.length < 3
      ? sql`select slug, 'contains' as match from brands where name_lower like ${like}
            order by name_lower, id limit 1`
      : sql`with matches as materialized (select name_lower, id, slug from brands where name_lower like ${like})
            select slug, 'contains' as match from matches order by name_lower, id limit 1`;
  // One statement, its branches tried in turn until one answers: the exact name (most searches
  // are a whole name), then a fragment many names contain, met within the first names in name
  // order on the covering (name_lower, id, slug) index without reading the table, then the rest.
  const [row] = await queryRows<{ slug: string; match: 'exact' | 'contains' }>(
    db,
    sql`(select slug, 'exact' as match from brands where name_lower = ${q} order by id limit 1)
        union all
        (select slug, 'contains' as match
           from (select name_lower, id, slug from brands order by name_lower, id limit ${ORDERED_WALK}) head
          where name_lower like ${like} order by name_lower, id limit 1)
        union all
        (${containing})
        limit 1`,
  );
  return row ? { slug: row.slug, match: row.match } : { slug: null, match: null };
}
