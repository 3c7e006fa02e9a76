import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { AppEnv } from '../http/types';
import { createLogger } from '../logger';
import { insertBrand } from '../test/brand-factory';
import { serveOnLoopback } from '../test/fixture-server';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { createLocalEventBus, type EventBus } from './event-bus';
import { eventRoutes, MAX_QUEUED_EVENTS, TOO_MANY_STREAMS_MESSAGE } from './routes';
import { STREAMS_PER_CLIENT, StreamSlots } from './stream-slots';

let t: TestApp;
let bus: EventBus;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp();
  bus = createLocalEventBus();
  app = createApp({
    webDistDir: t.webDistDir,
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: createLogger('silent'),
    mailer: t.mailbox,
    events: bus,
  });
});
afterAll(async () => t.close());

async function readEvents(res: Response, count: number): Promise<string[]> {
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let text = '';
  const events: string[] = [];
  while (events.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const blocks = text.split('\n\n');
    text = blocks.pop() ?? '';
    events.push(...blocks.filter(Boolean));
  }
  await reader.cancel();
  return events;
}

describe('GET /api/events', () => {
  it('streams live changes of one brand as Server-Sent Events, uncompressed', async () => {
    const controller = new AbortController();
    const res = await app.request('/api/events?brand=nike', {
      signal: controller.signal,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const received = readEvents(res, 2);
    await new Promise((r) => setTimeout(r, 50));
    await bus.publish({ type: 'brand.changed', brandId: 'b1', slug: 'adidas' });
    await bus.publish({
      type: 'analysis.progress',
      brandId: 'b2',
      slug: 'nike',
      progress: 60,
      stage: 'identity',
      status: 'analyzing',
    });
    const events = await received;
    controller.abort();
    expect(events[0]).toContain('event: ready');
    expect(events[1]).toContain('event: analysis.progress');
    expect(events[1]).toContain('"progress":60');
    expect(events.join('\n')).not.toContain('adidas');
  });
});

describe('live events about a brand not listed yet', () => {
  it('reach its creator and admins, and no other stream', async () => {
    const creator = await signInAs(t, 'creator@example.com');
    const other = await signInAs(t, 'other@example.com');
    const admin = await signInAs(t, 'events-admin@example.com', 'admin');
    const me = await app.request('/api/account', { headers: { cookie: creator } });
    const { id } = (await me.json()) as { id: string };
    const hidden = await insertBrand(t.database.db, {
      name: 'Nightjar',
      slug: 'nightjar',
      listed: false,
      createdBy: id,
    });
    const shown = await insertBrand(t.database.db, { name: 'Lark', slug: 'lark' });

    const streams = new Map<string, { controller: AbortController; received: Promise<string[]> }>();
    for (const [who, cookie] of [
      ['visitor', ''],
      ['other', other],
      ['creator', creator],
      ['admin', admin],
    ]) {
      const controller = new AbortController();
      const res = await app.request('/api/events', {
        signal: controller.signal,
        headers: cookie ? { cookie } : {},
      });
      streams.set(who ?? '', { controller, received: readEvents(res, 3) });
    }
    await new Promise((r) => setTimeout(r, 50));
    await bus.publish({ type: 'brand.created', brandId: hidden.id, slug: 'nightjar' });
    await bus.publish({ type: 'brand.changed', brandId: shown.id, slug: 'lark' });
    await bus.publish({ type: 'brand.changed', brandId: shown.id, slug: 'lark' });

    const seen = async (who: string) => {
      const stream = streams.get(who);
      const events = (await stream?.received) ?? [];
      stream?.controller.abort();
      return events.join('\n');
    };
    for (const who of ['visitor', 'other']) {
      const text = await seen(who);
      expect(text, who).toContain('"slug":"lark"');
      expect(text, who).not.toContain('nightjar');
    }
    for (const who of ['creator', 'admin']) expect(await seen(who), who).toContain('"slug":"nightjar"');
  });
});

/**
 * Reads a real HTTP response as it arrives. `until(text)` resolves once the text received so far
 * contains `text`, and rejects if the stream has not delivered it within `ms` while still open:
 * an event held in a buffer (a compressor's or a proxy's) until the stream ends fails here.
 */
function watchStream(res: http.IncomingMessage) {
  let text = '';
  let ended = false;
  const waiters = new Set<() => void>();
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    text += chunk;
    for (const check of waiters) check();
  });
  res.on('end', () => {
    ended = true;
    for (const check of waiters) check();
  });
  return {
    until(needle: string, ms = 5_000): Promise<void> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`'${needle}' not delivered within ${ms} ms while the stream was open`));
        }, ms);
        const check = () => {
          if (text.includes(needle)) {
            clearTimeout(timer);
            waiters.delete(check);
            resolve();
          } else if (ended) {
            clearTimeout(timer);
            waiters.delete(check);
            reject(new Error(`the stream ended before '${needle}'`));
          }
        };
        waiters.add(check);
        check();
      });
    },
  };
}

