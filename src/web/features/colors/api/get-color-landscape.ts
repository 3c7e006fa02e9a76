import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ColorLandscape } from '@/domain/color-intel';
import { apiFetch } from '@/web/lib/api-client';
import { colorKeys } from './color-keys';

export function getColorLandscapeQueryOptions(industry: string) {
  return queryOptions({
    queryKey: colorKeys.landscape(industry),
    queryFn: ({ signal }) =>
      apiFetch<ColorLandscape>(`/api/colors/landscape?${new URLSearchParams({ industry })}`, { signal }),
    staleTime: 60_000,
  });
}

export function useColorLandscape(industry: string | null) {
  return useQuery({ ...getColorLandscapeQueryOptions(industry ?? ''), enabled: Boolean(industry) });
}
