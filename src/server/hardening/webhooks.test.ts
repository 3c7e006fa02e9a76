import { sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createStripeBilling, createStripeClient } from '../billing/stripe-billing';
import { queryRows } from '../db/client';
import { createLogger } from '../logger';
import { type FakeStripe, startFakeStripe } from '../test/fake-stripe';
import { findPostgresBin, type PostgresServer, startPostgresServer } from '../test/postgres-server';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { measure, record } from './report/record';

/**
 * Stripe webhooks against a Stripe-speaking server on 127.0.0.1: forged and stale signatures are
 * refused, one event delivered ten times at once changes the subscription once (counted by a
 * trigger on the table), and events racing or arriving out of order end in the provider's state.
 * Run on PGlite and, when PostgreSQL is installed, on a real server where transactions overlap.
 */
const WEBHOOK_SECRET = 'whsec_hardening';
let fake: FakeStripe;
let postgres: PostgresServer | null = null;

beforeAll(async () => {
  fake = await startFakeStripe();
  postgres = await startPostgresServer();
});
afterAll(async () => {
  await fake?.close();
  await postgres?.stop();
});

const databases = [
  { name: 'PGlite', server: () => undefined as string | undefined, available: true },
  // Where transactions really overlap; skipped where PostgreSQL is not installed.
  { name: 'a PostgreSQL server', server: () => postgres?.url, available: findPostgresBin() !== null },
];

