// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { onDemand } from './on-demand';

afterEach(cleanup);

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('a part loaded on demand', () => {
  it('shows its fallback until the code arrives, then itself, and at once on a later draw', async () => {
    let loads = 0;
    const Part = onDemand(async () => {
      loads += 1;
      return Greeting;
    });
    const first = render(<Part name="Ada" fallback={<p>Loading…</p>} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    first.unmount();

    render(<Part name="Grace" fallback={<p>Loading…</p>} />);
    // Drawn in the same render, with no fallback in between.
    expect(screen.getByText('Hello, Grace')).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(loads).toBe(1);
  });

  it('loads its code once however often it is preloaded and drawn', async () => {
    let loads = 0;
    const Part = onDemand(async () => {
      loads += 1;
      return Greeting;
    });
    Part.preload();
    Part.preload();
    render(
      <>
        <Part name="Ada" />
        <Part name="Grace" />
      </>,
    );
    expect(await screen.findByText('Hello, Grace')).toBeTruthy();
    expect(screen.getByText('Hello, Ada')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('lets a preload fail quietly, and asks again when the part is drawn', async () => {
    let loads = 0;
    const Part = onDemand(async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      return Greeting;
    });
    // A rejection left unhandled here would fail the run.
    Part.preload();
    await expect.poll(() => loads).toBe(1);
    render(<Part name="Ada" />);
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(loads).toBe(2);
  });

  it('throws code that failed to load to the error boundary, and asks again on the next draw', async () => {
    let loads = 0;
    const Part = onDemand(async () => {
      loads += 1;
      if (loads === 1) throw new Error('Failed to fetch dynamically imported module');
      return Greeting;
    });
    const first = render(
      <Boundary>
        <Part name="Ada" />
      </Boundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to fetch dynamically imported module',
    );
    first.unmount();

    render(
      <Boundary>
        <Part name="Ada" />
      </Boundary>,
    );
    expect(await screen.findByText('Hello, Ada')).toBeTruthy();
    expect(loads).toBe(2);
  });
});
