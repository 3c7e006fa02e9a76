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
  // Most searches are a whole name: the name index answers those at once.
  const [exact] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from brands where name_lower = ${q} order by id limit 1`,
  );
  if (exact) return { slug: exact.slug, match: 'exact' };
  // No exact name: the first name containing the text, in name order. The planner chooses by how
  // many names contain it: many, and walking the covering (name_lower, id, slug) index in order
  // meets the first at once without reading the table; few, and the trigram index finds them.
  const [row] = await queryRows<{ slug: string }>(
    db,
    sql`select slug from brands where name_lower like ${likeContains(q)} order by name_lower, id limit 1`,
  );
  if (!row) return { slug: null, match: null };
  return { slug: row.slug, match: 'contains' };
}
