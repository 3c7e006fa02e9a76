import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { DuplicateCheck } from '@/domain/duplicate';
import { callApi } from '@/web/lib/call-api';

/** Waits this long after the last keystroke before asking the server. */
const DUPLICATE_CHECK_DEBOUNCE_MS = 250;

export function checkDuplicate(name: string, signal?: AbortSignal): Promise<DuplicateCheck> {
  return callApi('GET /brands/duplicates', { query: { name } }, { signal });
}

export function checkDuplicateQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['brands', 'duplicates', name] as const,
    queryFn: ({ signal }) => checkDuplicate(name, signal),
    staleTime: 10_000,
  });
}

/** The duplicate check of the name step: one server call on the trigram index per settled name. */
export function useDuplicateCheck(name: string) {
  const trimmed = name.trim();
  const [settled, setSettled] = useState(trimmed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(trimmed), DUPLICATE_CHECK_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [trimmed]);
  return useQuery({ ...checkDuplicateQueryOptions(settled), enabled: settled !== '' && settled === trimmed });
}
