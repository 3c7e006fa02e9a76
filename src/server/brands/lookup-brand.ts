import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { likeContains, normalizeSearchText } from './list-brands';

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
  // Most searches are a whole name: the btree on lower(name) answers those at once.
  const [exact] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from brands where lower(name) = ${q} order by id limit 1`,
  );
  if (exact) return { slug: exact.slug, match: 'exact' };
  // No exact name: the first name containing the text, in name order. From three characters the
  // trigram index finds the few candidates (the sort key is kept apart from the name index so the
  // planner does not walk it); shorter text matches so many names that walking the name index in
  // order finds the first one at once.
  const order = q.length >= 3 ? sql`lower(name) || '', id` : sql`lower(name), id`;
  const [row] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from brands where lower(name) like ${likeContains(q)} order by ${order} limit 1`,
  );
  if (!row) return { slug: null, match: null };
  return { slug: row.slug, match: 'contains' };
}
