import { sql } from 'drizzle-orm';
import {
  type DuplicateCandidate,
  type DuplicateCheck,
  findDuplicate,
  normalizeBrandName,
} from '../../domain/duplicate';
import { type Db, queryRows } from '../db/client';

const CANDIDATES = 25;

/**
 * The add-brand duplicate check (spec 000 §5) without downloading the catalogue: the trigram
 * indexes on the name and on its normalised key pick a few close names, and the domain rule
 * decides among them.
 */
export async function checkDuplicate(db: Db, name: string): Promise<DuplicateCheck> {
  const trimmed = name.trim().slice(0, 200);
  if (!trimmed) return { match: null };
  const lowered = trimmed.toLowerCase();
  const key = normalizeBrandName(trimmed);
  const candidates = await queryRows<DuplicateCandidate>(
    db,
    sql`select name, slug from brands
        where name_lower = ${lowered}
           or name_key = ${key}
           or name_lower % ${lowered}
           or (${key} <> '' and name_key % ${key})
        order by greatest(similarity(name_lower, ${lowered}), similarity(name_key, ${key})) desc
        limit ${CANDIDATES}`,
  );
  return { match: findDuplicate(trimmed, candidates) };
}
