import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { record } from '../hardening/report/record';
import { createLogger } from '../logger';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import {
  AdaptiveLimit,
  ConcurrencyGate,
  createLoadShedder,
  type LoadSheddingOptions,
  refusesForLag,
  SHED_MESSAGE,
} from './load-shedding';

/**
 * A limit that never moves (a target no request reaches) and a queue that never counts as
 * standing, for tests of the gate itself.
 */
const STEADY = { minConcurrent: 1, targetServiceMs: 1e9, standingQueueMs: 1e9, standingQueueWaitMs: 1e9 };

describe('the adaptive limit', () => {
  const clock = () => {
    let now = 0;
    return { now: () => now, advance: (ms: number) => (now += ms) };
  };
  const window = (limit: AdaptiveLimit, time: ReturnType<typeof clock>, ms: number, queued: boolean) => {
    time.advance(500);
    if (queued) limit.notePressure();
    for (let i = 0; i < 10; i++) limit.record(ms);
  };
  const options = { maxConcurrent: 24, minConcurrent: 2, targetServiceMs: 250 };

  it('narrows while requests queue and are slow, down to its minimum, and widens back', () => {
    const time = clock();
    const limit = new AdaptiveLimit(options, time.now);
    expect(limit.current).toBe(24);
    window(limit, time, 900, true);
    expect(limit.current).toBe(16);
    for (let i = 0; i < 10; i++) window(limit, time, 900, true);
    expect(limit.current).toBe(2);
    let windows = 0;
    while (limit.current < 24) {
      window(limit, time, 20, true);
      windows++;
    }
    // Back to full width within 6 s of quick answers.
    expect(windows).toBeLessThanOrEqual(12);
  });

  it('stays wide when answers are slow but nothing queues (the slowness is not ours)', () => {
    const time = clock();
    const limit = new AdaptiveLimit(options, time.now);
    for (let i = 0; i < 10; i++) window(limit, time, 2_000, false);
    expect(limit.current).toBe(24);
  });

  it('waits for a whole window and a few samples before it moves', () => {
    const time = clock();
    const limit = new AdaptiveLimit({ maxConcurrent: 10, minConcurrent: 1, targetServiceMs: 100 }, time.now);
    limit.notePressure();
    time.advance(100);
    for (let i = 0; i < 50; i++) limit.record(5_000);
    expect(limit.current).toBe(10);
    time.advance(500);
    limit.record(5_000);
    expect(limit.current).toBe(7);
  });
});

