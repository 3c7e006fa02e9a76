import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/client';
import { normalizeSearchText } from './list-brands';

export interface BrandLookup {
  slug: string | null;
  match: 'exact' | 'contains' | null;
}

/**
 * The nav search decision of spec 000 §2: an exact case-insensitive name first, else the first
 * brand (by name) whose name contains the text, else nothing; accents are ignored on both sides
 * ('Hermes' finds Hermès). The database function `brand_nav_lookup` (migrations 0006 and 0011)
 * decides in one call, walking the folded names' trigram lists of `brand_name_trigrams` in order.
 */
export async function lookupBrand(db: Db, text: string): Promise<BrandLookup> {
  const q = normalizeSearchText(text);
  if (!q) return { slug: null, match: null };
  const [row] = await queryRows<{ slug: string; match: 'exact' | 'contains' }>(
    db,
    // A brand still in its first analysis is not offered (the lookup then finds nothing).
    sql`select l.slug, l.match from brand_nav_lookup(${q}) l join brands b on b.slug = l.slug where b.listed`,
  );
  return row ? { slug: row.slug, match: row.match } : { slug: null, match: null };
}
