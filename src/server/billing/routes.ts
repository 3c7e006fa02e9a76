import { OpenAPIHono } from '@hono/zod-openapi';
import type Stripe from 'stripe';
import { billingCalls } from '../../domain/contracts/billing';
import { PRO_PLAN_NAME } from '../../domain/pro-plan';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { contractRoute } from '../http/contract-route';
import { validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import type { BillingProvider } from './billing-provider';
import { grantPro } from './disabled-billing';
import { getSubscriptionStatus } from './get-subscription-status';
import { activateTestSubscription, cancelTestSubscription } from './local-billing';
import { applyStripeWebhook } from './stripe-billing';

export interface StripeWebhookContext {
  stripe: Stripe;
  webhookSecret: string;
}

export function billingRoutes(
  db: Db,
  config: Config,
  billing: BillingProvider,
  webhook?: StripeWebhookContext,
) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });

  const plan = contractRoute('public', db, billingCalls, 'GET /billing/plan');
  const status = contractRoute('user', db, billingCalls, 'GET /billing/subscription');
  const checkout = contractRoute('user', db, billingCalls, 'POST /billing/checkout', { keepsCache: true });
  const portal = contractRoute('user', db, billingCalls, 'POST /billing/portal', { keepsCache: true });
  const testActivate = contractRoute('user', db, billingCalls, 'POST /billing/test/activate', {
    keepsCache: true,
  });
  const testCancel = contractRoute('user', db, billingCalls, 'POST /billing/test/cancel', {
    keepsCache: true,
  });

  const adminGrantPro = contractRoute('admin', db, billingCalls, 'POST /admin/users/pro');

  const stripeWebhook = contractRoute('public', db, billingCalls, 'POST /billing/webhook', {
    crossSite: true,
    keepsCache: true,
  });

  const requireTestMode = () => {
    if (billing.kind !== 'local') throw new AppError('NOT_FOUND', 'Billing is not in test mode');
  };

  app.openapi(plan, (c) =>
    c.json(
      {
        name: PRO_PLAN_NAME,
        price_cents: config.billing.proPriceCents,
        test_mode: billing.kind === 'local',
        sold: billing.kind !== 'disabled',
      },
      200,
    ),
  );
  app.openapi(status, async (c) => c.json(await getSubscriptionStatus(db, c.get('user')!.id), 200));
  app.openapi(checkout, async (c) => c.json(await billing.createCheckout(c.get('user')!), 200));
  app.openapi(portal, async (c) => c.json(await billing.createPortal(c.get('user')!), 200));
  app.openapi(testActivate, async (c) => {
    requireTestMode();
    await activateTestSubscription(db, c.get('user')!.id);
    return c.json(await getSubscriptionStatus(db, c.get('user')!.id), 200);
  });
  app.openapi(testCancel, async (c) => {
    requireTestMode();
    await cancelTestSubscription(db, c.get('user')!.id);
    return c.json(await getSubscriptionStatus(db, c.get('user')!.id), 200);
  });
  app.openapi(adminGrantPro, async (c) =>
    c.json(await grantPro(db, c.req.valid('json'), c.get('user')!), 200),
  );
  app.openapi(stripeWebhook, async (c) => {
    if (!webhook) throw new AppError('NOT_FOUND', 'Stripe is not configured');
    const raw = await c.req.text();
    await applyStripeWebhook(
      db,
      webhook.stripe,
      webhook.webhookSecret,
      raw,
      c.req.header('stripe-signature'),
    );
    return c.json({ received: true }, 200);
  });
  return app;
}
