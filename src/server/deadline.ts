/**
 * A time limit on a piece of work: its signal aborts after `ms` milliseconds with a TimeoutError,
 * as AbortSignal.timeout does, or as soon as one of `parents` aborts, with its reason. `end()`,
 * called when the work is over, clears the timer and aborts whatever still listens (a request
 * the work started and left behind), so nothing waits for the limit to fire.
 *
 * Why not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: in Node 20 the combined signal
 * holds its sources weakly, and a timeout signal's timer holds its signal weakly too. A timeout
 * that nothing else holds is collected at the next garbage collection, its timer is cleared with
 * it, and the combined signal never aborts for time: a limit that holds until the process
 * happens to collect garbage. Here the pending timer holds the signal until it fires, a parent
 * aborts first or the work ends (the timer is then cleared). The timer does not keep the process
 * alive.
 */
export interface Deadline {
  readonly signal: AbortSignal;
  /** The work is over: clears the timer and aborts the signal if nothing else has. */
  end(): void;
}

export function startDeadline(ms: number, ...parents: (AbortSignal | null | undefined)[]): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  );
  timer.unref();
  const end = () => {
    clearTimeout(timer);
    controller.abort(new DOMException('The work this limit bounded has ended', 'AbortError'));
  };
  const others = parents.filter((signal): signal is AbortSignal => signal != null);
  if (others.length === 0) return { signal: controller.signal, end };
  const combined = AbortSignal.any([controller.signal, ...others]);
  if (combined.aborted) clearTimeout(timer);
  else combined.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return { signal: combined, end };
}

/** Runs `work` under a time limit that ends with it, whether it succeeds or fails. */
export async function withDeadline<T>(
  ms: number,
  parent: AbortSignal | null | undefined,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const deadline = startDeadline(ms, parent);
  try {
    return await work(deadline.signal);
  } finally {
    deadline.end();
  }
}
