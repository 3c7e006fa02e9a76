import type { SessionUser } from '../auth/session-user';

/** Where Pro is bought and managed: Stripe, the local test mode, or nowhere (admins grant it). */
export interface BillingProvider {
  kind: 'local' | 'stripe' | 'disabled';
  createCheckout(user: SessionUser): Promise<{ url: string }>;
  createPortal(user: SessionUser): Promise<{ url: string }>;
}

export const PRO_PLAN = 'brand-explorer-pro';
