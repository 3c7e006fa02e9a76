import type { Brand } from '@/domain/brand';
import type { CreateBrandInput } from '@/domain/brand-input';
import { apiFetch } from '@/web/lib/api-client';
import { callApi } from '@/web/lib/call-api';

/** 'Create & Analyze': inserts the brand as pending and queues its analysis (POST /api/brands). */
export function createBrand(input: CreateBrandInput): Promise<Brand> {
  return callApi('POST /brands', { body: input });
}

/** A second try for a brand of ours whose analysis failed, at a corrected address. */
export function retryBrandAnalysis(brandId: string, url: string): Promise<Brand> {
  return apiFetch<Brand>(`/api/brands/${encodeURIComponent(brandId)}/analysis/retry`, {
    method: 'POST',
    json: { url },
  });
}
