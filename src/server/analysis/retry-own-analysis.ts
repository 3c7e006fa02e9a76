import { and, eq, sql } from 'drizzle-orm';
import type { Brand } from '../../domain/brand';
import type { SessionUser } from '../auth/session-user';
import { toBrandDto } from '../brands/brand-dto';
import { refuseSameWebsite } from '../brands/create-brand';
import { visibleTo } from '../brands/listed';
import type { Db } from '../db/client';
import { analysisJobs, brands } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { ANALYZE_BRAND_JOB } from '../jobs/job-names';
import { queueAnalysis } from '../jobs/queue-analysis';

/**
 * The wizard's second try (spec 000 §4: a failure returns to the url step): the user who added a
 * brand whose analysis failed may correct its address and analyse it again, instead of adding the
 * same brand twice. Nobody else may, and a brand that did not fail is left alone.
 */
export async function retryOwnAnalysis(
  db: Db,
  input: { brandId: string; url: string },
  actor: SessionUser,
  clientAddress: string | null = null,
): Promise<Brand> {
  const row = await inTransaction(db, async (tx) => {
    const [brand] = await tx
      .select()
      .from(brands)
      .where(and(eq(brands.id, input.brandId), visibleTo(actor)))
      .for('update');
    if (!brand) throw new AppError('NOT_FOUND', 'No such brand');
    const [own] = await tx
      .select({ id: analysisJobs.id })
      .from(analysisJobs)
      .where(
        and(
          eq(analysisJobs.brandId, brand.id),
          eq(analysisJobs.type, ANALYZE_BRAND_JOB),
          eq(analysisJobs.requestedBy, actor.id),
        ),
      )
      .limit(1);
    if (!own) throw new AppError('FORBIDDEN', 'Only the person who added this brand can analyse it again');
    if (brand.protected) throw new AppError('CONFLICT', 'This brand is protected: it is not re-analysed');
    if (brand.analysisStatus !== 'failed') {
      throw new AppError('CONFLICT', 'This brand is not waiting for a second try: its analysis did not fail');
    }
    await refuseSameWebsite(tx, input.url, actor, brand.id);
    const at = new Date().toISOString();
    const [updated] = await tx
      .update(brands)
      .set({
        url: input.url,
        analysisStatus: 'pending',
        analysisError: null,
        analysisStartedAt: null,
        analysisCompletedAt: null,
        provenance: sql`${brands.provenance} || ${JSON.stringify({
          url: { source: `user:${actor.id}`, method: 'add-brand wizard (second try)', at },
        })}::jsonb`,
        updatedAt: sql`now()`,
      })
      .where(eq(brands.id, brand.id))
      .returning();
    await queueAnalysis(tx, {
      brandId: brand.id,
      requestedBy: actor.id,
      requestedFrom: clientAddress,
      payload: { preserve_colors: false },
    });
    return updated ?? brand;
  });
  return toBrandDto(row);
}
