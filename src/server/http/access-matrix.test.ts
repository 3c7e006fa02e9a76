import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, createAuth } from '../auth/auth';
import { record } from '../hardening/report/record';
import { ACTORS, type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { ACCESS_LEVELS, type Access } from './access';

/**
 * Routes that are not OpenAPI operations, with who may call them. Every route the app registers
 * must be either an OpenAPI operation carrying `x-access` or listed here, so a new route without
 * a declared access level fails this test.
 */
/** Routes that take an API key and nothing else (authenticateApiKey, required). */
type PlainAccess = Access | 'api-key';

const PLAIN_ROUTES: Record<string, PlainAccess> = {
  'GET /api/health': 'public',
  'GET /api/health/live': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/events': 'public',
  'GET /api/auth/*': 'public',
  'POST /api/auth/*': 'public',
  'POST /api/auth/sign-in/magic-link': 'public',
  'POST /api/auth/sign-in/email': 'public',
  'ALL /api/*': 'public',
  'GET /files/:bucket/:key{.+}': 'public',
  'GET /dev/mailbox': 'public',
  'GET /dev/mailbox.json': 'public',
  'GET /*': 'public',
  'GET /assets/*': 'public',
  'POST /mcp': 'api-key',
  'GET /mcp': 'api-key',
  'DELETE /mcp': 'api-key',
};

const ALLOWED: Record<Access, Actor[]> = {
  public: ['visitor', 'user', 'subscriber', 'admin'],
  user: ['user', 'subscriber', 'admin'],
  subscriber: ['subscriber'],
  admin: ['admin'],
};

interface Operation {
  method: string;
  path: string;
  access: Access;
}

let t: TestApp;
let as: Record<Actor, string>;
let operations: Operation[];
let sample: { slug: string; id: string };
let apiKey: string;

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
  const brand = await insertBrand(t.database.db, { name: 'Matrix Brand', slug: 'matrix-brand' });
  sample = { slug: brand.slug, id: brand.id };
  const created = await requestAs(t, as.user, 'POST', '/api/account/api-keys', { name: 'Matrix' });
  apiKey = ((await created.json()) as { key: string }).key;
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { 'x-access'?: Access }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: `/api${path}`,
      access: op['x-access'] as Access,
    })),
  );
});
afterAll(async () => t.close());

const concrete = (path: string) =>
  path
    .replace('{slug}', sample.slug)
    .replace('{brandId}', sample.id)
    .replace(/\{id\}/g, sample.id)
    .replace('{versionId}', '1');

