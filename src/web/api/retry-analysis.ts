import { callApi } from '@/web/lib/call-api';

/** A second try for a brand of ours whose analysis failed, at a corrected (or the same) address. */
export function retryBrandAnalysis(brandId: string, url: string) {
  return callApi('POST /brands/{id}/analysis/retry', { params: { id: brandId }, body: { url } });
}
