import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

/** improved-logo-fetch for every brand (the analyzer's route; jobs are queued). */
export function useImproveAllLogos() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ processed: number }>('/api/admin/logos/improve', {
        method: 'POST',
        json: { batchMode: true },
      }),
  });
}

/** analyze-colors-only for every brand (the analyzer's route; jobs are queued). */
export function useAnalyzeAllColors() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ processed: number }>('/api/admin/colors/analyze', {
        method: 'POST',
        json: { runForAllBrands: true },
      }),
  });
}

/** add-brands: the 13 vodka brands of the gallery, when missing. */
export function useAddVodkaBrands() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ message: string; added: { id: string; slug: string }[] }>('/api/admin/brands/add-vodka', {
        method: 'POST',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
      ]),
  });
}
