// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useInView } from './use-in-view';

/** A stand-in for the browser's observer (jsdom has none): it records what it watches. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

let renders = 0;
function Sentinel({ margin }: { margin?: string }) {
  renders++;
  const [ref, near] = useInView(margin);
  return <div ref={ref}>{near ? 'near' : 'far'}</div>;
}

const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
  FakeObserver.made = [];
  renders = 0;
});

describe('useInView', () => {
  it('watches the element without drawing its component again, and tells when it comes near', async () => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Sentinel margin="800px" />));

    expect(renders).toBe(1);
    const [observer] = FakeObserver.made;
    expect(observer?.options.rootMargin).toBe('800px');
    expect(observer?.watched).toEqual([container.firstElementChild]);

    await act(async () => observer?.report([{ isIntersecting: true }]));
    expect(container.textContent).toBe('near');

    await act(async () => root.unmount());
    expect(observer?.disconnected).toBe(true);
  });

  it('stays false where the browser cannot observe', async () => {
    // @ts-expect-error: a browser without the observer
    globalThis.IntersectionObserver = undefined;
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<Sentinel />));
    expect(container.textContent).toBe('far');
    await act(async () => root.unmount());
  });
});
