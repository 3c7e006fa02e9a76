/**
 * Work that several callers may ask for at once, done once per key: the first caller starts it
 * and the others join it while it runs. Each caller waits only as long as its own signal allows.
 * The work's own signal aborts when every caller waiting for it has given up, so nothing runs
 * for nobody; a caller without a signal never gives up.
 */
export interface JoinedWork<T> {
  run(key: string, work: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** How many keys have work running (tests). */
  readonly running: number;
}

interface Run<T> {
  result: Promise<T>;
  controller: AbortController;
  waiting: number;
}

export function joinedWork<T>(): JoinedWork<T> {
  const runs = new Map<string, Run<T>>();

  function start(key: string, work: (signal: AbortSignal) => Promise<T>): Run<T> {
    const controller = new AbortController();
    let result: Promise<T>;
    try {
      result = work(controller.signal);
    } catch (error) {
      result = Promise.reject(error);
    }
    const run: Run<T> = { result, controller, waiting: 0 };
    const forget = () => {
      if (runs.get(key) === run) runs.delete(key);
    };
    run.result.then(forget, forget);
    runs.set(key, run);
    return run;
  }

  return {
    run(key, work, signal) {
      if (signal?.aborted) return Promise.reject(signal.reason);
      const run = runs.get(key) ?? start(key, work);
      run.waiting++;
      return new Promise<T>((resolve, reject) => {
        let done = false;
        const settle = (finish: () => void) => {
          if (done) return;
          done = true;
          signal?.removeEventListener('abort', onAbort);
          run.waiting--;
          finish();
        };
        const onAbort = () =>
          settle(() => {
            if (run.waiting === 0) {
              // The last caller gave up: the work stops, and a new caller starts it afresh.
              if (runs.get(key) === run) runs.delete(key);
              run.controller.abort(signal?.reason);
            }
            reject(signal?.reason);
          });
        signal?.addEventListener('abort', onAbort, { once: true });
        run.result.then(
          (value) => settle(() => resolve(value)),
          (error: unknown) => settle(() => reject(error)),
        );
      });
    },
    get running() {
      return runs.size;
    },
  };
}
