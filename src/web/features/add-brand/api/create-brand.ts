import type { Brand } from '@/domain/brand';
import type { CreateBrandInput } from '@/domain/brand-input';
import { callApi } from '@/web/lib/call-api';

/** 'Create & Analyze': inserts the brand as pending and queues its analysis (POST /api/brands). */
export function createBrand(input: CreateBrandInput): Promise<Brand> {
  return callApi('POST /brands', { body: input });
}
