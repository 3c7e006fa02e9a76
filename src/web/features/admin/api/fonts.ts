import { useMutation } from '@tanstack/react-query';
import type { FontExtraction } from '@/domain/font-extraction';
import { apiFetch } from '@/web/lib/api-client';

export function uploadFontZip(file: File, family: string) {
  const body = new FormData();
  body.append('file', file);
  body.append('family', family);
  return apiFetch<{ key: string; file_name: string }>('/api/admin/fonts/upload', { method: 'POST', body });
}

export function useExtractFonts() {
  return useMutation({
    mutationFn: (input: { family: string; brandId: string | null }) =>
      apiFetch<FontExtraction>('/api/admin/fonts/extract', {
        method: 'POST',
        json: { family: input.family, brand_id: input.brandId },
      }),
  });
}
