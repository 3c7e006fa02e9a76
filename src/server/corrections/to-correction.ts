import type { Correction } from '../../domain/corrections';
import type { SessionUser } from '../auth/session-user';
import type { corrections } from '../db/schema';

export type CorrectionRow = typeof corrections.$inferSelect & {
  brandSlug: string;
  brandName: string;
  proposerEmail: string | null;
  reviewerEmail: string | null;
};

/** A correction as the API speaks it; who proposed and reviewed it is for admins only. */
export function toCorrection(row: CorrectionRow, actor: SessionUser): Correction {
  return {
    id: row.id,
    brand: { id: row.brandId, slug: row.brandSlug, name: row.brandName },
    field: row.field,
    proposed_value: row.proposedValue ?? null,
    value_at_proposal: row.valueAtProposal ?? null,
    source_url: row.sourceUrl,
    comment: row.comment,
    status: row.status,
    review_reason: row.reviewReason,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    ...(actor.role === 'admin' ? { proposed_by: row.proposerEmail, reviewed_by: row.reviewerEmail } : {}),
  };
}
