// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { withParams } from '@/domain/query-params';
import { useSearchState } from './use-search-state';

function Filters() {
  const [params, change] = useSearchState();
  const without = (key: string) => () => change((current) => withParams(current, { [key]: null }));
  return (
    <>
      <p>shown: {params.toString()}</p>
      <button type="button" onClick={without('industry')}>
        Clear industry
      </button>
      <button type="button" onClick={without('archetype')}>
        Clear archetype
      </button>
    </>
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

/** Lets the router finish a navigation (it settles in microtasks) without letting React render. */
async function untilAddressIsNot(search: string) {
  for (let i = 0; i < 1_000 && window.location.search === search; i++) await Promise.resolve();
  expect(window.location.search).not.toBe(search);
}

it('keeps both of two quick changes, though the page has not rendered the first', async () => {
  window.history.replaceState(null, '', '/brands?sort=alpha&industry=Beverages&archetype=Innocent');
  const router = createBrowserRouter([{ path: '/brands', Component: Filters }]);
  render(<RouterProvider router={router} />);
  await screen.findByText('shown: sort=alpha&industry=Beverages&archetype=Innocent');
  const historyLength = window.history.length;

  // Clicked outside React's act(), as a person clicks: the router's render waits for its turn.
  const before = window.location.search;
  screen.getByRole('button', { name: 'Clear industry' }).click();
  await untilAddressIsNot(before);
  expect(screen.getByText(/^shown:/).textContent).toBe(
    'shown: sort=alpha&industry=Beverages&archetype=Innocent',
  );
  screen.getByRole('button', { name: 'Clear archetype' }).click();

  await waitFor(() => expect(window.location.search).toBe('?sort=alpha'));
  await screen.findByText('shown: sort=alpha');
  expect(window.history.length).toBe(historyLength);
});
