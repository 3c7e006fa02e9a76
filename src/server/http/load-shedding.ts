import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import type { Logger } from '../logger';
import { problemJson } from './problem';
import type { AppEnv } from './types';

export interface LoadSheddingOptions {
  /** Requests worked on at once, at most; later ones wait in a queue. */
  maxConcurrent: number;
  /** The fewest the adaptive limit narrows to. */
  minConcurrent: number;
  /** When the 90th percentile of the time requests take passes this, fewer are let in at once. */
  targetServiceMs: number;
  /** Requests allowed to wait; one more is refused at once. */
  maxQueue: number;
  /** A request that waited this long for its turn is refused: its caller would rather retry. */
  maxQueueMs: number;
  /**
   * A queue that has not emptied for this long is standing (more arrives than can be served):
   * a request that joins it then waits `standingQueueWaitMs` at most.
   */
  standingQueueMs: number;
  /** The wait allowed behind a standing queue: long enough for a place to free, no longer. */
  standingQueueWaitMs: number;
  /**
   * New requests are refused while the smoothed event-loop lag is over this (the process is
   * saturated) and at least `minConcurrent` requests are already in flight.
   */
  maxEventLoopLagMs: number;
}

/**
 * For one process on a 10-connection pool: enough concurrency to keep the pool busy when the
 * database is quick, narrowing when it is slow so that work waits here (and is refused after
 * half a second) rather than piling up in front of the database until clients time out.
 */
export const DEFAULT_LOAD_SHEDDING: LoadSheddingOptions = {
  maxConcurrent: 24,
  minConcurrent: 8,
  targetServiceMs: 500,
  maxQueue: 512,
  maxQueueMs: 500,
  standingQueueMs: 100,
  standingQueueWaitMs: 10,
  maxEventLoopLagMs: 200,
};

export const SHED_RETRY_AFTER_SECONDS = 1;
export const SHED_MESSAGE = 'The service is busy. Please try again in a moment.';
const WINDOW_MS = 500;

/**
 * How many requests may run at once, adjusted every half second from how long they took. While
 * requests had to wait for a place and the 90th percentile of their time was over the target, the
 * limit is narrowed by 30%; otherwise it is widened by 25%, up to its maximum (the additive-increase,
 * multiplicative-decrease of congestion control). Slow answers without a queue leave it wide:
 * narrowing helps only when our own concurrency is what makes the database slow.
 */
export class AdaptiveLimit {
  current: number;
  private samples: number[] = [];
  private windowStart: number;
  private pressed = false;

  constructor(
    private readonly options: Pick<
      LoadSheddingOptions,
      'maxConcurrent' | 'minConcurrent' | 'targetServiceMs'
    >,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.current = options.maxConcurrent;
    this.windowStart = now();
  }

  /** A request found every place taken and had to wait. */
  notePressure(): void {
    this.pressed = true;
  }

  record(serviceMs: number): void {
    this.samples.push(serviceMs);
    const now = this.now();
    if (now - this.windowStart < WINDOW_MS || this.samples.length < 5) return;
    const sorted = this.samples.sort((a, b) => a - b);
    const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? 0;
    const { minConcurrent, maxConcurrent, targetServiceMs } = this.options;
    if (this.pressed && p90 > targetServiceMs) {
      this.current = Math.max(minConcurrent, Math.floor(this.current * 0.7));
    } else {
      this.current = Math.min(maxConcurrent, this.current + Math.max(1, Math.ceil(this.current * 0.25)));
    }
    this.samples = [];
    this.pressed = false;
    this.windowStart = now;
  }
}

/**
 * A counting gate with a bounded FIFO queue whose waiters give up after a deadline, letting in
 * as many at once as its adaptive limit allows. A brief queue (a burst) gets the long deadline;
 * a standing one (the queue has not emptied for a while: sustained overload) the short one, so
 * that what cannot be served is refused at once instead of every request waiting out the long
 * deadline first (the idea of CoDel). Pure bookkeeping (the clock and timers are the only
 * outside world), so it is tested on its own.
 */
export class ConcurrencyGate {
  private active = 0;
  private readonly waiting: { admit: () => void; timer: ReturnType<typeof setTimeout> }[] = [];
  /** When the queue was last seen empty. */
  private emptyAt: number;
  readonly limit: AdaptiveLimit;

  constructor(
    private readonly options: Pick<
      LoadSheddingOptions,
      | 'maxConcurrent'
      | 'minConcurrent'
      | 'targetServiceMs'
      | 'maxQueue'
      | 'maxQueueMs'
      | 'standingQueueMs'
      | 'standingQueueWaitMs'
    >,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.limit = new AdaptiveLimit(options, now);
    this.emptyAt = now();
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Resolves true when the caller may proceed (it must call release()), false when refused. */
  enter(): Promise<boolean> {
    const now = this.now();
    if (this.waiting.length === 0) this.emptyAt = now;
    if (this.active < this.limit.current && this.waiting.length === 0) {
      this.active++;
      return Promise.resolve(true);
    }
    this.limit.notePressure();
    if (this.waiting.length >= this.options.maxQueue) return Promise.resolve(false);
    const standing = this.waiting.length > 0 && now - this.emptyAt > this.options.standingQueueMs;
    const deadlineMs = standing ? this.options.standingQueueWaitMs : this.options.maxQueueMs;
    return new Promise((resolve) => {
      const waiter = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          if (this.waiting.length === 0) this.emptyAt = this.now();
          resolve(false);
        }, deadlineMs),
      };
      this.waiting.push(waiter);
    });
  }

  /** Ends one admitted request; `serviceMs`, how long it took, steers the limit. */
  release(serviceMs?: number): void {
    if (serviceMs !== undefined) this.limit.record(serviceMs);
    this.active = Math.max(0, this.active - 1);
    while (this.active < this.limit.current) {
      const next = this.waiting.shift();
      if (!next) break;
      clearTimeout(next.timer);
      this.active++;
      next.admit();
    }
    if (this.waiting.length === 0) this.emptyAt = this.now();
  }
}

