import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { ownOrigin } from '../http/request-origin';
import { createLogger } from '../logger';
import { insertBrand } from '../test/brand-factory';
import { type LoopbackServer, serveOnLoopback } from '../test/fixture-server';
import { createTestApp, type TestApp } from '../test/test-app';
import { record } from './report/record';

/**
 * In development without APP_URL, opening the site at http://127.0.0.1:3000 or at the machine's
 * LAN address made every write fail with 'Cross-site request refused', sign-in included. Without
 * APP_URL the Origin is now compared with the request's own host (loopback names, IP literals and
 * this machine's name only, so a rebinding domain gains nothing); with APP_URL, its origin alone.
 */

let t: TestApp;
let server: LoopbackServer;
let slug = '';

beforeAll(async () => {
  t = await createTestApp();
  slug = (await insertBrand(t.database.db, { name: 'Origin Brand' })).slug;
  const tmp = loadConfig({
    NODE_ENV: 'development',
    PORT: '3000',
    LOG_LEVEL: 'silent',
    DATA_DIR: t.filesDir,
  });
  const app = createApp({
    config: { ...t.config, appUrl: tmp.appUrl, appUrlFixed: false },
    database: t.database,
    storage: t.storage,
    logger: createLogger('silent'),
    mailer: t.mailbox,
    webDistDir: t.webDistDir,
  });
  server = await serveOnLoopback(getRequestListener(app.fetch));
});
afterAll(async () => {
  await server?.close();
  await t?.close();
});

/** A request over a socket, with the Host header given (fetch would write its own). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, method, path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A write as a browser sends it: to the server, with the Host it opened and its Origin. */
const write = (path: string, host: string, origin: string, body: unknown = {}) =>
  send('POST', path, { host, origin, 'content-type': 'application/json' }, JSON.stringify(body));

describe('writes from the address the site was opened at (no APP_URL)', () => {
  it('are accepted at localhost, 127.0.0.1, [::1] and a LAN address; refused from elsewhere', async ({
    task,
  }) => {
    const cases: [string, string, number][] = [
      ['localhost:3000', 'http://localhost:3000', 200],
      ['127.0.0.1:3000', 'http://127.0.0.1:3000', 200],
      ['[::1]:3000', 'http://[::1]:3000', 200],
      ['192.168.1.20:3000', 'http://192.168.1.20:3000', 200],
      ['127.0.0.1:3000', 'https://evil.example', 403],
      ['127.0.0.1:3000', 'http://localhost:3000', 403],
      // DNS rebinding: a domain of the attacker's pointed at us; Origin and Host agree.
      ['rebind.evil.example:3000', 'http://rebind.evil.example:3000', 403],
    ];
    const got: string[] = [];
    for (const [host, origin, expected] of cases) {
      const res = await write(`/api/brands/${slug}/visits`, host, origin);
      got.push(`${host} from ${origin}: ${res.status}`);
      expect(res.status, `${host} from ${origin}`).toBe(expected);
    }
    record(task, {
      thrown: 'visit counts posted with 7 Host and Origin pairs',
      expected:
        '200 for the four local addresses, 403 for a foreign origin, a mismatch and a rebinding domain',
      got: got.join('; '),
    });
  });

  it('sign in at 127.0.0.1: the link in the mail points back there and signs in', async ({ task }) => {
    const sent = await write('/api/auth/sign-in/magic-link', '127.0.0.1:3000', 'http://127.0.0.1:3000', {
      email: 'lan-user@example.com',
      callbackURL: '/',
    });
    const link = t.mailbox.entries().find((m) => m.to === 'lan-user@example.com')?.links[0] ?? '';
    const url = new URL(link);
    const verify = await send('GET', `${url.pathname}${url.search}`, { host: '127.0.0.1:3000' });
    const cookies = [verify.headers['set-cookie'] ?? []].flat();
    record(task, {
      thrown: 'a magic link asked for at http://127.0.0.1:3000',
      expected: '200, a link to http://127.0.0.1:3000 that sets a session cookie',
      got: `${sent.status}, ${url.origin}, verify ${verify.status} cookie ${cookies.length > 0}`,
    });
    expect(sent.status).toBe(200);
    expect(url.origin).toBe('http://127.0.0.1:3000');
    expect(cookies.some((c) => c.includes('session_token'))).toBe(true);
  });

  it('never builds a link on a Host no browser of ours would send', async () => {
    await write(
      '/api/auth/sign-in/magic-link',
      'rebind.evil.example:3000',
      'http://rebind.evil.example:3000',
      {
        email: 'victim@example.com',
        callbackURL: '/',
      },
    );
    expect(t.mailbox.entries().find((m) => m.to === 'victim@example.com')).toBeUndefined();
  });
});

describe('the site origin rule', () => {
  const base = {
    forwardedHost: undefined,
    forwardedProto: undefined,
    viaTrustedProxy: false,
    protocol: 'http' as const,
  };

  it('believes X-Forwarded-Host only from our own proxies', () => {
    const forwarded = {
      ...base,
      host: '10.0.0.5:3000',
      forwardedHost: '192.168.1.9:8080',
      forwardedProto: 'https',
    };
    expect(ownOrigin(forwarded)).toBe('http://10.0.0.5:3000');
    expect(ownOrigin({ ...forwarded, viaTrustedProxy: true })).toBe('https://192.168.1.9:8080');
  });

  it('accepts loopback names and IP literals, and refuses other names and malformed hosts', () => {
    expect(ownOrigin({ ...base, host: 'localhost:3000' })).toBe('http://localhost:3000');
    expect(ownOrigin({ ...base, host: 'app.localhost' })).toBe('http://app.localhost');
    expect(ownOrigin({ ...base, host: '[fe80::1]:3000' })).toBe('http://[fe80::1]:3000');
    expect(ownOrigin({ ...base, host: 'example.com' })).toBeNull();
    expect(ownOrigin({ ...base, host: 'localhost:3000/evil' })).toBeNull();
    expect(ownOrigin({ ...base, host: undefined })).toBeNull();
  });
});

describe('with APP_URL', () => {
  it('accepts its origin alone', async () => {
    const res127 = await t.app.request(`/api/brands/${slug}/visits`, {
      method: 'POST',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000' },
    });
    const own = await t.app.request(`/api/brands/${slug}/visits`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
    });
    expect(res127.status).toBe(403);
    expect(own.status).toBe(200);
  });
});
