import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NearestColors, NearestRole } from '@/domain/color-intel';
import { apiFetch } from '@/web/lib/api-client';
import { colorKeys } from './color-keys';

export function nearestBrandsPath(hex: string, role: NearestRole, limit: number): string {
  const params = new URLSearchParams({ hex: hex.replace(/^#/, ''), limit: String(limit) });
  if (role !== 'main') params.set('role', role);
  return `/api/colors/nearest?${params}`;
}

export function getNearestBrandsQueryOptions(hex: string, role: NearestRole, limit: number) {
  return queryOptions({
    queryKey: colorKeys.nearest(hex, role, limit),
    queryFn: ({ signal }) => apiFetch<NearestColors>(nearestBrandsPath(hex, role, limit), { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Brands near a colour; nothing is asked while there is no colour. */
export function useNearestBrands(hex: string | null, role: NearestRole, limit: number) {
  return useQuery({ ...getNearestBrandsQueryOptions(hex ?? '', role, limit), enabled: hex !== null });
}
