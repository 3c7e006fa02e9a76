import { z } from 'zod';
import { GrantProSchema, PlanSchema, SubscriptionStatusSchema } from '../billing';
import { apiCalls } from './api-call';

const UrlSchema = z.object({ url: z.string() });

/** The Pro plan, the caller's subscription, checkout and portal, the test mode and Stripe's webhook. */
export const billingCalls = apiCalls({
  'GET /billing/plan': {
    tags: ['Billing'],
    summary: 'The Pro plan on sale: name, monthly price and whether payments are in test mode',
    ok: { status: 200, description: 'The plan', schema: PlanSchema },
    problems: {},
  },
  'GET /billing/subscription': {
    tags: ['Billing'],
    summary: "The caller's subscription (check-subscription)",
    ok: { status: 200, description: 'Status', schema: SubscriptionStatusSchema },
    problems: { 401: 'Not signed in' },
  },
  'POST /billing/checkout': {
    tags: ['Billing'],
    summary: 'Start a checkout for Brand Explorer Pro (create-checkout)',
    ok: { status: 200, description: 'Checkout URL', schema: UrlSchema },
    problems: { 401: 'Not signed in' },
  },
  'POST /billing/portal': {
    tags: ['Billing'],
    summary: 'Open the subscription management portal (customer-portal)',
    ok: { status: 200, description: 'Portal URL', schema: UrlSchema },
    problems: { 401: 'Not signed in' },
  },
  'POST /billing/test/activate': {
    tags: ['Billing'],
    summary: 'Test mode only: activate Pro without payment',
    ok: { status: 200, description: 'Status', schema: SubscriptionStatusSchema },
    problems: { 401: 'Not signed in', 404: 'Not in test mode' },
  },
  'POST /billing/test/cancel': {
    tags: ['Billing'],
    summary: 'Test mode only: cancel Pro',
    ok: { status: 200, description: 'Status', schema: SubscriptionStatusSchema },
    problems: { 401: 'Not signed in', 404: 'Not in test mode' },
  },
  'POST /admin/users/pro': {
    tags: ['Admin'],
    summary: 'Switch Brand Explorer Pro on or off for an account, without payment (audited)',
    body: GrantProSchema,
    ok: { status: 200, description: 'Done', schema: z.object({ message: z.string() }) },
    problems: { 400: 'Invalid e-mail', 401: 'Not signed in', 403: 'Admins only', 404: 'No such account' },
  },
  'POST /billing/webhook': {
    tags: ['Billing'],
    summary: 'Stripe webhook: verified by its signature, applied once',
    ok: { status: 200, description: 'Received', schema: z.object({ received: z.boolean() }) },
    problems: { 400: 'Bad signature', 404: 'Stripe is not configured' },
  },
});
