import { eq } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../domain/billing';
import { NOT_SUBSCRIBED } from '../../domain/pro-plan';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';

const ACTIVE = new Set(['active', 'trialing']);

/** spec 000 §7 check-subscription: subscribed, plus the details the account pages show. */
export async function getSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row) return NOT_SUBSCRIBED;
  const periodOpen = !row.currentPeriodEnd || row.currentPeriodEnd.getTime() > Date.now();
  return {
    subscribed: ACTIVE.has(row.status) && periodOpen,
    status: row.status,
    plan: row.plan,
    current_period_end: row.currentPeriodEnd?.toISOString() ?? null,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    provider: row.provider,
  };
}
