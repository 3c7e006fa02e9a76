import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsvImportResult } from '@/domain/csv-import-result';
import { apiFetch } from '@/web/lib/api-client';

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
