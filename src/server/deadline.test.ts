import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { startDeadline, withDeadline } from './deadline';

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

describe('startDeadline', () => {
  it('aborts at its time limit with a TimeoutError, though garbage is collected meanwhile', async () => {
    const parent = new AbortController();
    const { signal } = startDeadline(200, parent.signal);
    const ms = await abortsAfter(signal, 2_000);
    expect(ms).not.toBeNull();
    expect(ms).toBeGreaterThanOrEqual(190);
    expect(signal.reason).toBeInstanceOf(DOMException);
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
    expect(parent.signal.aborted).toBe(false);
  });

  it('aborts with no parent too', async () => {
    const { signal } = startDeadline(100);
    expect(await abortsAfter(signal, 2_000)).not.toBeNull();
    expect((signal.reason as DOMException).name).toBe('TimeoutError');
  });

  it('aborts as soon as a parent does, with the parent’s reason', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const { signal } = startDeadline(60_000, first.signal, undefined, second.signal);
    setTimeout(() => second.abort(new Error('the caller gave up')), 30);
    expect(await abortsAfter(signal, 2_000)).not.toBeNull();
    expect((signal.reason as Error).message).toBe('the caller gave up');
  });

  it('is aborted at once when a parent already is', () => {
    const parent = new AbortController();
    parent.abort(new Error('already over'));
    const { signal } = startDeadline(60_000, parent.signal);
    expect(signal.aborted).toBe(true);
    expect((signal.reason as Error).message).toBe('already over');
  });

  it('ends with its work: the signal aborts at once and the timer no longer fires', async () => {
    const parent = new AbortController();
    const deadline = startDeadline(100, parent.signal);
    const reasons: unknown[] = [];
    deadline.signal.addEventListener('abort', () => reasons.push(deadline.signal.reason));
    deadline.end();
    expect(deadline.signal.aborted).toBe(true);
    expect((deadline.signal.reason as DOMException).name).toBe('AbortError');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reasons).toHaveLength(1);
    expect(parent.signal.aborted).toBe(false);
  });

  it('ended, leaves no timer behind', () => {
    vi.useFakeTimers();
    try {
      const parent = new AbortController();
      const deadlines = Array.from({ length: 50 }, (_, i) =>
        i % 2 ? startDeadline(60_000) : startDeadline(60_000, parent.signal),
      );
      expect(vi.getTimerCount()).toBe(50);
      for (const deadline of deadlines) deadline.end();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('withDeadline', () => {
  it('hands the work a live signal and ends the limit when the work succeeds', async () => {
    let seen: AbortSignal | null = null;
    const answer = await withDeadline(60_000, null, async (signal) => {
      seen = signal;
      expect(signal.aborted).toBe(false);
      return 42;
    });
    expect(answer).toBe(42);
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
  });

  it('ends the limit when the work fails, and passes the failure on', async () => {
    let seen: AbortSignal | null = null;
    await expect(
      withDeadline(60_000, null, async (signal) => {
        seen = signal;
        throw new Error('the site answered 500');
      }),
    ).rejects.toThrow('the site answered 500');
    expect((seen as AbortSignal | null)?.aborted).toBe(true);
  });

  it('still aborts the work at its limit', async () => {
    const outcome = await withDeadline(50, null, (signal) => abortsAfter(signal, 2_000));
    expect(outcome).not.toBeNull();
  });
});
