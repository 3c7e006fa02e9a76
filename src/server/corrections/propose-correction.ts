import { and, count, eq, gt, isNull, min, sql } from 'drizzle-orm';
import type { CorrectableField } from '../../domain/brand-fields';
import { CORRECTIONS_PENDING_MAX, CORRECTIONS_PER_MINUTE } from '../../domain/correction-rules';
import { type Correction, type ProposeCorrection, parseCorrectionValue } from '../../domain/corrections';
import type { SessionUser } from '../auth/session-user';
import { visibleTo } from '../brands/listed';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Db } from '../db/client';
import { brands, corrections } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError, RateLimitedError } from '../errors';
import { FIELD_COLUMNS, historyValue, sameJson } from '../history/field-columns';
import { toCorrection } from './to-correction';

const MINUTE_MS = 60_000;

/**
 * A signed-in user proposes a value for a public field, citing a source. The value is checked as
 * an admin's edit would be and kept as data (text stays text: it is never rendered as HTML). A
 * user's proposals are counted under a lock in the table itself, so the limit holds across
 * requests at once and across instances: past it nothing is stored.
 */
export async function proposeCorrection(
  db: Db,
  slug: string,
  input: ProposeCorrection,
  actor: SessionUser,
): Promise<Correction> {
  const field: CorrectableField = input.field;
  const parsed = parseCorrectionValue(field, input.value);
  if (!parsed.ok) {
    throw new AppError('BAD_REQUEST', `Invalid value: ${parsed.reason}`, {
      errors: [{ name: 'value', reason: parsed.reason }],
    });
  }
  return inTransaction(db, async (tx) => {
    const [brand] = await tx
      .select()
      .from(brands)
      .where(and(eq(brands.slug, slug), visibleTo(actor)));
    if (!brand) throw new AppError('NOT_FOUND', 'Brand not found');
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.correctionProposals}, hashtext(${actor.id}))`,
    );
    const since = new Date(Date.now() - MINUTE_MS);
    const [recent] = await tx
      .select({ n: count(), oldest: min(corrections.createdAt) })
      .from(corrections)
      .where(and(eq(corrections.proposedBy, actor.id), gt(corrections.createdAt, since)));
    if ((recent?.n ?? 0) >= CORRECTIONS_PER_MINUTE) {
      const oldest = recent?.oldest ? new Date(recent.oldest).getTime() : Date.now();
      const wait = Math.max(1, Math.ceil((oldest + MINUTE_MS - Date.now()) / 1000));
      throw new RateLimitedError(
        `You have proposed ${CORRECTIONS_PER_MINUTE} corrections in the last minute. Please wait ${wait} seconds and try again.`,
        wait,
      );
    }
    const [pending] = await tx
      .select({ n: count() })
      .from(corrections)
      .where(and(eq(corrections.proposedBy, actor.id), eq(corrections.status, 'pending')));
    if ((pending?.n ?? 0) >= CORRECTIONS_PENDING_MAX) {
      throw new RateLimitedError(
        `You have ${CORRECTIONS_PENDING_MAX} corrections waiting for review. Please wait until some are reviewed.`,
        3_600,
      );
    }
    const current = historyValue(brand[FIELD_COLUMNS[field]]);
    const proposed = historyValue(parsed.value);
    if (sameJson(current, proposed)) {
      throw new AppError('UNPROCESSABLE', "That is already the brand's value");
    }
    const [twin] = await tx
      .select({ id: corrections.id })
      .from(corrections)
      .where(
        and(
          eq(corrections.brandId, brand.id),
          eq(corrections.field, field),
          eq(corrections.status, 'pending'),
          proposed === null
            ? isNull(corrections.proposedValue)
            : sql`${corrections.proposedValue} = ${JSON.stringify(proposed)}::jsonb`,
        ),
      )
      .limit(1);
    if (twin)
      throw new AppError('CONFLICT', 'This value has already been proposed and is waiting for review');
    const [row] = await tx
      .insert(corrections)
      .values({
        brandId: brand.id,
        field,
        proposedValue: proposed,
        valueAtProposal: current,
        sourceUrl: input.source_url,
        comment: input.comment ? input.comment : null,
        proposedBy: actor.id,
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    return toCorrection(
      {
        ...row,
        brandSlug: brand.slug,
        brandName: brand.name,
        proposerEmail: actor.email,
        reviewerEmail: null,
      },
      actor,
    );
  });
}
