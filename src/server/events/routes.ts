import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { AppEnv } from '../http/types';
import type { EventBus, LiveEvent } from './event-bus';

const HEARTBEAT_MS = 25_000;

/** Access: public. GET /api/events: Server-Sent Events, optionally for one brand (?brand=slug). */
export function eventRoutes(bus: EventBus) {
  const app = new Hono<AppEnv>();
  app.get('/events', (c) => {
    const onlySlug = c.req.query('brand')?.slice(0, 200) ?? null;
    return streamSSE(c, async (stream) => {
      const queue: LiveEvent[] = [];
      let wake: (() => void) | null = null;
      const unsubscribe = bus.subscribe((event) => {
        if (onlySlug && event.slug !== onlySlug) return;
        queue.push(event);
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      await stream.writeSSE({ event: 'ready', data: '{}' });
      let id = 0;
      while (!stream.aborted && !stream.closed) {
        const event = queue.shift();
        if (event) {
          await stream.writeSSE({ event: event.type, data: JSON.stringify(event), id: String(++id) });
          continue;
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS);
        });
        wake = null;
        if (queue.length === 0 && !stream.aborted) await stream.writeSSE({ event: 'ping', data: '{}' });
      }
      unsubscribe();
    });
  });
  return app;
}
