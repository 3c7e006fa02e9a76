import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog, subscriptions, user } from '../db/schema';
import { AppError } from '../errors';
import { type BillingProvider, PRO_PLAN } from './billing-provider';

export const PRO_NOT_SOLD_MESSAGE =
  'Brand Explorer Pro is not sold on this site: an administrator grants it.';

/** BILLING_MODE=disabled: nothing is sold; admins grant Pro (grantPro). */
export function createDisabledBilling(): BillingProvider {
  return {
    kind: 'disabled',
    async createCheckout() {
      throw new AppError('CONFLICT', PRO_NOT_SOLD_MESSAGE);
    },
    async createPortal() {
      throw new AppError('CONFLICT', PRO_NOT_SOLD_MESSAGE);
    },
  };
}

export interface GrantProInput {
  email: string;
  active: boolean;
}

/**
 * An admin switches Pro on or off for an account, without payment and without end date; the
 * change is written to the audit log in the same transaction.
 */
export async function grantPro(
  db: Db,
  input: GrantProInput,
  actor: { id: string; email: string },
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email));
    if (!target) throw new AppError('NOT_FOUND', `No account uses ${email}: they need to sign in once first`);
    const [before] = await tx
      .select({ status: subscriptions.status, provider: subscriptions.provider })
      .from(subscriptions)
      .where(eq(subscriptions.userId, target.id));
    const status = input.active ? 'active' : 'canceled';
    await tx
      .insert(subscriptions)
      .values({ userId: target.id, provider: 'admin', status, plan: PRO_PLAN, currentPeriodEnd: null })
      .onConflictDoUpdate({
        target: subscriptions.userId,
        set: {
          provider: 'admin',
          status,
          plan: PRO_PLAN,
          currentPeriodEnd: null,
          cancelAtPeriodEnd: false,
          updatedAt: sql`now()`,
        },
      });
    await tx.insert(auditLog).values({
      actorId: actor.id,
      actorEmail: actor.email,
      action: input.active ? 'grant-pro' : 'revoke-pro',
      targetType: 'user',
      targetId: target.id,
      before: before ?? null,
      after: { status, provider: 'admin' },
    });
    return {
      message: input.active
        ? `${target.email} now has Brand Explorer Pro`
        : `${target.email} no longer has Brand Explorer Pro`,
    };
  });
}