describe('GET /api/events over a real socket', () => {
  it('delivers each event as it happens, even to a client that accepts compression', async () => {
    const server = await serveOnLoopback(getRequestListener(app.fetch));
    const request = http.get(`${server.origin}/api/events?brand=puma`, {
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    });
    try {
      const res = await new Promise<http.IncomingMessage>((resolve, reject) => {
        request.once('response', resolve);
        request.once('error', reject);
      });
      expect(res.headers['content-type']).toContain('text/event-stream');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toContain('no-cache');
      // Proxies such as nginx are told not to hold the stream back.
      expect(res.headers['x-accel-buffering']).toBe('no');
      const stream = watchStream(res);
      await stream.until('event: ready');
      for (const progress of [60, 85]) {
        await bus.publish({
          type: 'analysis.progress',
          brandId: 'b3',
          slug: 'puma',
          progress,
          stage: 'identity',
          status: 'analyzing',
        });
        await stream.until(`"progress":${progress}`);
      }
    } finally {
      request.destroy();
      await server.close();
    }
  });
});

/** A request as if it came over a socket from `address` (the server's adapter passes the socket so). */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe('GET /api/events limits', () => {
  it('refuses a client past its share of open streams, not its neighbours, and frees a place on close', async () => {
    const controllers: AbortController[] = [];
    const open = (address: string) => {
      const controller = new AbortController();
      controllers.push(controller);
      return app.request('/api/events', { signal: controller.signal }, from(address));
    };
    try {
      const mine = await Promise.all(Array.from({ length: STREAMS_PER_CLIENT }, () => open('203.0.113.5')));
      expect(mine.map((r) => r.status)).toEqual(mine.map(() => 200));
      const over = await open('203.0.113.5');
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBe('30');
      expect(((await over.json()) as { detail: string }).detail).toBe(TOO_MANY_STREAMS_MESSAGE);
      expect((await open('203.0.113.6')).status).toBe(200);

      await mine[0]?.body?.cancel();
      let again = 0;
      for (let i = 0; i < 50 && again !== 200; i++) {
        await new Promise((r) => setTimeout(r, 10));
        again = (await open('203.0.113.5')).status;
      }
      expect(again).toBe(200);
    } finally {
      for (const controller of controllers) controller.abort();
    }
  });

  it('ends the stream of a client that stops reading, instead of queueing for it without end', async () => {
    const res = await app.request('/api/events?brand=stalled', {}, from('203.0.113.7'));
    const reader = res.body?.getReader();
    if (!reader) throw new Error('no body');
    await reader.read();
    // The client reads nothing more while far more events arrive than are kept for it.
    for (let i = 0; i < MAX_QUEUED_EVENTS * 2; i++)
      await bus.publish({ type: 'brand.changed', brandId: 'b1', slug: 'stalled' });
    const decoder = new TextDecoder();
    let received = '';
    const ended = await Promise.race([
      (async () => {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return true;
          received += decoder.decode(value, { stream: true });
        }
      })(),
      new Promise<false>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    expect(ended).toBe(true);
    expect(received.split('event: brand.changed').length - 1).toBeLessThan(MAX_QUEUED_EVENTS * 2);
  });
});

/** A bus that counts the listeners it holds, to see that every stream gives its own back. */
function countingBus(inner: EventBus) {
  let listeners = 0;
  const bus: EventBus = {
    publish: (event) => inner.publish(event),
    subscribe(listener) {
      listeners++;
      const unsubscribe = inner.subscribe(listener);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        listeners--;
        unsubscribe();
      };
    },
    close: () => inner.close(),
  };
  return { bus, listeners: () => listeners };
}

async function waitFor(condition: () => boolean, ms = 2_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
}

describe('HEAD /api/events', () => {
  it('answers every HEAD past the per-address share, and a GET from that address still opens a stream', async () => {
    const heads = await Promise.all(
      Array.from({ length: STREAMS_PER_CLIENT + 5 }, () =>
        app.request('/api/events', { method: 'HEAD' }, from('203.0.113.20')),
      ),
    );
    expect(heads.map((r) => r.status)).toEqual(heads.map(() => 200));
    for (const head of heads) {
      expect(head.headers.get('content-type')).toContain('text/event-stream');
      expect(head.body).toBeNull();
    }
    const controller = new AbortController();
    try {
      const res = await app.request('/api/events', { signal: controller.signal }, from('203.0.113.20'));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      expect((await readEvents(res, 1))[0]).toContain('event: ready');
    } finally {
      controller.abort();
    }
  });

  it('holds no stream place or subscription, and a stream whose body is cancelled gives both back', async () => {
    const slots = new StreamSlots();
    const counted = countingBus(createLocalEventBus());
    const events = new Hono<AppEnv>();
    events.use('*', async (c, next) => {
      c.set('clientAddress', '203.0.113.21');
      await next();
    });
    events.route(
      '/api',
      eventRoutes(counted.bus, async () => true, slots),
    );

    for (let i = 0; i < STREAMS_PER_CLIENT + 5; i++) {
      expect((await events.request('/api/events', { method: 'HEAD' })).status).toBe(200);
    }
    expect(slots.total).toBe(0);
    expect(counted.listeners()).toBe(0);

    const res = await events.request('/api/events');
    expect(res.status).toBe(200);
    expect(slots.total).toBe(1);
    expect(counted.listeners()).toBe(1);
    await res.body?.cancel();
    await waitFor(() => slots.total === 0 && counted.listeners() === 0);
    expect(slots.total).toBe(0);
    expect(counted.listeners()).toBe(0);
  });
});
