import { OpenAPIHono, z } from '@hono/zod-openapi';
import type Stripe from 'stripe';
import { PlanSchema, SubscriptionStatusSchema } from '../../domain/billing';
import { PRO_PLAN_NAME } from '../../domain/pro-plan';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { accessRoute } from '../http/access';
import { problemResponse, validationHook } from '../http/openapi';
import type { AppEnv } from '../http/types';
import type { BillingProvider } from './billing-provider';
import { grantPro } from './disabled-billing';
import { getSubscriptionStatus } from './get-subscription-status';
import { activateTestSubscription, cancelTestSubscription } from './local-billing';
import { applyStripeWebhook } from './stripe-billing';

const problem = problemResponse;
const UrlSchema = z.object({ url: z.string() });

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

  const plan = accessRoute('public', db, {
    method: 'get',
    path: '/billing/plan',
    tags: ['Billing'],
    summary: 'The Pro plan on sale: name, monthly price and whether payments are in test mode',
    responses: {
      200: {
        description: 'The plan',
        content: { 'application/json': { schema: PlanSchema } },
      },
    },
  });
  const status = accessRoute('user', db, {
    method: 'get',
    path: '/billing/subscription',
    tags: ['Billing'],
    summary: "The caller's subscription (check-subscription)",
    responses: {
      200: { description: 'Status', content: { 'application/json': { schema: SubscriptionStatusSchema } } },
      401: problem('Not signed in'),
    },
  });
  const checkout = accessRoute('user', db, {
    method: 'post',
    path: '/billing/checkout',
    tags: ['Billing'],
    summary: 'Start a checkout for Brand Explorer Pro (create-checkout)',
    responses: {
      200: { description: 'Checkout URL', content: { 'application/json': { schema: UrlSchema } } },
      401: problem('Not signed in'),
    },
  });
  const portal = accessRoute('user', db, {
    method: 'post',
    path: '/billing/portal',
    tags: ['Billing'],
    summary: 'Open the subscription management portal (customer-portal)',
    responses: {
      200: { description: 'Portal URL', content: { 'application/json': { schema: UrlSchema } } },
      401: problem('Not signed in'),
    },
  });
  const testActivate = accessRoute('user', db, {
    method: 'post',
    path: '/billing/test/activate',
    tags: ['Billing'],
    summary: 'Test mode only: activate Pro without payment',
    responses: {
      200: { description: 'Status', content: { 'application/json': { schema: SubscriptionStatusSchema } } },
      401: problem('Not signed in'),
      404: problem('Not in test mode'),
    },
  });
  const testCancel = accessRoute('user', db, {
    method: 'post',
    path: '/billing/test/cancel',
    tags: ['Billing'],
    summary: 'Test mode only: cancel Pro',
    responses: {
      200: { description: 'Status', content: { 'application/json': { schema: SubscriptionStatusSchema } } },
      401: problem('Not signed in'),
      404: problem('Not in test mode'),
    },
  });

  const adminGrantPro = accessRoute('admin', db, {
    method: 'post',
    path: '/admin/users/pro',
    tags: ['Admin'],
    summary: 'Switch Brand Explorer Pro on or off for an account, without payment (audited)',
    request: {
      body: {
        content: {
          'application/json': {
            schema: z.object({ email: z.email().max(320), active: z.boolean() }),
          },
        },
        required: true,
      },
    },
    responses: {
      200: {
        description: 'Done',
        content: { 'application/json': { schema: z.object({ message: z.string() }) } },
      },
      400: problem('Invalid e-mail'),
      401: problem('Not signed in'),
      403: problem('Admins only'),
      404: problem('No such account'),
    },
  });

  const stripeWebhook = accessRoute('public', db, {
    method: 'post',
    path: '/billing/webhook',
    tags: ['Billing'],
    summary: 'Stripe webhook: verified by its signature, applied once',
    crossSite: true,
    responses: {
      200: {
        description: 'Received',
        content: { 'application/json': { schema: z.object({ received: z.boolean() }) } },
      },
      400: problem('Bad signature'),
      404: problem('Stripe is not configured'),
    },
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
