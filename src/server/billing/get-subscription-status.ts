import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';

export interface SubscriptionStatus {
  subscribed: boolean;
  status: string | null;
  plan: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  provider: string | null;
}

const ACTIVE = new Set(['active', 'trialing']);

/** spec 000 §7 check-subscription: subscribed, plus the details the account pages show. */
export async function getSubscriptionStatus(db: Db, userId: string): Promise<SubscriptionStatus> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row) {
    return {
      subscribed: false,
      status: null,
      plan: null,
      current_period_end: null,
      cancel_at_period_end: false,
      provider: null,
    };
  }
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
