import type { SessionUser } from '../auth/session-user';

/** Where Pro is bought and managed: Stripe when configured, otherwise the local test mode. */
export interface BillingProvider {
  kind: 'local' | 'stripe';
  createCheckout(user: SessionUser): Promise<{ url: string }>;
  createPortal(user: SessionUser): Promise<{ url: string }>;
}

export const PRO_PLAN = 'brand-explorer-pro';
