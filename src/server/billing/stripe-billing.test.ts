import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { billingEvents, subscriptions } from '../db/schema';
import { createLogger } from '../logger';
import { type FakeStripe, startFakeStripe } from '../test/fake-stripe';
import { signInAs } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { createStripeBilling, createStripeClient } from './stripe-billing';

const WEBHOOK_SECRET = 'whsec_test_secret';
let t: TestApp;
let fake: FakeStripe;
let stripe: Stripe;
let app: ReturnType<typeof createApp>;
let cookie: string;
let userId: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    configOverrides: {
      billing: {
        mode: 'stripe',
        stripeSecretKey: 'sk_test_1',
        stripePriceId: 'price_pro',
        stripeWebhookSecret: WEBHOOK_SECRET,
        proPriceCents: 1999,
      },
    },
  });
  stripe = createStripeClient({
    secretKey: 'sk_test_1',
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
  });
  app = createApp({
    webDistDir: t.webDistDir,
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: createLogger('silent'),
    mailer: t.mailbox,
    devMailbox: t.mailbox.entries,
    billing: createStripeBilling(t.database.db, t.config, stripe),
    stripeWebhook: { stripe, webhookSecret: WEBHOOK_SECRET },
  });
  cookie = await signInAs({ ...t, app }, 'payer@example.com');
  userId = ((await (await app.request('/api/account', { headers: { cookie } })).json()) as { id: string }).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const subscriptionState = (status: string, periodEnd = Math.floor(Date.now() / 1000) + 30 * 86400) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status,
  cancel_at_period_end: false,
  metadata: { userId },
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
});

function signedEvent(event: Record<string, unknown>, options: { timestamp?: number } = {}) {
  const payload = JSON.stringify(event);
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, ...options });
  return { payload, header };
}

const postWebhook = (payload: string, header: string) =>
  app.request('/api/billing/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });

const status = async () =>
  (await (await app.request('/api/billing/subscription', { headers: { cookie } })).json()) as {
    subscribed: boolean;
    status: string | null;
  };

describe('Stripe checkout and portal', () => {
  it('creates a subscription checkout for the configured price', async () => {
    const res = await app.request('/api/billing/checkout', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/);
    const sent = fake.requests.find((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.body.get('mode')).toBe('subscription');
    expect(sent?.body.get('line_items[0][price]')).toBe('price_pro');
    expect(sent?.body.get('client_reference_id')).toBe(userId);
    expect(sent?.body.get('success_url')).toBe('http://localhost:3000/success');
  });
});

describe('Stripe webhooks', () => {
  it('activates Pro from a signed checkout.session.completed, as Stripe reports it', async () => {
    fake.subscriptions.set('sub_1', subscriptionState('active'));
    const { payload, header } = signedEvent({
      id: 'evt_checkout',
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          client_reference_id: userId,
          subscription: 'sub_1',
          customer: 'cus_1',
        },
      },
    });
    const res = await postWebhook(payload, header);
    expect(res.status).toBe(200);
    expect(await status()).toMatchObject({ subscribed: true, status: 'active' });
    const portal = await app.request('/api/billing/portal', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect((await portal.json()).url).toBe('https://billing.stripe.test/p');
  });

  it('refuses a tampered body and a signature older than 300 s', async () => {
    const { payload, header } = signedEvent({
      id: 'evt_t',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: 1,
      data: { object: subscriptionState('canceled') },
    });
    expect((await postWebhook(payload.replace('deleted', 'updated'), header)).status).toBe(400);
    const old = signedEvent(
      {
        id: 'evt_old',
        object: 'event',
        type: 'customer.subscription.deleted',
        created: 1,
        data: { object: subscriptionState('canceled') },
      },
      { timestamp: Math.floor(Date.now() / 1000) - 400 },
    );
    expect((await postWebhook(old.payload, old.header)).status).toBe(400);
    expect((await postWebhook(payload, 'garbage')).status).toBe(400);
    expect(await status()).toMatchObject({ subscribed: true });
  });

  it('applies one event once, however often it is delivered at the same time', async () => {
    fake.subscriptions.set('sub_1', subscriptionState('past_due'));
    const { payload, header } = signedEvent({
      id: 'evt_dupe',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      data: { object: subscriptionState('past_due') },
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => postWebhook(payload, header)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    const events = await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_dupe'));
    expect(events).toHaveLength(1);
    expect((await status()).status).toBe('past_due');
  });

  it('ends in the state Stripe reports when events arrive out of order', async () => {
    fake.subscriptions.set('sub_1', subscriptionState('canceled'));
    const now = Math.floor(Date.now() / 1000);
    const deleted = signedEvent({
      id: 'evt_del',
      object: 'event',
      type: 'customer.subscription.deleted',
      created: now,
      data: { object: subscriptionState('canceled') },
    });
    const staleUpdate = signedEvent({
      id: 'evt_old_update',
      object: 'event',
      type: 'customer.subscription.updated',
      created: now - 60,
      data: { object: subscriptionState('active') },
    });
    expect((await postWebhook(deleted.payload, deleted.header)).status).toBe(200);
    expect((await postWebhook(staleUpdate.payload, staleUpdate.header)).status).toBe(200);
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    expect(row?.status).toBe('canceled');
    expect(await status()).toMatchObject({ subscribed: false });
  });
});
