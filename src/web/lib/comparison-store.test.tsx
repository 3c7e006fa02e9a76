// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const STORAGE_KEY = 'brand-atlas:comparison';

/** The store as a page loads it: read from local storage when its module first runs. */
async function freshStore(stored: string | null) {
  if (stored === null) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, stored);
  vi.resetModules();
  return import('./comparison-store');
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => localStorage.clear());

type Store = Awaited<ReturnType<typeof freshStore>>;

let renders = 0;
function Reader({ store }: { store: Store }) {
  renders++;
  return <p>{store.useComparison().length} compared</p>;
}

/** Renders a reader on the server, hydrates it, and counts the browser's renders. */
async function hydrateReader(store: Store) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Reader store={store} />);
  renders = 0;
  const root = await act(async () => hydrateRoot(container, <Reader store={store} />));
  const text = container.textContent;
  await act(async () => root.unmount());
  return { renders, text };
}

describe('the comparison store', () => {
  for (const [label, stored] of [
    ['nothing stored', null],
    ['an empty list stored', '[]'],
    ['a list of nothing valid stored', '[{"slug":1}]'],
  ] as const) {
    it(`hydrates a page without drawing it again when it holds no brand (${label})`, async () => {
      const store = await freshStore(stored);
      expect(await hydrateReader(store)).toEqual({ renders: 1, text: '0 compared' });
    });
  }

  it('shows the stored brands once hydrated', async () => {
    const store = await freshStore('[{"slug":"nike","name":"Nike"}]');
    const { text } = await hydrateReader(store);
    expect(text).toBe('1 compared');
    expect(store.comparison.entries()).toEqual([{ slug: 'nike', name: 'Nike' }]);
  });
});
