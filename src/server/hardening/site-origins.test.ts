import http from 'node:http';
import os from 'node:os';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { ownOrigin } from '../http/request-origin';
import { createLogger } from '../logger';
import { insertBrand } from '../test/brand-factory';
import { type LoopbackServer, serveOnLoopback } from '../test/fixture-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
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
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port: server.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
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

/**
 * Where better-auth sends the browser after a sign-in link (callbackURL, errorCallbackURL,
 * newUserCallbackURL): a path on the site or an address at the site's own origin, never another
 * site's, whether or not APP_URL is set.
 */
const FOREIGN = 'https://evil.example/';
const MACHINE = `${os.hostname().toLowerCase()}:3000`;
const mailTo = (email: string) => t.mailbox.entries().find((m) => m.to === email);
const verifyPath = (query: Record<string, string>) =>
  `/api/auth/magic-link/verify?${new URLSearchParams({ token: 'bogus', ...query })}`;

describe('sign-in callbacks lead back to the site only (no APP_URL)', () => {
  it('a sign-in link never sends the browser to another site, not even with a bogus token', async ({
    task,
  }) => {
    const cases: [host: string, query: Record<string, string>][] = [
      ['127.0.0.1:3000', { callbackURL: '/', errorCallbackURL: FOREIGN }],
      ['localhost:3000', { callbackURL: FOREIGN }],
      ['127.0.0.1:3000', { callbackURL: '/', newUserCallbackURL: FOREIGN }],
      [MACHINE, { callbackURL: '/', errorCallbackURL: 'http://192.168.1.66:3000/' }],
      // Another of our own names is another origin, with its own cookies.
      ['127.0.0.1:3000', { callbackURL: '/', errorCallbackURL: 'http://localhost:3000/' }],
      // A rebinding domain's Host is replaced before better-auth sees it; its address stays foreign.
      [
        'rebind.evil.example:3000',
        { callbackURL: '/', errorCallbackURL: 'http://rebind.evil.example:3000/' },
      ],
    ];
    const got: string[] = [];
    for (const [host, query] of cases) {
      const res = await send('GET', verifyPath(query), { host });
      got.push(`${host} ${JSON.stringify(query)}: ${res.status} ${res.headers.location ?? 'no Location'}`);
      expect(res.headers.location, `${host} ${JSON.stringify(query)}`).toBeUndefined();
      expect(res.status, `${host} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body).toMatch(/CallbackURL must lead back to this site/i);
    }
    record(task, {
      thrown: 'sign-in links with a bogus token and a callback on another origin, 6 ways',
      expected: '400 and no Location for each',
      got: got.join('; '),
    });
  });

  it('a link asked for with a callback on another site is refused and never mailed', async ({ task }) => {
    const got: string[] = [];
    for (const field of ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL']) {
      const email = `foreign-${field.toLowerCase()}@example.com`;
      const res = await write('/api/auth/sign-in/magic-link', '127.0.0.1:3000', 'http://127.0.0.1:3000', {
        email,
        callbackURL: '/',
        [field]: FOREIGN,
      });
      got.push(`${field}: ${res.status}, mailed ${mailTo(email) !== undefined}`);
      expect(res.status, field).toBe(400);
      expect(res.body).toContain(`${field} must lead back to this site`);
      expect(mailTo(email), field).toBeUndefined();
    }
    record(task, {
      thrown: `magic links asked for at http://127.0.0.1:3000 with each callback set to ${FOREIGN}`,
      expected: '400 and no mail for each',
      got: got.join('; '),
    });
  });

  it('a callback on the site itself, an address or a path, still signs in and lands there', async ({
    task,
  }) => {
    const cases: [host: string, callbackURL: string, landing: string][] = [
      ['127.0.0.1:3000', 'http://127.0.0.1:3000/brands?tab=new', 'http://127.0.0.1:3000/brands?tab=new'],
      ['localhost:3000', '/brands?tab=new', 'http://localhost:3000/brands?tab=new'],
      [MACHINE, `http://${MACHINE}/`, `http://${MACHINE}/`],
    ];
    const got: string[] = [];
    for (const [host, callbackURL, landing] of cases) {
      const email = `home-${host.replace(/[^a-z0-9]/g, '-')}@example.com`;
      const sent = await write('/api/auth/sign-in/magic-link', host, `http://${host}`, {
        email,
        callbackURL,
        errorCallbackURL: '/auth',
      });
      const url = new URL(mailTo(email)?.links[0] ?? 'http://no-link.invalid/');
      const verify = await send('GET', `${url.pathname}${url.search}`, { host });
      const cookies = [verify.headers['set-cookie'] ?? []].flat();
      got.push(
        `${host} ${callbackURL}: ${sent.status}, verify ${verify.status} to ${verify.headers.location}`,
      );
      expect(sent.status, host).toBe(200);
      expect(url.origin).toBe(`http://${host}`);
      expect(verify.status, host).toBe(302);
      expect(verify.headers.location).toBe(landing);
      expect(cookies.some((c) => c.includes('session_token'))).toBe(true);
    }
    record(task, {
      thrown: 'magic links asked for with a callback on the same origin, as an address and as a path',
      expected: '200, then the link signs in and redirects to the callback',
      got: got.join('; '),
    });
  });

  it('a refused link still lands on an error page of the site, by address or by path', async () => {
    for (const errorCallbackURL of ['http://127.0.0.1:3000/auth', '/auth']) {
      const res = await send('GET', verifyPath({ callbackURL: '/', errorCallbackURL }), {
        host: '127.0.0.1:3000',
      });
      expect(res.status, errorCallbackURL).toBe(302);
      expect(res.headers.location).toBe('http://127.0.0.1:3000/auth?error=INVALID_TOKEN');
    }
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

  it('sign-in callbacks lead back to its origin only', async () => {
    const verify = await t.app.request(verifyPath({ callbackURL: '/', errorCallbackURL: FOREIGN }));
    expect(verify.headers.get('location')).toBeNull();
    expect(verify.status).toBe(400);
    const ask = (callbackURL: string, email: string) =>
      t.app.request('/api/auth/sign-in/magic-link', {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body: JSON.stringify({ email, callbackURL }),
      });
    expect((await ask(FOREIGN, 'fixed-foreign@example.com')).status).toBe(400);
    expect(mailTo('fixed-foreign@example.com')).toBeUndefined();
    expect((await ask(`${TEST_ORIGIN}/brands`, 'fixed-home@example.com')).status).toBe(200);
    expect(new URL(mailTo('fixed-home@example.com')?.links[0] ?? '').searchParams.get('callbackURL')).toBe(
      `${TEST_ORIGIN}/brands`,
    );
  });
});
