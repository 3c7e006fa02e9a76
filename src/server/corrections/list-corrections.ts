import { aliasedTable, and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import type { CorrectionStatus } from '../../domain/correction-rules';
import type { CorrectionPage } from '../../domain/corrections';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { brands, corrections, user } from '../db/schema';
import { AppError } from '../errors';
import { type CorrectionRow, toCorrection } from './to-correction';

const proposer = aliasedTable(user, 'proposer');
const reviewer = aliasedTable(user, 'reviewer');

/** The columns of a correction with its brand and the people behind it. */
export function selectCorrections(db: Db) {
  return db
    .select({
      id: corrections.id,
      brandId: corrections.brandId,
      field: corrections.field,
      proposedValue: corrections.proposedValue,
      valueAtProposal: corrections.valueAtProposal,
      sourceUrl: corrections.sourceUrl,
      comment: corrections.comment,
      status: corrections.status,
      proposedBy: corrections.proposedBy,
      reviewedBy: corrections.reviewedBy,
      reviewReason: corrections.reviewReason,
      createdAt: corrections.createdAt,
      reviewedAt: corrections.reviewedAt,
      brandSlug: brands.slug,
      brandName: brands.name,
      proposerEmail: proposer.email,
      reviewerEmail: reviewer.email,
    })
    .from(corrections)
    .innerJoin(brands, eq(brands.id, corrections.brandId))
    .leftJoin(proposer, eq(proposer.id, corrections.proposedBy))
    .leftJoin(reviewer, eq(reviewer.id, corrections.reviewedBy));
}

/** A cursor: the created time as PostgreSQL would order it, and the id. */
function readCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('_');
  const date = at ? new Date(at) : null;
  if (!date || Number.isNaN(date.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('BAD_REQUEST', 'Invalid parameter: cursor', {
      errors: [{ name: 'cursor', reason: 'must be a cursor from an earlier page' }],
    });
  }
  return { at: date, id };
}

/**
 * The review queue (oldest first, so nobody waits longest) or the reviewed ones (newest first),
 * for admins; a user's own corrections, newest first.
 */
export async function listCorrections(
  db: Db,
  query: {
    status?: CorrectionStatus | undefined;
    mine?: boolean;
    limit?: number | undefined;
    cursor?: string | undefined;
  },
  actor: SessionUser,
): Promise<CorrectionPage> {
  const limit = query.limit ?? 25;
  const oldestFirst = query.status === 'pending' && !query.mine;
  const after = readCursor(query.cursor);
  let position: SQL | undefined;
  if (after) {
    position = oldestFirst
      ? or(
          gt(corrections.createdAt, after.at),
          and(eq(corrections.createdAt, after.at), gt(corrections.id, after.id)),
        )
      : or(
          lt(corrections.createdAt, after.at),
          and(eq(corrections.createdAt, after.at), lt(corrections.id, after.id)),
        );
  }
  const rows: CorrectionRow[] = await selectCorrections(db)
    .where(
      and(
        query.mine ? eq(corrections.proposedBy, actor.id) : undefined,
        query.status ? eq(corrections.status, query.status) : undefined,
        position,
      ),
    )
    .orderBy(
      ...(oldestFirst
        ? [asc(corrections.createdAt), asc(corrections.id)]
        : [desc(corrections.createdAt), desc(corrections.id)]),
    )
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toCorrection(row, actor)),
    nextCursor: rows.length > limit && last ? `${last.createdAt.toISOString()}_${last.id}` : null,
  };
}
