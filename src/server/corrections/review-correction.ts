import { and, eq, sql } from 'drizzle-orm';
import { type CorrectableField, isPublicBrandField } from '../../domain/brand-fields';
import type { Correction } from '../../domain/corrections';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { type BrandRow, brands, corrections, user } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { applyFieldValue } from '../history/apply-field-value';
import { type CorrectionRow, toCorrection } from './to-correction';

export interface ReviewOutcome {
  correction: Correction;
  /** The brand after an accepted correction was applied. */
  brand: BrandRow | null;
  /** The proposer's address, for the mail; null when the account is gone. */
  proposerEmail: string | null;
}

type Decision = { accept: true } | { accept: false; reason: string };

/**
 * An admin accepts (the value is applied, its provenance naming the correction and its source)
 * or rejects with a reason. One transaction: the correction is locked, so two admins cannot both
 * review it, and a protected brand is not changed.
 */
export async function reviewCorrection(
  db: Db,
  correctionId: string,
  decision: Decision,
  actor: SessionUser,
): Promise<ReviewOutcome> {
  return inTransaction(db, async (tx) => {
    const [row] = await tx.select().from(corrections).where(eq(corrections.id, correctionId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'No such correction');
    if (row.status !== 'pending') throw new AppError('CONFLICT', `This correction was already ${row.status}`);
    const [brand] = await tx.select().from(brands).where(eq(brands.id, row.brandId)).for('update');
    if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
    let after: BrandRow | null = null;
    if (decision.accept) {
      if (brand.protected)
        throw new AppError('CONFLICT', 'This brand is protected: unprotect it to apply corrections');
      if (!isPublicBrandField(row.field))
        throw new AppError('CONFLICT', 'This field can no longer be corrected');
      after = await applyFieldValue(tx, brand, row.field as CorrectableField, row.proposedValue ?? null, {
        source: row.sourceUrl,
        method: 'correction',
        at: new Date().toISOString(),
        correction_id: row.id,
      });
    }
    const [reviewed] = await tx
      .update(corrections)
      .set({
        status: decision.accept ? 'accepted' : 'rejected',
        reviewReason: decision.accept ? null : decision.reason,
        reviewedBy: actor.id,
        reviewedAt: sql`now()`,
      })
      .where(and(eq(corrections.id, row.id), eq(corrections.status, 'pending')))
      .returning();
    if (!reviewed) throw new AppError('CONFLICT', 'This correction was reviewed meanwhile');
    await recordAudit(tx, actor, {
      action: decision.accept ? 'correction.accept' : 'correction.reject',
      targetType: 'brand',
      targetId: brand.id,
      before: { correction: row.id, field: row.field, value: row.valueAtProposal },
      after: decision.accept ? { field: row.field, value: row.proposedValue } : { reason: decision.reason },
    });
    const [proposer] = row.proposedBy
      ? await tx.select({ email: user.email }).from(user).where(eq(user.id, row.proposedBy))
      : [];
    const full: CorrectionRow = {
      ...reviewed,
      brandSlug: brand.slug,
      brandName: brand.name,
      proposerEmail: proposer?.email ?? null,
      reviewerEmail: actor.email,
    };
    return { correction: toCorrection(full, actor), brand: after, proposerEmail: proposer?.email ?? null };
  });
}
