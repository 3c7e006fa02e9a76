import http from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { MAGIC_LINKS_PER_ADDRESS_PER_MINUTE } from '../auth/auth';
import { queryRows } from '../db/client';
import { analysisJobs, session, verification } from '../db/schema';
import { createLogger } from '../logger';
import { ACTORS, type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { serveOnLoopback } from '../test/fixture-server';
import { cookieFrom, requestMagicLink, signInAs } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { record } from './report/record';

let t: TestApp;
let as: Record<Actor, string>;
let operations: { method: string; path: string }[];
let sample: { slug: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
  const brand = await insertBrand(t.database.db, { name: 'Session Brand', slug: 'session-brand' });
  sample = { slug: brand.slug, id: brand.id };
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({
      method: method.toUpperCase(),
      path: `/api${path}`.replace('{slug}', sample.slug).replace(/\{(id|brandId|logoId)\}/g, sample.id),
    })),
  );
});
afterAll(async () => t.close());

const account = (app: ReturnType<typeof createApp>, cookie: string) =>
  app.request('/api/account', { headers: { cookie } });

describe('2. Session cookies', () => {
  it('are HttpOnly, SameSite=Lax, Secure and __Secure- prefixed in production', async ({ task }) => {
    const config = {
      ...t.config,
      env: 'production' as const,
      isProduction: true,
      authSecret: 'x'.repeat(40),
      billing: { ...t.config.billing, mode: 'disabled' as const },
    };
    const app = createApp({
      webDistDir: t.webDistDir,
      config,
      database: t.database,
      storage: t.storage,
      logger: createLogger('silent'),
      mailer: t.mailbox,
      devMailbox: t.mailbox.entries,
      loadShedding: null,
    });
    const mailbox = await app.request('/dev/mailbox.json');
    record(task, {
      thrown: 'GET /dev/mailbox.json in production',
      expected: 'not served',
      got: `${mailbox.status} ${mailbox.headers.get('content-type')}`,
    });
    expect(mailbox.headers.get('content-type') ?? '').not.toContain('json');
    await requestMagicLink({ ...t, app }, 'prod@example.com');
    const link = new URL(t.mailbox.entries().find((m) => m.to === 'prod@example.com')?.links[0] ?? '');
    const verify = await app.request(link.pathname + link.search);
    const cookies = verify.headers.getSetCookie().filter((c) => c.includes('session_token'));
    for (const cookie of cookies) {
      record(task, {
        thrown: 'sign-in in production: Set-Cookie',
        expected: '__Secure-, HttpOnly, SameSite=Lax, Secure',
        got: cookie.replace(/=[^;]+/, '=…'),
      });
    }
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/;\s*Secure/);
    }
  });

  it('are refused when replayed after sign-out', async ({ task }) => {
    const cookie = await signInAs(t, 'replay@example.com');
    const before = (await account(t.app, cookie)).status;
    await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    const replay = await account(t.app, cookie);
    record(task, {
      thrown: 'the session cookie replayed after sign-out',
      expected: '401',
      got: `${before} before, ${replay.status} after`,
    });
    expect(before).toBe(200);
    expect(replay.status).toBe(401);
  });

  it('end after the absolute lifetime of 30 days, however recently used', async ({ task }) => {
    const cookie = await signInAs(t, 'old@example.com');
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const at29 = sql`now() - interval '29 days 23 hours'`;
    await t.database.db
      .update(session)
      .set({ createdAt: at29, expiresAt: sql`now() + interval '5 days'` })
      .where(eq(session.token, token));
    const young = await account(t.app, cookie);
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '30 days 1 minute'`, expiresAt: sql`now() + interval '5 days'` })
      .where(eq(session.token, token));
    const old = await account(t.app, cookie);
    const rows = await t.database.db.select().from(session).where(eq(session.token, token));
    record(task, {
      thrown: 'a session used daily, created 29 d 23 h / 30 d 1 min ago',
      expected: '200, then 401 and revoked',
      got: `${young.status}, then ${old.status}; ${rows.length} row left`,
    });
    expect(young.status).toBe(200);
    expect(old.status).toBe(401);
    expect(rows).toEqual([]);
  });

  it('slide: an idle session ends when its expiry passes', async ({ task }) => {
    const cookie = await signInAs(t, 'idle@example.com');
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    await t.database.db
      .update(session)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(session.token, token));
    const res = await account(t.app, cookie);
    record(task, { thrown: 'a session past its sliding expiry', expected: '401', got: String(res.status) });
    expect(res.status).toBe(401);
  });
});

describe('2. Cross-site requests', () => {
  it('refuse every state-changing route from a foreign origin, without one, or form-encoded', async ({
    task,
  }) => {
    const writes = operations.filter((o) => o.method !== 'GET' && !o.path.endsWith('/billing/webhook'));
    const failures: string[] = [];
    const variants: [string, Record<string, string>, string][] = [
      ['foreign Origin', { origin: 'https://evil.example', 'content-type': 'application/json' }, '{}'],
      ['Origin "null"', { origin: 'null', 'content-type': 'application/json' }, '{}'],
      ['no Origin', { 'content-type': 'application/json' }, '{}'],
      ['form-encoded', { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
      ['text/plain', { origin: TEST_ORIGIN, 'content-type': 'text/plain' }, '{}'],
    ];
    for (const [label, headers, body] of variants) {
      const statuses = new Map<number, number>();
      for (const op of writes) {
        const res = await t.app.request(op.path, {
          method: op.method,
          headers: { cookie: as.admin, ...headers },
          body,
        });
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status !== 403) failures.push(`${label}: ${op.method} ${op.path} → ${res.status}`);
      }
      record(task, {
        thrown: `${label} × ${writes.length} state-changing routes, as an admin`,
        expected: `${writes.length} × 403`,
        got: [...statuses].map(([s, n]) => `${n} × ${s}`).join(', '),
      });
    }
    const multipartElsewhere = await t.app.request('/api/admin/grant', {
      method: 'POST',
      headers: { cookie: as.admin, origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    record(task, {
      thrown: 'multipart to a route that takes no upload',
      expected: '403',
      got: String(multipartElsewhere.status),
    });
    expect(multipartElsewhere.status).toBe(403);
    expect(failures).toEqual([]);
  });

  it('no GET changes anything: every GET route as every actor leaves every table as it was', async ({
    task,
  }) => {
    const tables = (
      await queryRows<{ name: string }>(
        t.database.db,
        sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
      )
    ).map((r) => r.name);
    const fingerprint = async () => {
      const prints: Record<string, string> = {};
      for (const table of tables) {
        const [row] = await queryRows<{ print: string | null; n: number }>(
          t.database.db,
          sql.raw(
            `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as print, count(*)::int as n from "${table}" x`,
          ),
        );
        prints[table] = `${row?.n}:${row?.print}`;
      }
      return prints;
    };
    const gets = [
      ...operations.filter((o) => o.method === 'GET').map((o) => o.path),
      '/api/health',
      '/api/health/live',
      '/api/openapi.json',
      '/api/docs',
      '/api/auth/get-session',
      '/api/auth/list-sessions',
      '/api/auth/magic-link/verify?token=not-a-token',
      '/dev/mailbox.json',
      '/files/brand-logos/none.png',
      `/brands/${sample.slug}`,
    ];
    // A bulk run whose next brand waits to be released: a GET that moved it on would write here.
    for (const name of ['Bulk Waiting A', 'Bulk Waiting B']) {
      await insertBrand(t.database.db, { name, analysisStatus: 'pending' });
    }
    expect((await requestAs(t, as.admin, 'POST', '/api/admin/analysis/run-all')).status).toBe(200);
    await t.database.db
      .update(analysisJobs)
      .set({ status: 'completed' })
      .where(sql`${analysisJobs.runAfter} < now() + interval '1 year'`);
    const before = await fingerprint();
    let requests = 0;
    for (const actor of ACTORS) {
      for (const path of gets) {
        await requestAs(t, as[actor], 'GET', path);
        requests++;
      }
    }
    const after = await fingerprint();
    const changed = tables.filter((table) => before[table] !== after[table]);
    record(task, {
      thrown: `${requests} GET requests (${gets.length} routes × ${ACTORS.length} actors)`,
      expected: `${tables.length} tables unchanged`,
      got: changed.length ? `CHANGED: ${changed.join(', ')}` : `${tables.length} tables unchanged`,
    });
    expect(changed).toEqual([]);
  });
});

describe('2. Magic links', () => {
  it('are stored hashed, work once, and expire within 15 minutes', async ({ task }) => {
    const email = 'magic@example.com';
    await requestMagicLink(t, email);
    // Measured from after the answer, so the figure can only err on the long side of 15 minutes.
    const answeredAt = Date.now();
    const link = new URL(t.mailbox.entries().find((m) => m.to === email)?.links[0] ?? '');
    const token = link.searchParams.get('token') ?? '';
    const rows = await t.database.db.select().from(verification);
    const stored = rows.find((r) => JSON.stringify(r).includes(email)) ?? rows.at(-1);
    const lifetimeMin = ((stored?.expiresAt.getTime() ?? 0) - answeredAt) / 60_000;
    record(task, {
      thrown: 'a magic-link request: the verification row',
      expected: 'token not stored as sent; expires ≤ 15 min',
      got: `${JSON.stringify(rows).includes(token) ? 'TOKEN STORED PLAIN' : 'hashed'}; expires in ${lifetimeMin.toFixed(1)} min`,
    });
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(lifetimeMin).toBeLessThanOrEqual(15);
    expect(lifetimeMin).toBeGreaterThan(14);

    const first = cookieFrom(await t.app.request(link.pathname + link.search));
    const second = cookieFrom(await t.app.request(link.pathname + link.search));
    record(task, {
      thrown: 'the same link followed twice',
      expected: 'a session, then none',
      got: `${first ? 'session' : 'none'}, then ${second ? 'SESSION' : 'none'}`,
    });
    expect(first).not.toBe('');
    expect(second).toBe('');
  });

  it('refuse a link after 15 minutes', async ({ task }) => {
    const email = 'late-link@example.com';
    await requestMagicLink(t, email);
    const link = new URL(t.mailbox.entries().find((m) => m.to === email)?.links[0] ?? '');
    await t.database.db.update(verification).set({ expiresAt: sql`now() - interval '1 second'` });
    const verify = await t.app.request(link.pathname + link.search);
    record(task, {
      thrown: 'a link followed after its expiry',
      expected: 'no session, error redirect',
      got: `${cookieFrom(verify) ? 'SESSION' : 'no session'}, ${verify.status} → ${verify.headers.get('location')}`,
    });
    expect(cookieFrom(verify)).toBe('');
  });

  it('refuse the sixth request for one address within a minute with 429', async ({ task }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await requestMagicLink(t, 'Busy.Sessions@Example.com')).status);
    const other = (await requestMagicLink(t, 'calm.sessions@example.com')).status;
    const spelledOtherwise = (await requestMagicLink(t, ' busy.sessions@example.COM ')).status;
    record(task, {
      thrown: '6 requests for one address, then another address, then the first spelled otherwise',
      expected: '200 × 5, 429; 200; 429',
      got: `${statuses.join(' ')}; ${other}; ${spelledOtherwise}`,
    });
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(other).toBe(200);
    expect(spelledOtherwise).toBe(429);
  });
});

/**
 * A magic-link request over a real socket from one of the loopback addresses (all of 127/8 is
 * this machine), so the server sees a different peer for each client.
 */
function magicLinkFrom(
  origin: string,
  localAddress: string,
  email: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const body = JSON.stringify({ email, callbackURL: '/' });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}/api/auth/sign-in/magic-link`,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('2. Limits per client address', () => {
  it('count each client on its own, and a client cannot name another address to escape', async ({ task }) => {
    const proxy = '127.0.0.4';
    const app = createApp({
      webDistDir: t.webDistDir,
      config: { ...t.config, trustedProxies: [proxy] },
      database: t.database,
      storage: t.storage,
      logger: createLogger('silent'),
      mailer: t.mailbox,
      loadShedding: null,
    });
    const server = await serveOnLoopback(getRequestListener(app.fetch));
    try {
      const budget = MAGIC_LINKS_PER_ADDRESS_PER_MINUTE;
      // Distinct addresses, so the per-address limit is reached, not the per-e-mail one.
      const spend = async (from: string, prefix: string, headers: Record<string, string> = {}) => {
        const statuses: number[] = [];
        for (let i = 0; i < budget; i++)
          statuses.push(await magicLinkFrom(server.origin, from, `${prefix}-${i}@example.com`, headers));
        return statuses;
      };
      const first = await spend('127.0.0.2', 'first');
      const over = await magicLinkFrom(server.origin, '127.0.0.2', 'first-over@example.com');
      const forged = await magicLinkFrom(server.origin, '127.0.0.2', 'first-forged@example.com', {
        'x-forwarded-for': '198.51.100.7',
        'x-brand-atlas-client-address': '198.51.100.8',
      });
      const neighbour = await magicLinkFrom(server.origin, '127.0.0.3', 'neighbour@example.com');
      // Behind our own proxy, X-Forwarded-For names the client.
      const proxied = await spend(proxy, 'proxied', { 'x-forwarded-for': '198.51.100.20' });
      const proxiedOver = await magicLinkFrom(server.origin, proxy, 'proxied-over@example.com', {
        'x-forwarded-for': '198.51.100.20',
      });
      const proxiedOther = await magicLinkFrom(server.origin, proxy, 'proxied-other@example.com', {
        'x-forwarded-for': '198.51.100.21',
      });
      const summary = (statuses: number[]) => `${statuses.filter((s) => s === 200).length} × 200`;
      record(task, {
        thrown: `${budget} sign-in links from 127.0.0.2, one more, one more naming another address`,
        expected: `${budget} × 200, 429, 429`,
        got: `${summary(first)}, ${over}, ${forged}`,
      });
      record(task, {
        thrown: 'then one from 127.0.0.3',
        expected: '200 (a budget of its own)',
        got: String(neighbour),
      });
      record(task, {
        thrown: `${budget} + 1 through a trusted proxy for 198.51.100.20, then one for 198.51.100.21`,
        expected: `${budget} × 200, 429, 200`,
        got: `${summary(proxied)}, ${proxiedOver}, ${proxiedOther}`,
      });
      expect(first.every((s) => s === 200)).toBe(true);
      expect([over, forged]).toEqual([429, 429]);
      expect(neighbour).toBe(200);
      expect(proxied.every((s) => s === 200)).toBe(true);
      expect([proxiedOver, proxiedOther]).toEqual([429, 200]);
    } finally {
      await server.close();
    }
  });
});
