import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';
import { colorKeys } from './color-keys';

export function getColorLandscapeQueryOptions(industry: string) {
  return queryOptions({
    queryKey: colorKeys.landscape(industry),
    queryFn: ({ signal }) => callApi('GET /colors/landscape', { query: { industry } }, { signal }),
    staleTime: 60_000,
  });
}

export function useColorLandscape(industry: string | null) {
  return useQuery({ ...getColorLandscapeQueryOptions(industry ?? ''), enabled: Boolean(industry) });
}
