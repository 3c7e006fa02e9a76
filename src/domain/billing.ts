import { z } from 'zod';
import { MAX_EMAIL_LENGTH } from './account';

/** GET /api/billing/plan: the Pro plan on sale, and whether payments are in test mode. */
export const PlanSchema = z.object({
  name: z.string(),
  price_cents: z.number().int(),
  test_mode: z.boolean(),
  /** false when Pro is not sold here (BILLING_MODE=disabled): administrators grant it. */
  sold: z.boolean(),
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

/** POST /api/admin/users/pro: Brand Explorer Pro on or off for an account, without payment. */
export const GrantProSchema = z.object({ email: z.email().max(MAX_EMAIL_LENGTH), active: z.boolean() });
export type GrantPro = z.infer<typeof GrantProSchema>;