describe('the concurrency gate', () => {
  it('lets in no one new while more are running than a narrowed limit allows', async () => {
    let now = 0;
    const gate = new ConcurrencyGate(
      { ...STEADY, maxConcurrent: 6, targetServiceMs: 100, maxQueue: 10, maxQueueMs: 10_000 },
      () => now,
    );
    for (let i = 0; i < 6; i++) expect(await gate.enter()).toBe(true);
    let admitted = 0;
    const waiting = Array.from({ length: 3 }, () => gate.enter().then((ok) => ok && admitted++));
    now += 600;
    // The waiters pressed on the limit; slow answers now narrow it.
    for (let i = 0; i < 5; i++) gate.limit.record(1_000);
    expect(gate.limit.current).toBe(4);
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    gate.release();
    gate.release();
    await settle();
    expect([gate.inFlight, admitted]).toEqual([4, 0]);
    gate.release();
    await settle();
    expect([gate.inFlight, admitted]).toEqual([4, 1]);
    while (gate.inFlight > 0) gate.release();
    await Promise.all(waiting);
    expect(admitted).toBe(3);
  });

  it('admits up to its limit, queues up to its queue, refuses the rest', async () => {
    const gate = new ConcurrencyGate({ ...STEADY, maxConcurrent: 2, maxQueue: 1, maxQueueMs: 10_000 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const waiting = gate.enter();
    expect(gate.queued).toBe(1);
    expect(await gate.enter()).toBe(false);
    gate.release();
    expect(await waiting).toBe(true);
    expect(gate.inFlight).toBe(2);
    gate.release();
    gate.release();
    expect(gate.inFlight).toBe(0);
  });

  it('refuses a waiter whose deadline passed, and hands slots on in arrival order', async () => {
    const gate = new ConcurrencyGate({ ...STEADY, maxConcurrent: 1, maxQueue: 5, maxQueueMs: 50 });
    await gate.enter();
    expect(await gate.enter()).toBe(false);
    expect(gate.queued).toBe(0);

    const order: number[] = [];
    const first = gate.enter().then((ok) => ok && order.push(1));
    const second = gate.enter().then((ok) => ok && order.push(2));
    gate.release();
    await first;
    gate.release();
    await second;
    expect(order).toEqual([1, 2]);
  });

  it('gives a queue that stopped emptying the short wait, and a queue that emptied the long one', async () => {
    let now = 0;
    const gate = new ConcurrencyGate(
      {
        ...STEADY,
        maxConcurrent: 1,
        maxQueue: 10,
        maxQueueMs: 5_000,
        standingQueueMs: 100,
        standingQueueWaitMs: 20,
      },
      () => now,
    );
    expect(await gate.enter()).toBe(true);
    // A burst: the queue has just formed, so its first waiter may wait the long deadline.
    const early = gate.enter();
    now = 150;
    // The queue has not emptied for 150 ms: a newcomer is refused after the short wait.
    const started = performance.now();
    expect(await gate.enter()).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
    // The early waiter still holds its place and is let in when the slot frees.
    gate.release();
    expect(await early).toBe(true);
    gate.release();
    // Emptied: the next queue starts as a burst again, with the long deadline.
    expect(await gate.enter()).toBe(true);
    now = 400;
    let settled = false;
    const burst = gate.enter().then((ok) => {
      settled = true;
      return ok;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    gate.release();
    expect(await burst).toBe(true);
    gate.release();
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 30; i++) await insertBrand(t.database.db, { name: `Shed Brand ${i}` });
});
afterAll(async () => t.close());

const appWith = (loadShedding: LoadSheddingOptions) =>
  createApp({
    webDistDir: t.webDistDir,
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: createLogger('silent'),
    mailer: t.mailbox,
    loadShedding,
  });

const tally = (statuses: number[]) =>
  Object.entries(
    statuses.reduce<Record<number, number>>((acc, s) => {
      acc[s] = (acc[s] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

describe('load shedding in the app', () => {
  it('answers a burst beyond its capacity with 503 and Retry-After, then serves again', async ({ task }) => {
    const app = appWith({
      ...STEADY,
      maxConcurrent: 2,
      maxQueue: 2,
      maxQueueMs: 2_000,
      maxEventLoopLagMs: 60_000,
    });
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => app.request(`/api/brands?search=shed&limit=50&sort=alpha&x=${i}`)),
    );
    const ms = performance.now() - started;
    const statuses = burst.map((r) => r.status);
    const shed = burst.filter((r) => r.status === 503);
    record(task, {
      thrown: '40 list requests at once (2 slots, queue of 2)',
      expected: '4×200, 36×503 with Retry-After',
      got: tally(statuses),
      ms,
    });
    expect(statuses.filter((s) => s === 200)).toHaveLength(4);
    expect(shed).toHaveLength(36);
    for (const res of shed) {
      expect(res.headers.get('retry-after')).toBe('1');
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect((await res.json()).detail).toBe(SHED_MESSAGE);
    }
    const health = await app.request('/api/health');
    const after = await app.request('/api/brands?search=shed');
    record(task, {
      thrown: 'one list request after the burst',
      expected: '200',
      got: String(after.status),
    });
    expect(health.status).toBe(200);
    expect(after.status).toBe(200);
  });

  it('serves a lone request while the event loop lags: lag alone refuses no one', async ({ task }) => {
    const app = appWith({
      ...STEADY,
      minConcurrent: 4,
      maxConcurrent: 100,
      maxQueue: 100,
      maxQueueMs: 1_000,
      maxEventLoopLagMs: 40,
    });
    expect((await app.request('/api/brands')).status).toBe(200);
    await saturateEventLoop();
    const during = await app.request('/api/brands');
    record(task, {
      thrown: 'event loop blocked 8 × 120 ms, then one request with nothing in flight',
      expected: '200 (a busy machine is not a busy service)',
      got: String(during.status),
    });
    expect(during.status).toBe(200);
  });

  it('sheds while the event loop lags under load, tells health so, and recovers', async ({ task }) => {
    const shedder = createLoadShedder({
      ...STEADY,
      minConcurrent: 2,
      maxConcurrent: 100,
      maxQueue: 100,
      maxQueueMs: 1_000,
      maxEventLoopLagMs: 40,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = new Hono();
    app.use('*', shedder.middleware);
    app.get('/hold', async (c) => {
      await held;
      return c.text('done');
    });
    app.get('/', (c) => c.text('ok'));
    const holding = [app.request('/hold'), app.request('/hold')];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(shedder.gate.inFlight).toBe(2);
    await saturateEventLoop();
    const during = await app.request('/');
    const statusDuring = shedder.status();
    release();
    await Promise.all(holding);
    const started = performance.now();
    let after = during.status;
    while (after !== 200 && performance.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      after = (await app.request('/')).status;
    }
    const recoveredMs = performance.now() - started;
    shedder.stop();
    record(task, {
      thrown: 'event loop blocked 8 × 120 ms with 2 requests in flight (minimum concurrency 2)',
      expected: '503 during, health reports shedding, 200 within 10 s',
      got: `${during.status} during (shedding ${statusDuring.shedding}, lag ${statusDuring.lagMs} ms), ${after} after ${Math.round(recoveredMs)} ms`,
      ms: recoveredMs,
    });
    expect(during.status).toBe(503);
    expect(statusDuring.shedding).toBe(true);
    expect(after).toBe(200);
    expect(recoveredMs).toBeLessThan(10_000);
  });
});

describe('refusing for lag', () => {
  const options = { maxEventLoopLagMs: 200, minConcurrent: 8 };

  it('needs both a lagging loop and at least the minimum concurrency in flight', () => {
    expect(refusesForLag(500, 0, options)).toBe(false);
    expect(refusesForLag(500, 7, options)).toBe(false);
    expect(refusesForLag(500, 8, options)).toBe(true);
    expect(refusesForLag(150, 50, options)).toBe(false);
  });
});

/** 8 × 120 ms of work with only a moment between for timers: the loop is saturated. */
async function saturateEventLoop() {
  for (let i = 0; i < 8; i++) {
    const until = performance.now() + 120;
    while (performance.now() < until) {
      // busy
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
