import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The page's query string, and a way to change it that replaces the history entry (filters and
 * sorts are not steps Back should walk through). A change starts from the address as it is when
 * it is made, not as the page last rendered it: the router updates the address at once but renders
 * the page a little later, so two quick changes (clearing one filter, then the next) built on the
 * rendered state would each undo the other.
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (next: (current: URLSearchParams) => URLSearchParams) =>
      setParams(next(new URLSearchParams(window.location.search)), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return [params, change] as const;
}
