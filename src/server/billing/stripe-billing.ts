import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { billingEvents, subscriptions } from '../db/schema';
import { AppError } from '../errors';
import { type BillingProvider, PRO_PLAN } from './billing-provider';

/** A signature older than this is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type SubscriptionStatus = (typeof subscriptions.$inferInsert)['status'];
const KNOWN_STATUSES = new Set<SubscriptionStatus>([
  'active',
  'trialing',
  'past_due',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'unpaid',
  'paused',
]);

export interface StripeClientOptions {
  secretKey: string;
  /** Points the SDK at another host (tests run a small Stripe-speaking server on 127.0.0.1). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

export function createStripeClient(options: StripeClientOptions): Stripe {
  return new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });
}

export function createStripeBilling(db: Db, config: Config, stripe: Stripe): BillingProvider {
  const priceId = config.billing.stripePriceId;
  if (!priceId) throw new Error('STRIPE_PRICE_ID is required with STRIPE_SECRET_KEY');
  const customerOf = async (userId: string) => {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    return row?.customerId ?? null;
  };
  return {
    kind: 'stripe',
    async createCheckout(user) {
      const customer = await customerOf(user.id);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        client_reference_id: user.id,
        ...(customer ? { customer } : { customer_email: user.email }),
        subscription_data: { metadata: { userId: user.id } },
        success_url: `${config.appUrl}/success`,
        cancel_url: `${config.appUrl}/pricing`,
      });
      if (!session.url) throw new AppError('UNAVAILABLE', 'Failed to create checkout session');
      return { url: session.url };
    },
    async createPortal(user) {
      const customer = await customerOf(user.id);
      if (!customer) throw new AppError('NOT_FOUND', 'No subscription to manage yet');
      const portal = await stripe.billingPortal.sessions.create({
        customer,
        return_url: `${config.appUrl}/user-settings`,
      });
      return { url: portal.url };
    },
  };
}

function periodEndOf(subscription: Stripe.Subscription): Date | null {
  // Newer API versions carry the period on the items.
  const legacy = (subscription as unknown as { current_period_end?: number }).current_period_end;
  const fromItem = subscription.items?.data?.[0]?.current_period_end;
  const seconds = legacy ?? fromItem;
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

/**
 * A verified webhook event, applied once. Whatever the event says, the subscription is fetched
 * from Stripe and stored as Stripe reports it now, so events arriving out of order cannot leave
 * an older state behind. A failed fetch rolls the event back, so Stripe's retry applies it.
 */
export async function applyStripeWebhook(
  db: Db,
  stripe: Stripe,
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined,
): Promise<{ applied: boolean }> {
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      rawBody,
      signature ?? '',
      webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  } catch (error) {
    // The signature is checked first; a body it covers that is not JSON is a different mistake.
    if (error instanceof SyntaxError)
      throw new AppError('BAD_REQUEST', 'The webhook body is not a JSON event');
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature');
  }

  let subscriptionId: string | null = null;
  let userHint: string | null = null;
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object as Stripe.Checkout.Session;
    subscriptionId =
      typeof session.subscription === 'string' ? session.subscription : (session.subscription?.id ?? null);
    userHint = session.client_reference_id ?? null;
  } else if (event.type.startsWith('customer.subscription.')) {
    const subscription = event.data.object as Stripe.Subscription;
    subscriptionId = subscription.id;
    userHint = subscription.metadata?.userId ?? null;
  }

  return db.transaction(async (tx) => {
    // One event of a subscription at a time: the state fetched last is the state stored last, so
    // two events racing cannot leave the older answer behind.
    if (subscriptionId) {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`stripe-subscription:${subscriptionId}`}))`,
      );
    }
    const recorded = await tx
      .insert(billingEvents)
      .values({ id: event.id, provider: 'stripe', type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (recorded.length === 0 || !subscriptionId) return { applied: false };
    const current = await stripe.subscriptions.retrieve(subscriptionId);

    const customerId = typeof current.customer === 'string' ? current.customer : current.customer.id;
    let userId = userHint ?? current.metadata?.userId ?? null;
    if (!userId) {
      const [byCustomer] = await tx
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.customerId, customerId));
      userId = byCustomer?.userId ?? null;
    }
    if (!userId) return { applied: false };
    const status = KNOWN_STATUSES.has(current.status as SubscriptionStatus)
      ? (current.status as SubscriptionStatus)
      : 'incomplete';
    const values = {
      provider: 'stripe',
      customerId,
      subscriptionId: current.id,
      status,
      plan: PRO_PLAN,
      currentPeriodEnd: periodEndOf(current),
      cancelAtPeriodEnd: current.cancel_at_period_end,
      lastEventAt: new Date(event.created * 1000),
    };
    await tx
      .insert(subscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { ...values, updatedAt: sql`now()` } });
    return { applied: true };
  });
}
