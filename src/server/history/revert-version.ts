import { and, eq } from 'drizzle-orm';
import { isPublicBrandField } from '../../domain/brand-fields';
import { recordAudit } from '../audit/record-audit';
import type { SessionUser } from '../auth/session-user';
import type { Db } from '../db/client';
import { type BrandRow, brandFieldVersions, brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { applyFieldValue } from './apply-field-value';
import { FIELD_COLUMNS, historyValue, sameJson } from './field-columns';

/**
 * Takes one change back: the field gets the value it had before that version, recorded as a
 * revert (itself a version, naming the one it took back). Only while the field still holds what
 * that version wrote, so a revert never undoes a later change unseen.
 */
export async function revertVersion(
  db: Db,
  input: { brandId: string; versionId: number },
  actor: SessionUser,
): Promise<BrandRow> {
  return inTransaction(db, async (tx) => {
    const [brand] = await tx.select().from(brands).where(eq(brands.id, input.brandId)).for('update');
    if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
    const [version] = await tx
      .select()
      .from(brandFieldVersions)
      .where(and(eq(brandFieldVersions.id, input.versionId), eq(brandFieldVersions.brandId, brand.id)));
    if (!version || !isPublicBrandField(version.field)) throw new AppError('NOT_FOUND', 'No such change');
    if (brand.protected) throw new AppError('CONFLICT', 'This brand is protected: unprotect it to revert');
    const field = version.field;
    const current = historyValue(brand[FIELD_COLUMNS[field]]);
    if (!sameJson(current, version.newValue ?? null)) {
      throw new AppError(
        'CONFLICT',
        'The field has changed since this version: revert the later change first',
      );
    }
    if (field === 'name' && !version.oldValue) throw new AppError('CONFLICT', 'A brand needs a name');
    const after = await applyFieldValue(tx, brand, field, version.oldValue ?? null, {
      source: `admin:${actor.email}`,
      method: 'revert',
      at: new Date().toISOString(),
      reverts: version.id,
    });
    await recordAudit(tx, actor, {
      action: 'brand.revert',
      targetType: 'brand',
      targetId: brand.id,
      before: { field, value: version.newValue, version: version.id },
      after: { field, value: version.oldValue },
    });
    return after;
  });
}
