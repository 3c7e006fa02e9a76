import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/web/lib/api-client';

export interface CsvImportResult {
  inserted: number;
  skipped_existing: string[];
  dropped: number;
  slugs: string[];
}

/** The file is sent as it is, as text/csv; the server parses, checks and inserts all or nothing. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiFetch<CsvImportResult>('/api/admin/import/csv', {
        method: 'POST',
        headers: { 'Content-Type': 'text/csv' },
        body: file,
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['brands'] });
    },
  });
}
