import net from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { BODY_DEADLINE_MS } from '../http/body-limits';
import { DEFAULT_LOAD_SHEDDING } from '../http/load-shedding';
import { createLogger } from '../logger';
import { insertBrand } from '../test/brand-factory';
import { type LoopbackServer, serveOnLoopback } from '../test/fixture-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { record } from './report/record';

/**
 * One client trickling the bodies of 30 public POSTs, a byte every half second, used to hold every
 * load-shedding place for minutes: every page and API call answered 503 for everyone. Bodies are
 * now read before a request is admitted, and a body that has not arrived in 10 s is answered 408.
 */

let t: TestApp;
let server: LoopbackServer;

beforeAll(async () => {
  t = await createTestApp();
  await insertBrand(t.database.db, { name: 'Patient Brand' });
  const app = createApp({
    config: t.config,
    database: t.database,
    storage: t.storage,
    logger: createLogger('silent'),
    mailer: t.mailbox,
    webDistDir: t.webDistDir,
    loadShedding: DEFAULT_LOAD_SHEDDING,
  });
  server = await serveOnLoopback(getRequestListener(app.fetch));
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

interface Trickle {
  /** The status line, once the server answers; null until then. */
  answer(): string | null;
  stop(): void;
}

/** A POST whose declared 64-byte body arrives a byte every `everyMs`. */
function trickle(port: number, everyMs: number): Trickle {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('latin1');
  });
  socket.on('error', () => {});
  socket.write(
    'POST /api/auth/sign-in/magic-link HTTP/1.1\r\nHost: localhost:3000\r\n' +
      `Origin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: 64\r\n\r\n`,
  );
  const timer = setInterval(() => socket.write(' '), everyMs);
  return {
    answer: () => (received ? (received.split('\r\n')[0] ?? null) : null),
    stop: () => {
      clearInterval(timer);
      socket.destroy();
    },
  };
}

describe('slow request bodies', () => {
  it('hold no place meant for work, and are answered 408 when they do not arrive in time', async ({
    task,
  }) => {
    const trickles = Array.from({ length: 30 }, () => trickle(server.port, 500));
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const started = performance.now();
      const list = await fetch(`${server.origin}/api/brands`);
      const listMs = performance.now() - started;
      const health = (await (await fetch(`${server.origin}/api/health`)).json()) as {
        load?: { shedding: boolean; inFlight: number };
      };
      const deadline = performance.now() + BODY_DEADLINE_MS + 5_000;
      while (trickles.some((x) => x.answer() === null) && performance.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const answers = trickles.map((x) => x.answer());
      const timedOut = answers.filter((a) => a?.includes(' 408 ')).length;
      record(task, {
        thrown: '30 POSTs trickling a byte every 500 ms, then GET /api/brands from another client',
        expected: 'the list answers at once; every trickle gets 408 after 10 s',
        got: `list ${list.status} in ${Math.round(listMs)} ms (health: shedding ${health.load?.shedding}, ${health.load?.inFlight} in flight); ${timedOut}/30 answered 408`,
        ms: listMs,
      });
      expect(list.status).toBe(200);
      expect(health.load?.inFlight).toBe(0);
      expect(timedOut).toBe(30);
    } finally {
      for (const x of trickles) x.stop();
    }
  });

  it('still reads a body that arrives in time, however it is cut into pieces', async () => {
    const body = JSON.stringify({ email: 'patient@example.com', callbackURL: '/' });
    const socket = net.connect(server.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
    });
    const closed = new Promise((resolve) => socket.on('close', resolve));
    socket.write(
      'POST /api/auth/sign-in/magic-link HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close\r\n' +
        `Origin: ${TEST_ORIGIN}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    for (const piece of body.match(/.{1,8}/g) ?? []) {
      socket.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await closed;
    expect(received.split('\r\n')[0]).toBe('HTTP/1.1 200 OK');
  });
});
