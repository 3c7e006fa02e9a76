import type { Brand } from '@/domain/brand';
import { apiFetch } from '@/web/lib/api-client';

export type CreateBrandInput = { name: string; industry: string; url: string };

/** 'Create & Analyze': inserts the brand as pending and queues its analysis (POST /api/brands). */
export function createBrand(input: CreateBrandInput): Promise<Brand> {
  return apiFetch<Brand>('/api/brands', { method: 'POST', json: input });
}

/** A second try for a brand of ours whose analysis failed, at a corrected address. */
export function retryBrandAnalysis(brandId: string, url: string): Promise<Brand> {
  return apiFetch<Brand>(`/api/brands/${encodeURIComponent(brandId)}/analysis/retry`, {
    method: 'POST',
    json: { url },
  });
}