describe.each(databases)('5. Webhooks on $name', ({ name, server, available }) => {
  let t: TestApp;
  let stripe: Stripe;
  let app: ReturnType<typeof createApp>;
  let cookie: string;
  let userId: string;
  let subscriptionId: string;
  let eventCounter = 0;
  /** A test of this suite, skipped with a reason where its database is missing. */
  const check = (name: string, fn: (context: { task: Parameters<typeof record>[0] }) => Promise<void>) =>
    it(name, async ({ task, skip }) => {
      if (!available) return skip('skipped: PostgreSQL is not installed here (/usr/lib/postgresql/*/bin)');
      await fn({ task });
    });

  beforeAll(async () => {
    if (!available) return;
    t = await createTestApp({
      ...(server() ? { databaseServerUrl: server() } : {}),
      configOverrides: {
        billing: {
          mode: 'stripe',
          stripeSecretKey: 'sk_test_h',
          stripePriceId: 'price_pro',
          stripeWebhookSecret: WEBHOOK_SECRET,
          proPriceCents: 1999,
        },
      },
    });
    stripe = createStripeClient({
      secretKey: 'sk_test_h',
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
    cookie = await signInAs({ ...t, app }, `payer-${name.length}@example.com`);
    userId = ((await (await app.request('/api/account', { headers: { cookie } })).json()) as { id: string })
      .id;
    subscriptionId = `sub_${name.length}_${Date.now()}`;
    // Every insert or update of a subscription row is counted, whoever makes it.
    for (const statement of [
      'create table subscription_writes (n serial primary key, op text not null)',
      `create function count_subscription_write() returns trigger language plpgsql as $$
         begin insert into subscription_writes (op) values (tg_op); return new; end $$`,
      `create trigger subscription_writes after insert or update on subscriptions
         for each row execute function count_subscription_write()`,
    ]) {
      await t.database.db.execute(sql.raw(statement));
    }
  });
  afterAll(async () => t?.close());

  const state = (status: string) => ({
    id: subscriptionId,
    object: 'subscription',
    customer: 'cus_h',
    status,
    cancel_at_period_end: false,
    metadata: { userId },
    items: {
      object: 'list',
      data: [{ id: 'si_h', current_period_end: Math.floor(Date.now() / 1000) + 86_400 }],
    },
  });
  const event = (type: string, status: string, created = Math.floor(Date.now() / 1000)) => ({
    id: `evt_${name.length}_${++eventCounter}`,
    object: 'event',
    type,
    created,
    data: { object: state(status) },
  });
  const sign = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...options,
    });
  const post = (payload: string, signature?: string) =>
    app.request('/api/billing/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      body: payload,
    });
  const writes = async () =>
    Number(
      (
        await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from subscription_writes`)
      )[0]?.n,
    );
  const stored = async () =>
    (
      await queryRows<{ status: string }>(
        t.database.db,
        sql`select status from subscriptions where user_id = ${userId}`,
      )
    )[0]?.status ?? null;

  check('applies a signed event as Stripe reports the subscription', async ({ task }) => {
    fake.subscriptions.set(subscriptionId, state('active'));
    const payload = JSON.stringify(event('customer.subscription.created', 'active'));
    const res = await post(payload, sign(payload));
    record(task, {
      thrown: 'signed customer.subscription.created',
      expected: '200, active',
      got: `${res.status}, ${await stored()}`,
    });
    expect(res.status).toBe(200);
    expect(await stored()).toBe('active');
  });

  check(
    'refuses forged, stale, unsigned and malformed deliveries with 400, changing nothing',
    async ({ task }) => {
      const before = await writes();
      const payload = JSON.stringify(event('customer.subscription.deleted', 'canceled'));
      const now = Math.floor(Date.now() / 1000);
      const cases: [string, string, string | undefined][] = [
        ['tampered body (signature of another body)', payload.replace('deleted', 'updated'), sign(payload)],
        ['signature 301 s old', payload, sign(payload, { timestamp: now - 301 })],
        ['signature 1 hour old', payload, sign(payload, { timestamp: now - 3_600 })],
        ['signed with another secret', payload, sign(payload, { secret: 'whsec_other' })],
        ['no signature header', payload, undefined],
        ['garbage signature header', payload, 't=abc,v1=zzz'],
        ['signed, but not JSON', 'not json at all', sign('not json at all')],
        ['empty body', '', sign('')],
        ['1 MB of junk', 'x'.repeat(1024 * 1024), sign('y')],
      ];
      for (const [label, body, signature] of cases) {
        const result = await measure(async () => post(body, signature));
        const res = result.value as Response;
        const detail = ((await res.json()) as { detail?: string }).detail;
        record(task, { thrown: label, expected: '400', got: `${res.status} ${detail ?? ''}`, ms: result.ms });
        expect(res.status, label).toBe(400);
      }
      expect(await writes()).toBe(before);
      expect(await stored()).toBe('active');
    },
  );

  check('accepts a signature 299 s old (the tolerance is 300 s, not less)', async ({ task }) => {
    fake.subscriptions.set(subscriptionId, state('active'));
    const payload = JSON.stringify(event('customer.subscription.updated', 'active'));
    const res = await post(payload, sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 299 }));
    record(task, { thrown: 'signature 299 s old', expected: '200', got: String(res.status) });
    expect(res.status).toBe(200);
  });

  check(
    'changes the subscription once when one event arrives 10 times at the same moment',
    async ({ task }) => {
      fake.subscriptions.set(subscriptionId, state('past_due'));
      const payload = JSON.stringify(event('customer.subscription.updated', 'past_due'));
      const signature = sign(payload);
      const before = await writes();
      const retrievalsBefore = fake.requests.filter((r) => r.method === 'GET').length;
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: 10 }, () => post(payload, signature)));
      const changes = (await writes()) - before;
      const retrievals = fake.requests.filter((r) => r.method === 'GET').length - retrievalsBefore;
      record(task, {
        thrown: 'the same signed event × 10, concurrently',
        expected: '10 × 200, 1 write, 1 retrieval',
        got: `${results.map((r) => r.status).join(',')}; ${changes} write(s), ${retrievals} retrieval(s)`,
        ms: performance.now() - started,
      });
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(changes).toBe(1);
      expect(retrievals).toBe(1);
      expect(await stored()).toBe('past_due');
    },
  );

  check('ends in the state Stripe reports when events arrive out of order', async ({ task }) => {
    fake.subscriptions.set(subscriptionId, state('canceled'));
    const now = Math.floor(Date.now() / 1000);
    const newer = JSON.stringify(event('customer.subscription.deleted', 'canceled', now));
    const older = JSON.stringify(event('customer.subscription.updated', 'active', now - 120));
    const first = await post(newer, sign(newer));
    const second = await post(older, sign(older));
    record(task, {
      thrown: 'deleted (now), then a stale updated → active (2 min older)',
      expected: 'canceled, as Stripe reports',
      got: `${first.status}/${second.status}, ${await stored()}`,
    });
    expect(await stored()).toBe('canceled');
  });

  check(
    'ends in the state Stripe reports when two events race and the older answer comes back last',
    async ({ task }) => {
      // The subscription is reactivated between the two deliveries; the first fetch is slow and
      // still sees it cancelled, the second sees it active.
      fake.retrievals.set(subscriptionId, [
        { delayMs: 400, body: state('canceled') },
        { delayMs: 0, body: state('active') },
      ]);
      fake.subscriptions.set(subscriptionId, state('active'));
      const a = JSON.stringify(event('customer.subscription.updated', 'canceled'));
      const b = JSON.stringify(event('customer.subscription.updated', 'active'));
      const slow: Promise<Response> = Promise.resolve(post(a, sign(a)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const fast = post(b, sign(b));
      const statuses = [(await slow).status, (await fast).status];
      record(task, {
        thrown: 'two events racing; the slower fetch answers an older state',
        expected: 'active, as Stripe reports now',
        got: `${statuses.join('/')}, ${await stored()}`,
      });
      expect(statuses).toEqual([200, 200]);
      expect(await stored()).toBe('active');
    },
  );
});
