import type { SubscriptionStatus } from './billing';

/** The one individual plan on sale and its default monthly price (spec 000 §1, §9). */
export const PRO_PLAN_NAME = 'Brand Explorer Pro';
export const DEFAULT_PRO_PRICE_CENTS = 1999;

/** The status of someone who never subscribed (and of a visitor). */
export const NOT_SUBSCRIBED: SubscriptionStatus = {
  subscribed: false,
  status: null,
  plan: null,
  current_period_end: null,
  cancel_at_period_end: false,
  provider: null,
};

/** /success reads the subscription this often while the payment is being confirmed. */
export const SUCCESS_CHECK_INTERVAL_MS = 2_000;
/** …and for at most this long, before saying that it is not confirmed yet. */
export const SUCCESS_CHECK_WINDOW_MS = 30_000;
