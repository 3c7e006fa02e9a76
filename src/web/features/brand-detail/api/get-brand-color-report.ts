import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

/** Keyed by the brand's last change too, so an edit of its colours (or a competitor list) reads it afresh. */
export const brandColorReportKey = (slug: string, version: string) =>
  ['brands', 'colors', slug, version] as const;

export function getBrandColorReportQueryOptions(slug: string, version: string) {
  return queryOptions({
    queryKey: brandColorReportKey(slug, version),
    queryFn: ({ signal }) => callApi('GET /colors/brands/{slug}', { params: { slug } }, { signal }),
  });
}

/** The brand's colours with contrast and AA variants, and its competitors' colour distance. */
export function useBrandColorReport(slug: string, version: string | undefined) {
  return useQuery({
    ...getBrandColorReportQueryOptions(slug, version ?? ''),
    enabled: version !== undefined,
  });
}
