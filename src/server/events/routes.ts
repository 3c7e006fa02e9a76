import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { SHED_MESSAGE } from '../http/load-shedding';
import { problemJson } from '../http/problem';
import type { AppEnv } from '../http/types';
import type { EventAudience } from './event-audience';
import type { EventBus, LiveEvent } from './event-bus';
import { StreamSlots } from './stream-slots';

const HEARTBEAT_MS = 25_000;
/**
 * Events kept for a client that reads slower than they come. Past this its stream ends: the
 * browser reconnects and reads the brand afresh, rather than the server holding an ever longer
 * queue for a reader that has stalled.
 */
export const MAX_QUEUED_EVENTS = 256;
export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live connections from this address. Close some tabs and try again.';

/** The headers a GET would answer with, and no stream: no place taken, nothing subscribed. */
function eventStreamHeadersOnly(c: Context<AppEnv>) {
  c.header('content-type', 'text/event-stream');
  c.header('cache-control', 'no-cache');
  c.header('x-accel-buffering', 'no');
  return c.body(null, 200);
}

/** Access: public. GET /api/events: Server-Sent Events, optionally for one brand (?brand=slug). */
export function eventRoutes(bus: EventBus, mayReceive: EventAudience, slots = new StreamSlots()) {
  const app = new Hono<AppEnv>();
  app.get('/events', (c) => {
    // Hono answers HEAD by running this handler and dropping the body unread and uncancelled: a
    // stream opened for it would never see its reader leave, and would keep its place for good.
    if (c.req.method === 'HEAD') return eventStreamHeadersOnly(c);
    const slot = slots.take(c.get('clientAddress') ?? 'in-process');
    if (slot === 'client-full') {
      c.header('retry-after', '30');
      return problemJson(c, 429, TOO_MANY_STREAMS_MESSAGE);
    }
    if (slot === 'process-full') {
      c.header('retry-after', '5');
      return problemJson(c, 503, SHED_MESSAGE);
    }
    const onlySlug = c.req.query('brand')?.slice(0, 200) ?? null;
    const viewer = c.get('user');
    // A proxy in front (nginx and the like) must pass each event on as it is written.
    c.header('x-accel-buffering', 'no');
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = bus.subscribe((event) => {
        if (onlySlug && event.slug !== onlySlug) return;
        if (queue.length >= MAX_QUEUED_EVENTS) {
          stream.abort();
          return;
        }
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        await stream.writeSSE({ event: 'ready', data: '{}' });
        let id = 0;
        while (!stream.aborted && !stream.closed) {
          const event = queue.shift();
          if (event) {
            if (!(await mayReceive(event, viewer))) continue;
            await stream.writeSSE({ event: event.type, data: JSON.stringify(event), id: String(++id) });
            continue;
          }
          await new Promise<void>((resolve) => {
            const heartbeat = setTimeout(resolve, HEARTBEAT_MS);
            wake = () => {
              clearTimeout(heartbeat);
              resolve();
            };
          });
          wake = null;
          if (queue.length === 0 && !stream.aborted) await stream.writeSSE({ event: 'ping', data: '{}' });
        }
      } finally {
        unsubscribe();
        slot.release();
      }
    });
  });
  return app;
}
