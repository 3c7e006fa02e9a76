import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

/** The file is sent as it is, as text/csv; the server parses, checks and inserts all or nothing. */
export function useImportCsv() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => callApi('POST /admin/import/csv', { body: file }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['brands'] });
    },
  });
}
