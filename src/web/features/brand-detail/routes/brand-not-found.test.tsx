// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/web/lib/query-client';
import { prefetchBrandPage } from '../api/prefetch-brand-page';
import { BrandDetailPage } from './brand-detail';

const requested: string[] = [];
let root: Root | null = null;

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      requested.push(new URL(String(input), 'http://localhost').pathname);
      return new Response(JSON.stringify({ title: 'Not Found', status: 404, detail: 'Brand not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/problem+json' },
      });
    }),
  );
});

afterEach(() => {
  if (root) act(() => root?.unmount());
  root = null;
  requested.length = 0;
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

describe('a brand page for a slug no brand has', () => {
  it('asks for the brand once, and nothing that only a brand has', async () => {
    const client = createQueryClient();
    // The page's reads, as the router's loader starts them (page-reads.ts), then the page as it mounts.
    await prefetchBrandPage(client, 'no-such-brand');
    const router = createMemoryRouter(
      [{ path: '/brands/:slug', element: <BrandDetailPage slug="no-such-brand" /> }],
      {
        initialEntries: ['/brands/no-such-brand'],
      },
    );
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container.textContent).toContain('Brand not found');
    expect(requested.filter((path) => path.startsWith('/api/brands/'))).toEqual([
      '/api/brands/no-such-brand',
    ]);
  });
});
