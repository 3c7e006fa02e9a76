import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema';
import { type BillingProvider, PRO_PLAN } from './billing-provider';

const TEST_PERIOD_DAYS = 30;

/**
 * The local test mode: checkout and portal are pages of our own, clearly labelled, that switch
 * Pro on and off without any payment.
 */
export function createLocalBilling(): BillingProvider {
  return {
    kind: 'local',
    // Paths, not URLs: the browser stays on whichever address it opened the site at.
    async createCheckout() {
      return { url: '/billing/test-checkout' };
    },
    async createPortal() {
      return { url: '/billing/test-portal' };
    },
  };
}

export async function activateTestSubscription(db: Db, userId: string): Promise<void> {
  const periodEnd = new Date(Date.now() + TEST_PERIOD_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insert(subscriptions)
    .values({ userId, provider: 'local', status: 'active', plan: PRO_PLAN, currentPeriodEnd: periodEnd })
    .onConflictDoUpdate({
      target: subscriptions.userId,
      set: {
        provider: 'local',
        status: 'active',
        plan: PRO_PLAN,
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: false,
        updatedAt: sql`now()`,
      },
    });
}

export async function cancelTestSubscription(db: Db, userId: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'canceled', updatedAt: sql`now()` })
    .where(eq(subscriptions.userId, userId));
}
