import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { LiveEvent } from '../../domain/live-events';
import { listenToChannel } from '../db/listen-channel';
import type { Logger } from '../logger';

export type { LiveEvent };

export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'brand_atlas_events';
/** NOTIFY payloads are limited to 8000 bytes; ours are a few hundred. */
const MAX_PAYLOAD = 7_500;

/** One process: an in-memory emitter. */
export function createLocalEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      emitter.emit('event', event);
    },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => emitter.off('event', listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Several processes on one PostgreSQL server: events go out with NOTIFY and every instance
 * LISTENs, so a browser connected to any server sees work done by any worker. The listening
 * connection reconnects after a server restart.
 */
export async function createPostgresEventBus(url: string, logger: Logger): Promise<EventBus> {
  const local = createLocalEventBus();
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  publisher.on('error', () => {});
  const listener = await listenToChannel(
    url,
    CHANNEL,
    (payload) => {
      if (!payload) return;
      try {
        void local.publish(JSON.parse(payload) as LiveEvent);
      } catch {
        logger.warn('ignored a malformed live event');
      }
    },
    logger,
  );

  return {
    async publish(event) {
      const payload = JSON.stringify(event);
      if (payload.length > MAX_PAYLOAD) return;
      await publisher.query('select pg_notify($1, $2)', [CHANNEL, payload]);
    },
    subscribe: local.subscribe,
    async close() {
      await listener.close();
      await publisher.end().catch(() => {});
      await local.close();
    },
  };
}