describe('the authorization matrix', () => {
  it('knows the access level of every registered route', () => {
    const openApi = new Set(operations.map((o) => `${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`));
    for (const op of operations) expect(ACCESS_LEVELS, `${op.method} ${op.path}`).toContain(op.access);
    const undeclared = t.app.routes
      .filter((r) => r.method !== 'ALL' || r.path === '/api/*')
      .map((r) => `${r.method} ${r.path}`)
      .filter((route) => !openApi.has(route) && !(route in PLAIN_ROUTES))
      // Middleware registrations (use) appear as ALL; only handlers matter here.
      .filter((route) => !route.startsWith('ALL ') || route === 'ALL /api/*');
    expect(undeclared).toEqual([]);
  });

  it('refuses every actor below the declared level, and lets the others through', async ({ task }) => {
    const failures: string[] = [];
    for (const op of operations) {
      const seen: number[] = [];
      for (const actor of ACTORS) {
        const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : {};
        const res = await requestAs(t, as[actor], op.method, concrete(op.path), body);
        const allowed = ALLOWED[op.access].includes(actor);
        const refused = res.status === 401 || res.status === 403;
        seen.push(res.status);
        // A visitor is told to sign in; a signed-in caller without the right is forbidden.
        const expectedRefusal = actor === 'visitor' ? 401 : 403;
        if (allowed && refused)
          failures.push(`${op.method} ${op.path} as ${actor}: refused with ${res.status}`);
        if (!allowed && res.status !== expectedRefusal) {
          failures.push(`${op.method} ${op.path} as ${actor}: ${res.status}, expected ${expectedRefusal}`);
        }
      }
      record(task, {
        thrown: `${op.method} ${op.path}`,
        expected: `${op.access}: ${ACTORS.map((a) => (ALLOWED[op.access].includes(a) ? 'in' : a === 'visitor' ? '401' : '403')).join(' ')}`,
        got: `visitor user subscriber admin: ${seen.join(' ')}`,
      });
    }
    expect(failures).toEqual([]);
  });

  it("covers better-auth's routes: the five the site uses answer everyone, the rest are 404", async ({
    task,
  }) => {
    const auth = createAuth({ db: t.database.db, config: t.config, mailer: t.mailbox });
    const endpoints = Object.values(
      auth.api as unknown as Record<string, { path?: string; options?: { method?: unknown } }>,
    )
      .filter((e) => typeof e.path === 'string' && e.path.startsWith('/'))
      .flatMap((e) => {
        const method = e.options?.method;
        const methods = Array.isArray(method) ? method : [method ?? 'GET'];
        return methods
          .filter((m): m is string => m === 'GET' || m === 'POST')
          .map((m) => ({ method: m, path: `/api/auth${e.path}` }));
      });
    const failures: string[] = [];
    for (const { method, path } of endpoints) {
      const listed = AUTH_ENDPOINTS.some((a) => a.method === method && a.path === path);
      for (const actor of ACTORS) {
        const res = await requestAs(
          t,
          as[actor],
          method,
          path.replace(/:\w+/g, 'x'),
          method === 'POST' ? {} : undefined,
        );
        if (listed && (res.status === 401 || res.status === 403))
          failures.push(`${method} ${path} as ${actor}: ${res.status}`);
        if (!listed && res.status !== 404)
          failures.push(`${method} ${path} as ${actor}: ${res.status}, expected 404`);
      }
    }
    record(task, {
      thrown: `${endpoints.length} better-auth endpoints × 4 actors`,
      expected: `public for the ${AUTH_ENDPOINTS.length} the site uses, 404 for the others`,
      got: failures.length === 0 ? 'as expected' : failures.join('; '),
    });
    expect(endpoints.length).toBeGreaterThan(AUTH_ENDPOINTS.length);
    expect(failures).toEqual([]);
  });

  it('lets an API key read every public GET, and refuses it everywhere else', async ({ task }) => {
    const failures: string[] = [];
    for (const op of operations) {
      const body = op.method === 'GET' || op.method === 'DELETE' ? undefined : '{}';
      const res = await t.app.request(concrete(op.path), {
        method: op.method,
        headers: {
          authorization: `Bearer ${apiKey}`,
          origin: TEST_ORIGIN,
          // An admin's cookie beside the key changes nothing: the key alone is judged.
          cookie: as.admin,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body } : {}),
      });
      const reads = op.method === 'GET' && op.access === 'public';
      const expected = reads ? 'in' : op.method === 'GET' ? 401 : 403;
      if (reads && (res.status === 401 || res.status === 403 || res.status === 429))
        failures.push(`${op.method} ${op.path} with a key: refused with ${res.status}`);
      if (!reads && res.status !== expected)
        failures.push(`${op.method} ${op.path} with a key: ${res.status}, expected ${expected}`);
      record(task, {
        thrown: `${op.method} ${op.path} with an API key`,
        expected: String(expected),
        got: String(res.status),
      });
    }
    expect(failures).toEqual([]);
  });

  it('lets /mcp be called with an API key only, whatever session cookie comes along', async ({ task }) => {
    const initialize = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: { name: 'matrix', version: '1' },
      },
    });
    const post = (headers: Record<string, string>) =>
      t.app.request('/mcp', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: initialize,
      });
    const seen: number[] = [];
    for (const actor of ACTORS) {
      const res = await post(
        as[actor] ? { cookie: as[actor], origin: TEST_ORIGIN } : { origin: TEST_ORIGIN },
      );
      seen.push(res.status);
      expect(res.status, actor).toBe(401);
    }
    const keyed = await post({ authorization: `Bearer ${apiKey}` });
    expect(keyed.status).toBe(200);
    for (const method of ['GET', 'DELETE']) {
      expect((await t.app.request('/mcp', { method })).status, method).toBe(401);
      expect(
        (await t.app.request('/mcp', { method, headers: { authorization: `Bearer ${apiKey}` } })).status,
      ).toBe(405);
    }
    record(task, {
      thrown: 'POST /mcp',
      expected: 'api-key: visitor user subscriber admin 401, a key 200',
      got: `visitor user subscriber admin: ${seen.join(' ')}, a key: ${keyed.status}`,
    });
  });
});
