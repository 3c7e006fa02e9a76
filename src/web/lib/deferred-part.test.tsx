// @vitest-environment jsdom
import { type ComponentType, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeferredPart, partCode } from './deferred-part';

type GreetingProps = { name: string };

function Greeting({ name }: GreetingProps) {
  return <p>Hello {name}</p>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let root: Root | null = null;
afterEach(() => {
  root?.unmount();
  root = null;
  document.body.replaceChildren();
});

describe('DeferredPart drawn by the browser', () => {
  it('renders its part when the code arrives while React waits for it, with nothing to recover from', async () => {
    // As in the browser: React schedules its own work, no test harness steps it.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const recovered = vi.fn();
    const uncaught = vi.fn();
    const logged = vi.spyOn(console, 'error');
    root = createRoot(container, { onRecoverableError: recovered, onUncaughtError: uncaught });
    let arrive: (component: ComponentType<GreetingProps>) => void = () => {};
    const code = partCode(() => new Promise<ComponentType<GreetingProps>>((resolve) => (arrive = resolve)));
    // The code arrives just after React starts waiting for it (a chunk the browser had at hand),
    // before React goes on with the render it suspended: React then replays the part's render.
    const { arrived } = code;
    const waitFor = Promise.prototype.then;
    vi.spyOn(arrived, 'then').mockImplementation((...handlers) => {
      queueMicrotask(() => arrive(Greeting));
      return waitFor.apply(arrived, handlers);
    });
    const props = { name: 'Ada' };
    // A page opened from a link is drawn in a transition, as the router does.
    startTransition(() => root?.render(<DeferredPart code={code} props={props} />));
    await pause(100);
    expect(container.textContent).toBe('Hello Ada');
    expect(recovered).not.toHaveBeenCalled();
    expect(uncaught).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});
