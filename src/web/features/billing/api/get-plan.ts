import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface Plan {
  name: string;
  price_cents: number;
  test_mode: boolean;
}

export const DEFAULT_PLAN: Plan = { name: 'Brand Explorer Pro', price_cents: 1999, test_mode: true };

export function getPlanQueryOptions() {
  return queryOptions({
    queryKey: ['billing', 'plan'] as const,
    queryFn: ({ signal }) => apiFetch<Plan>('/api/billing/plan', { signal }),
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
