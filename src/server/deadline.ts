/**
 * A signal that aborts after `ms` milliseconds with a TimeoutError, as AbortSignal.timeout does,
 * or as soon as one of `parents` aborts, with its reason.
 *
 * Why not `AbortSignal.any([parent, AbortSignal.timeout(ms)])`: in Node 20 the combined signal
 * holds its sources weakly, and a timeout signal's timer holds its signal weakly too. A timeout
 * that nothing else holds is collected at the next garbage collection, its timer is cleared with
 * it, and the combined signal never aborts for time: a limit that holds until the process
 * happens to collect garbage. Here the pending timer holds the signal until it fires or a parent
 * aborts first (the timer is then cleared). The timer does not keep the process alive.
 */
export function deadlineSignal(ms: number, ...parents: (AbortSignal | null | undefined)[]): AbortSignal {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The operation was aborted due to timeout', 'TimeoutError')),
    ms,
  );
  timer.unref();
  const others = parents.filter((signal): signal is AbortSignal => signal != null);
  if (others.length === 0) return controller.signal;
  const combined = AbortSignal.any([controller.signal, ...others]);
  if (combined.aborted) clearTimeout(timer);
  else combined.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return combined;
}
