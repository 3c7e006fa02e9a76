import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@/domain/billing';
import { DEFAULT_PRO_PRICE_CENTS, PRO_PLAN_NAME } from '@/domain/pro-plan';
import { callApi } from '@/web/lib/call-api';

/** What the pages show until the plan has loaded. */
export const DEFAULT_PLAN: Plan = {
  name: PRO_PLAN_NAME,
  price_cents: DEFAULT_PRO_PRICE_CENTS,
  test_mode: true,
  sold: true,
};

export function getPlanQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'plan'] as const,
    queryFn: ({ signal }) => callApi('GET /billing/plan', {}, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function usePlan() {
  return useQuery(getPlanQueryOptions());
}

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** 'Upgrade to Pro - $19.99/month' with the configured price (spec 000 §2). */
export function upgradeLabel(plan: Plan | undefined): string {
  return `Upgrade to Pro - ${formatPrice((plan ?? DEFAULT_PLAN).price_cents)}/month`;
}
