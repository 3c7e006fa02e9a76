import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import { apiFetch } from '@/web/lib/api-client';

export type QuadrantBrand = Pick<
  Brand,
  | 'id'
  | 'name'
  | 'slug'
  | 'industry'
  | 'archetype'
  | 'pricing_strategy'
  | 'year_founded'
  | 'annual_revenue'
  | 'brand_equity_value'
  | 'primary_color'
>;

export interface QuadrantBrands {
  items: QuadrantBrand[];
  /** All brands matching the filter; the chart plots the most visited of them. */
  total: number;
}

/** Brands with a pricing position under a 'Filter Brands' choice ('luxury', 'all', 'industry:…', 'archetype:…'). */
export function getQuadrantBrandsQueryOptions(filter: string) {
  return queryOptions({
    queryKey: ['quadrants', filter] as const,
    queryFn: ({ signal }) =>
      apiFetch<QuadrantBrands>(`/api/quadrants?${new URLSearchParams({ filter })}`, { signal }),
    placeholderData: (previous) => previous,
  });
}

export function useQuadrantBrands(filter: string) {
  return useQuery(getQuadrantBrandsQueryOptions(filter));
}
