import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { type Db, keepStatement, queryRows } from '../db/client';
import { normalizeSearchText } from './list-brands';

export interface BrandLookup {
  slug: string | null;
  match: 'exact' | 'contains' | null;
}

/** A brand still in its first analysis is not offered (the lookup then finds nothing). */
const lookupQuery = (q: string) =>
  sql`select l.slug, l.match from brand_nav_lookup(${q}) l join brands b on b.slug = l.slug where b.listed`;
/** The query's text, the same for every text looked up: kept (planned once) where the driver allows. */
const LOOKUP_TEXT = new PgDialect().sqlToQuery(lookupQuery('')).sql;

/**
 * The nav search decision of spec 000 §2: an exact case-insensitive name first, else the first
 * brand (by name) whose name contains the text, else a name equal to it but for spaces and
 * punctuation ('coca cola' finds Coca-Cola: decision 0163), else nothing; accents are ignored on
 * both sides ('Hermes' finds Hermès). The database function `brand_nav_lookup` (migrations 0006, 0011, 0016)
 * decides in one call, walking the folded names' trigram lists of `brand_name_trigrams` in order.
 */
export async function lookupBrand(db: Db, text: string): Promise<BrandLookup> {
  const q = normalizeSearchText(text);
  if (!q) return { slug: null, match: null };
  keepStatement(db, LOOKUP_TEXT);
  const [row] = await queryRows<{ slug: string; match: 'exact' | 'contains' }>(db, lookupQuery(q));
  return row ? { slug: row.slug, match: row.match } : { slug: null, match: null };
}
