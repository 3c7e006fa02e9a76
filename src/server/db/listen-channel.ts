import pg from 'pg';
import type { Logger } from '../logger';

export interface ChannelListener {
  close(): Promise<void>;
}

/**
 * LISTENs on a PostgreSQL channel over a connection of its own, handing each payload to
 * `onPayload`, and connects again a second after the connection is lost (a server restart).
 * Resolves once the first attempt to listen has ended, whether it succeeded or not.
 */
export async function listenToChannel(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  logger: Logger,
): Promise<ChannelListener> {
  let listener: pg.Client | null = null;
  let closed = false;

  const retryLater = () => {
    if (!closed) setTimeout(() => void connect(), 1_000);
  };
  const connect = async (): Promise<void> => {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    client.on('error', () => {
      listener = null;
      logger.warn({ channel }, 'lost the listening connection; connecting again');
      retryLater();
    });
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listener = client;
    } catch {
      await client.end().catch(() => {});
      retryLater();
    }
  };
  await connect();

  return {
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
    },
  };
}
