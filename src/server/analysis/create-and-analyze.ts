import type { Brand } from '../../domain/brand';
import type { SessionUser } from '../auth/session-user';
import { toBrandDto } from '../brands/brand-dto';
import { type CreateBrandInput, createBrand } from '../brands/create-brand';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import type { EventBus } from '../events/event-bus';
import { queueAnalysis } from '../jobs/queue-analysis';

/**
 * 'Create & Analyze' (spec 000 §4): the pending brand and its analysis job are written in one
 * transaction, so a brand never waits for an analysis that was not queued.
 */
export async function createAndAnalyze(
  db: Db,
  events: EventBus,
  input: CreateBrandInput,
  actor: SessionUser,
  afterQueued: () => void,
  clientAddress: string | null = null,
): Promise<Brand> {
  const row = await inTransaction(db, async (tx) => {
    const created = await createBrand(tx, input, actor);
    await queueAnalysis(tx, {
      brandId: created.id,
      requestedBy: actor.id,
      requestedFrom: clientAddress,
      payload: { preserve_colors: false },
    });
    return created;
  });
  await events.publish({ type: 'brand.created', brandId: row.id, slug: row.slug }).catch(() => {});
  afterQueued();
  return toBrandDto(row);
}
