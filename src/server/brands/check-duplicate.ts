import { sql } from 'drizzle-orm';
import {
  type DuplicateCandidate,
  type DuplicateCheck,
  findDuplicate,
  normalizeBrandName,
  unlistedDuplicateMessage,
} from '../../domain/duplicate';
import type { SessionUser } from '../auth/session-user';
import { type Db, queryRows } from '../db/client';

const CANDIDATES = 25;

interface CandidateRow extends DuplicateCandidate {
  listed: boolean;
  created_by: string | null;
  analysis_status: string;
}

/**
 * The add-brand duplicate check (spec 000 §5) without downloading the catalogue: the trigram
 * indexes on the name and on its normalised key pick a few close names, and the domain rule
 * decides among them. Listed brands count for everyone; a brand still in its first analysis counts
 * only for its creator (and admins), who are offered it instead of adding it again.
 */
export async function checkDuplicate(
  db: Db,
  name: string,
  viewer?: SessionUser | null,
): Promise<DuplicateCheck> {
  const trimmed = name.trim().slice(0, 200);
  if (!trimmed) return { match: null };
  const lowered = trimmed.toLowerCase();
  const key = normalizeBrandName(trimmed);
  const isAdmin = viewer?.role === 'admin';
  const viewerId = viewer?.id ?? null;
  const candidates = await queryRows<CandidateRow>(
    db,
    sql`select name, slug, listed, created_by, analysis_status::text as analysis_status from brands
        where (name_lower = ${lowered}
           or name_key = ${key}
           or name_lower % ${lowered}
           or (${key} <> '' and name_key % ${key}))
          and (listed or ${isAdmin} or created_by = ${viewerId})
        order by greatest(similarity(name_lower, ${lowered}), similarity(name_key, ${key})) desc
        limit ${CANDIDATES}`,
  );
  const match = findDuplicate(trimmed, candidates);
  if (!match) return { match: null };
  const found = candidates.find((c) => c.slug === match.slug);
  if (!found || found.listed) return { match };
  const failed = found.analysis_status === 'failed';
  return {
    match: {
      ...match,
      pending: failed ? 'failed' : 'analyzing',
      message: unlistedDuplicateMessage(match.name, failed, found.created_by === viewerId),
    },
  };
}