/**
 * How late the event loop runs, smoothed: Node's event-loop delay histogram (a timer every
 * `RESOLUTION_MS`, each interval recorded) is read every `windowMs`; the mean lateness of the
 * window's ticks feeds a moving average. One long tick (a big page parsed, the process paused by
 * a busy neighbour) moves a window's mean a little; only sustained saturation moves the average
 * far. Unref'd: it never keeps the process alive.
 */
export class EventLoopLag {
  private static readonly RESOLUTION_MS = 10;
  private readonly histogram = monitorEventLoopDelay({ resolution: EventLoopLag.RESOLUTION_MS });
  private averageMs = 0;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly windowMs = 250) {
    this.histogram.enable();
    this.timer = setInterval(() => this.sample(), windowMs);
    this.timer.unref();
  }

  private sample() {
    const count = this.histogram.count;
    const meanMs = count > 0 ? this.histogram.mean / 1e6 : this.windowMs;
    this.histogram.reset();
    const lateMs = Math.max(0, meanMs - EventLoopLag.RESOLUTION_MS);
    this.averageMs = this.averageMs * 0.5 + lateMs * 0.5;
  }

  get currentMs(): number {
    return this.averageMs;
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

/**
 * Lag alone never refuses a request while fewer than the minimum concurrency are in flight: on a
 * shared or busy machine a lone user would otherwise be told the service is busy when it is not.
 */
export function refusesForLag(
  lagMs: number,
  inFlight: number,
  options: Pick<LoadSheddingOptions, 'maxEventLoopLagMs' | 'minConcurrent'>,
): boolean {
  return lagMs > options.maxEventLoopLagMs && inFlight >= options.minConcurrent;
}

/** What /api/health says of the load: shedding is true while requests were refused lately. */
export interface LoadStatus {
  shedding: boolean;
  inFlight: number;
  queued: number;
  limit: number;
  lagMs: number;
  /** Requests refused since start. */
  refused: number;
}

/** Refusals within this long of now count as shedding in the health answer. */
const SHEDDING_REPORT_MS = 5_000;

export interface LoadShedder {
  middleware: MiddlewareHandler<AppEnv>;
  gate: ConcurrencyGate;
  lag: EventLoopLag;
  /** Requests refused since start. */
  shed(): number;
  status(): LoadStatus;
  stop(): void;
}

/**
 * Refuses work the process cannot finish in time, with 503 and Retry-After, instead of letting
 * requests pile up until clients time out: when the event loop lags under load (refusesForLag),
 * when the queue is full, or when a request has waited too long for its turn. Requests are
 * counted from when their body has been read (http/body-limits.ts runs first). Paths in `exempt` (health checks, the live
 * event stream) always pass.
 */
export function createLoadShedder(
  options: LoadSheddingOptions = DEFAULT_LOAD_SHEDDING,
  exempt: RegExp[] = [],
  logger?: Logger,
): LoadShedder {
  const gate = new ConcurrencyGate(options);
  const lag = new EventLoopLag();
  let refused = 0;
  let reported = 0;
  let reportedAt = 0;
  let lastRefusedAt = Number.NEGATIVE_INFINITY;
  const refuse = (c: Context<AppEnv>, reason: 'lag' | 'queue') => {
    refused++;
    lastRefusedAt = performance.now();
    // One line at most every 10 s while shedding, for whoever watches the logs.
    const now = Date.now();
    if (logger && now - reportedAt >= 10_000) {
      logger.warn(
        {
          refused: refused - reported,
          reason,
          lagMs: Math.round(lag.currentMs),
          inFlight: gate.inFlight,
          limit: gate.limit.current,
          queued: gate.queued,
        },
        'shedding load',
      );
      reported = refused;
      reportedAt = now;
    }
    c.header('retry-after', String(SHED_RETRY_AFTER_SECONDS));
    c.header('cache-control', 'no-store');
    return problemJson(c, 503, SHED_MESSAGE);
  };
  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (exempt.some((re) => re.test(c.req.path))) return next();
    if (refusesForLag(lag.currentMs, gate.inFlight, options)) return refuse(c, 'lag');
    if (!(await gate.enter())) return refuse(c, 'queue');
    const admitted = performance.now();
    try {
      await next();
    } finally {
      gate.release(performance.now() - admitted);
    }
  };
  const status = (): LoadStatus => ({
    shedding: performance.now() - lastRefusedAt < SHEDDING_REPORT_MS,
    inFlight: gate.inFlight,
    queued: gate.queued,
    limit: gate.limit.current,
    lagMs: Math.round(lag.currentMs * 10) / 10,
    refused,
  });
  return { middleware, gate, lag, shed: () => refused, status, stop: () => lag.stop() };
}
