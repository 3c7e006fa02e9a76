import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface InstalledFont {
  family: string;
  weight: number;
  style: string;
  format: string;
  url: string;
}

export function uploadFontZip(file: File, family: string) {
  const body = new FormData();
  body.append('file', file);
  body.append('family', family);
  return apiFetch<{ key: string; file_name: string }>('/api/admin/fonts/upload', { method: 'POST', body });
}

export function useExtractFonts() {
  return useMutation({
    mutationFn: (input: { family: string; brandId: string | null }) =>
      apiFetch<{ count: number; message: string; fonts: InstalledFont[] }>('/api/admin/fonts/extract', {
        method: 'POST',
        json: { family: input.family, brand_id: input.brandId },
      }),
  });
}
