import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

export function uploadFontZip(file: File, family: string) {
  const body = new FormData();
  body.append('file', file);
  body.append('family', family);
  return callApi('POST /admin/fonts/upload', { body });
}

export function useExtractFonts() {
  return useMutation({
    mutationFn: (input: { family: string; brandId: string | null }) =>
      callApi('POST /admin/fonts/extract', { body: { family: input.family, brand_id: input.brandId } }),
  });
}
