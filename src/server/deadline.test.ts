import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { deadlineSignal } from './deadline';

setFlagsFromString('--expose-gc');
/** The engine's garbage collector, asked for directly: what a busy process does on its own. */
const collectGarbage = runInNewContext('gc') as () => void;

/** Milliseconds until the signal aborts, collecting garbage every 20 ms meanwhile; null if it never does. */
function abortsAfter(signal: AbortSignal, waitMs: number): Promise<number | null> {
  const started = performance.now();
  return new Promise((resolve) => {
    const collecting = setInterval(collectGarbage, 20);
    const giveUp = setTimeout(() => {
      clearInterval(collecting);
      resolve(null);
    }, waitMs);
    signal.addEventListener(
      'abort',
      () => {
        clearInterval(collecting);
        clearTimeout(giveUp);
        resolve(performance.now() - started);
      },
      { once: true },
    );
  });
}

describe('deadlineSignal', () => {
  it('aborts at its time limit with a TimeoutError, though garbage is collected meanwhile', async () => {
    const parent = new AbortController();
    const signal = deadlineSignal(200, parent.signal);
    const ms = await abortsAfter(signal, 2_000);
    expect(ms).not.toBeNull();
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
    expect(parent.signal.aborted).toBe(false);
  });

  it('aborts with no parent too', async () => {
    const signal = deadlineSignal(100);
    expect(await abortsAfter(signal, 2_000)).not.toBeNull();
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts as soon as a parent does, with the parent’s reason', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const signal = deadlineSignal(60_000, first.signal, undefined, second.signal);
    setTimeout(() => second.abort(new Error('the caller gave up')), 30);
    expect(await abortsAfter(signal, 2_000)).not.toBeNull();
    expect((signal.reason as Error).message).toBe('the caller gave up');
  });

  it('is aborted at once when a parent already is', () => {
    const parent = new AbortController();
    parent.abort(new Error('already over'));
    const signal = deadlineSignal(60_000, parent.signal);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('already over');
  });
});
