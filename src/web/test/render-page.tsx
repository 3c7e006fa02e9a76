import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { LazyToaster } from '@/web/components/ui/lazy-toaster';

/** The page's text when a link leaves the form's page. */
export const ELSEWHERE = 'Another page';

/**
 * Renders a component as a page at `/`, inside the providers it needs (queries, a data router
 * for the unsaved-changes prompt, the toaster), with a second page at `/elsewhere` to leave to.
 */
export function renderPage(ui: ReactNode, options: { seed?: (client: QueryClient) => void } = {}) {
  const client = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  options.seed?.(client);
  const router = createMemoryRouter([
    { path: '/', element: ui },
    { path: '/elsewhere', element: <p>{ELSEWHERE}</p> },
  ]);
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <LazyToaster />
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}
