import { z } from 'zod';

/** The one individual plan on sale and its default monthly price (spec 000 §1, §9). */
export const PRO_PLAN_NAME = 'Brand Explorer Pro';
export const DEFAULT_PRO_PRICE_CENTS = 1999;

/** GET /api/billing/plan: the Pro plan on sale, and whether payments are in test mode. */
export const PlanSchema = z.object({
  name: z.string(),
  price_cents: z.number().int(),
  test_mode: z.boolean(),
});
export type Plan = z.infer<typeof PlanSchema>;

/** GET /api/billing/subscription (spec 000 §7 check-subscription): subscribed, plus its details. */
export const SubscriptionStatusSchema = z.object({
  subscribed: z.boolean(),
  status: z.string().nullable(),
  plan: z.string().nullable(),
  current_period_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  provider: z.string().nullable(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** The status of someone who never subscribed (and of a visitor). */
export const NOT_SUBSCRIBED: SubscriptionStatus = {
  subscribed: false,
  status: null,
  plan: null,
  current_period_end: null,
  cancel_at_period_end: false,
  provider: null,
};
