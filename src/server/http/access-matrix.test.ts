import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ENDPOINTS, createAuth } from '../auth/auth';
import { record } from '../hardening/report/record';
import { ACTORS, type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { ACCESS_LEVELS, type Access } from './access';

/**
 * Routes that are not OpenAPI operations, with who may call them. Every route the app registers
 * must be either an OpenAPI operation carrying `x-access` or listed here, so a new route without
 * a declared access level fails this test.
 */
const PLAIN_ROUTES: Record<string, Access> = {
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

beforeAll(async () => {
  t = await createTestApp();
  as = await signInActors(t);
  const brand = await insertBrand(t.database.db, { name: 'Matrix Brand', slug: 'matrix-brand' });
  sample = { slug: brand.slug, id: brand.id };
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
    .replace(/\{id\}/g, sample.id);

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
});
