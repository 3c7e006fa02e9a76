import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { session } from '../db/schema';
import { createLogger } from '../logger';
import { requestMagicLink, signInAs } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const account = (app: ReturnType<typeof createApp>, cookie: string) =>
  app.request('/api/account', { headers: { cookie } });

describe('session cookies in production', () => {
  it('are HttpOnly, SameSite=Lax, Secure and __Secure- prefixed', async () => {
    const config = {
      ...t.config,
      env: 'production' as const,
      isProduction: true,
      authSecret: 'x'.repeat(40),
    };
    const app = createApp({
      webDistDir: t.webDistDir,
      config,
      database: t.database,
      storage: t.storage,
      logger: createLogger('silent'),
      mailer: t.mailbox,
      devMailbox: t.mailbox.entries,
    });
    expect((await app.request('/dev/mailbox.json')).headers.get('content-type') ?? '').not.toContain('json');
    await requestMagicLink({ ...t, app }, 'prod@example.com');
    const link = new URL(t.mailbox.entries()[0]?.links[0] ?? '');
    const verify = await app.request(link.pathname + link.search);
    const cookies = verify.headers.getSetCookie().filter((c) => c.includes('session_token'));
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Secure/);
    }
  });
});

describe('session lifetime', () => {
  it('refuses a cookie replayed after sign-out', async () => {
    const cookie = await signInAs(t, 'replay@example.com');
    expect((await account(t.app, cookie)).status).toBe(200);
    await t.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await account(t.app, cookie)).status).toBe(401);
  });

  it('ends a session after its absolute lifetime of 30 days, however recently it was used', async () => {
    const cookie = await signInAs(t, 'old@example.com');
    const token = decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    await t.database.db
      .update(session)
      .set({ createdAt: sql`now() - interval '31 days'`, expiresAt: sql`now() + interval '5 days'` })
      .where(eq(session.token, token));
    expect((await account(t.app, cookie)).status).toBe(401);
    const rows = await t.database.db.select().from(session).where(eq(session.token, token));
    expect(rows).toEqual([]);
  });
});

describe('cross-site requests', () => {
  it('refuses a state change from a foreign origin, without an origin, or form-encoded', async () => {
    const cookie = await signInAs(t, 'csrf@example.com');
    const cases: [Record<string, string>, string][] = [
      [{ origin: 'https://evil.example', 'content-type': 'application/json' }, '{"email":"x@example.com"}'],
      [{ 'content-type': 'application/json' }, '{"email":"x@example.com"}'],
      [{ origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' }, 'email=x%40example.com'],
      [{ origin: TEST_ORIGIN, 'content-type': 'text/plain' }, '{"email":"x@example.com"}'],
      [{ origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
    ];
    for (const [headers, body] of cases) {
      const res = await t.app.request('/api/admin/grant', {
        method: 'POST',
        headers: { cookie, ...headers },
        body,
      });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    const magic = await t.app.request('/api/auth/sign-in/magic-link', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x@example.com' }),
    });
    expect(magic.status).toBe(403);
  });

  it('never changes state on GET: every GET operation is a read', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const getPaths = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path);
    const writes = getPaths.filter((p) =>
      /visit|grant|activate|cancel|checkout|portal|run-all|retry|stop|import|upload|extract/.test(p),
    );
    expect(writes).toEqual([]);
  });
});
