import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NearestRole } from '@/domain/color-intel';
import { callApi } from '@/web/lib/call-api';
import { colorKeys } from './color-keys';

export function getNearestBrandsQueryOptions(hex: string, role: NearestRole, limit: number) {
  return queryOptions({
    queryKey: colorKeys.nearest(hex, role, limit),
    queryFn: ({ signal }) =>
      callApi(
        'GET /colors/nearest',
        { query: { hex: hex.replace(/^#/, ''), limit, role: role === 'main' ? undefined : role } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Brands near a colour; nothing is asked while there is no colour. */
export function useNearestBrands(hex: string | null, role: NearestRole, limit: number) {
  return useQuery({ ...getNearestBrandsQueryOptions(hex ?? '', role, limit), enabled: hex !== null });
}
