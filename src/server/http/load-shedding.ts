import type { Context, MiddlewareHandler } from 'hono';
import { problemJson } from './problem';
import type { AppEnv } from './types';

export interface LoadSheddingOptions {
  /** Requests worked on at once; later ones wait in a queue. */
  maxConcurrent: number;
  /** Requests allowed to wait; one more is refused at once. */
  maxQueue: number;
  /** A request that waited this long for its turn is refused: its caller would rather retry. */
  maxQueueMs: number;
  /** New requests are refused while the event loop lags more than this (the process is saturated). */
  maxEventLoopLagMs: number;
}

/**
 * Sized for one process on a 10-connection pool: enough concurrency to keep the pool busy, a
 * queue that absorbs bursts, and a wait well under any client's timeout.
 */
export const DEFAULT_LOAD_SHEDDING: LoadSheddingOptions = {
  maxConcurrent: 32,
  maxQueue: 512,
  maxQueueMs: 500,
  maxEventLoopLagMs: 200,
};

export const SHED_RETRY_AFTER_SECONDS = 1;
export const SHED_MESSAGE = 'The service is busy. Please try again in a moment.';

/**
 * A counting gate with a bounded FIFO queue whose waiters give up after a deadline. Pure
 * bookkeeping (the clock and timers are the only outside world), so it is tested on its own.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: { admit: () => void; timer: ReturnType<typeof setTimeout> }[] = [];

  constructor(
    private readonly options: Pick<LoadSheddingOptions, 'maxConcurrent' | 'maxQueue' | 'maxQueueMs'>,
  ) {}

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves true when the caller may proceed (it must call release()), false when refused. */
  enter(): Promise<boolean> {
    if (this.active < this.options.maxConcurrent) {
      this.active++;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.options.maxQueue) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          resolve(false);
        }, this.options.maxQueueMs),
      };
      this.waiting.push(waiter);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) {
      // The slot passes straight to the next waiter: the count stays the same.
      clearTimeout(next.timer);
      next.admit();
      return;
    }
    this.active = Math.max(0, this.active - 1);
  }
}

/**
 * How late the event loop runs, as a moving average: a timer that should fire every
 * `intervalMs` measures how late it fires. One long tick (a big page parsed) moves the average
 * a little; only sustained saturation moves it far. Unref'd: it never keeps the process alive.
 */
export class EventLoopLag {
  private averageMs = 0;
  private expected: number;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly intervalMs = 50) {
    this.expected = performance.now() + intervalMs;
    this.timer = setInterval(() => this.tick(), intervalMs);
    this.timer.unref();
  }

  private tick() {
    const now = performance.now();
    const late = Math.max(0, now - this.expected);
    this.averageMs = this.averageMs * 0.7 + late * 0.3;
    this.expected = now + this.intervalMs;
  }

  get currentMs(): number {
    return this.averageMs;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export interface LoadShedder {
  middleware: MiddlewareHandler<AppEnv>;
  gate: ConcurrencyGate;
  lag: EventLoopLag;
  /** Requests refused since start. */
  shed(): number;
  stop(): void;
}

/**
 * Refuses work the process cannot finish in time, with 503 and Retry-After, instead of letting
 * requests pile up until clients time out: when the event loop lags, when the queue is full, or
 * when a request has waited too long for its turn. Paths in `exempt` (health checks, the live
 * event stream) always pass.
 */
export function createLoadShedder(
  options: LoadSheddingOptions = DEFAULT_LOAD_SHEDDING,
  exempt: RegExp[] = [],
): LoadShedder {
  const gate = new ConcurrencyGate(options);
  const lag = new EventLoopLag();
  let refused = 0;
  const refuse = (c: Context<AppEnv>) => {
    refused++;
    c.header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
    c.header('cache-control', 'no-store');
    return problemJson(c, 503, SHED_MESSAGE);
  };
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (exempt.some((re) => re.test(c.req.path))) return next();
    if (lag.currentMs > options.maxEventLoopLagMs) return refuse(c);
    if (!(await gate.enter())) return refuse(c);
    try {
      await next();
    } finally {
      gate.release();
    }
  };
  return { middleware, gate, lag, shed: () => refused, stop: () => lag.stop() };
}
