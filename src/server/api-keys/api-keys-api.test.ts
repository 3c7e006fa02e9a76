import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_PATTERN, API_KEYS_PER_USER_MAX, utcDay } from '../../domain/api-key-rules';
import {
  ApiKeyListSchema,
  ApiUsageSchema,
  type CreatedApiKey,
  CreatedApiKeySchema,
} from '../../domain/api-keys';
import { activateTestSubscription } from '../billing/local-billing';
import { apiKeys, apiKeyUsage, brands, favorites } from '../db/schema';
import { record } from '../hardening/report/record';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { listenOnLoopback } from '../test/listen';
import { signInAs } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';

const QUOTAS = { free: 10, pro: 15 };
let t: TestApp;
let as: Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { apiQuotas: QUOTAS } });
  as = await signInActors(t);
  await insertBrand(t.database.db, { name: 'Keyed Brand', slug: 'keyed-brand' });
});
afterAll(async () => t.close());

async function createKey(cookie: string, name = 'Test key'): Promise<CreatedApiKey> {
  const res = await requestAs(t, cookie, 'POST', '/api/account/api-keys', { name });
  expect(res.status).toBe(201);
  const body = await res.json();
  return CreatedApiKeySchema.parse(body);
}
const withKey = (key: string, path: string, init: RequestInit = {}) =>
  t.app.request(path, { ...init, headers: { authorization: `Bearer ${key}`, ...(init.headers ?? {}) } });

describe('API keys in settings', () => {
  it('shows a new key once and stores only its SHA-256', async () => {
    const made = await createKey(as.user, 'Research script');
    expect(made.key).toMatch(API_KEY_PATTERN);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const list = ApiKeyListSchema.parse(
      await (await requestAs(t, as.user, 'GET', '/api/account/api-keys')).json(),
    );
    expect(list.items.find((k) => k.id === made.id)).toMatchObject({
      name: 'Research script',
      revoked_at: null,
    });
    expect(JSON.stringify(list)).not.toContain(made.key);
    expect(list).toMatchObject({ tier: 'free', daily_quota: QUOTAS.free });
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, made.id));
    expect(row!.keyHash).toBe(createHash('sha256').update(made.key).digest('hex'));
    const dump = await t.database.db.execute(sql`select to_jsonb(k)::text as row from api_keys k`);
    expect(JSON.stringify(dump)).not.toContain(made.key);
  });

  it('refuses a blank name, more than 10 active keys, and revoking somebody else’s key', async () => {
    expect((await requestAs(t, as.admin, 'POST', '/api/account/api-keys', { name: '  ' })).status).toBe(400);
    const owner = await signInAs(t, 'many-keys@example.com');
    const made = [];
    for (let i = 0; i < API_KEYS_PER_USER_MAX; i++) made.push(await createKey(owner, `Key ${i}`));
    const over = await requestAs(t, owner, 'POST', '/api/account/api-keys', { name: 'One too many' });
    expect(over.status).toBe(409);
    expect((await requestAs(t, as.user, 'DELETE', `/api/account/api-keys/${made[0]!.id}`)).status).toBe(404);
    expect((await requestAs(t, owner, 'DELETE', `/api/account/api-keys/${made[0]!.id}`)).status).toBe(200);
    await createKey(owner, 'After revoking one');
  });
});

describe('Authorization: Bearer on the read API', () => {
  it('reads the public API, with the RateLimit fields, over a real connection too', async () => {
    const { key } = await createKey(as.user);
    const res = await withKey(key, '/api/brands/keyed-brand');
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit-policy')).toBe(`"daily";q=${QUOTAS.free};w=86400`);
    expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"daily";r=${QUOTAS.free - 1};t=\\d+$`));
    const server = await listenOnLoopback(t);
    try {
      const http = await fetch(`${server.url}/api/brands?limit=1`, {
        headers: { authorization: `Bearer ${key}` },
      });
      expect(http.status).toBe(200);
      expect(http.headers.get('ratelimit')).toMatch(new RegExp(`^"daily";r=${QUOTAS.free - 2};t=\\d+$`));
    } finally {
      await server.close();
    }
  });

  it('judges a request by its key alone: no account routes, no writes, no sign-in routes', async () => {
    const { key } = await createKey(as.subscriber);
    // With the admin's cookie beside the key, the cookie is not read.
    const both = { cookie: as.admin, origin: TEST_ORIGIN };
    expect((await withKey(key, '/api/account', { headers: both })).status).toBe(401);
    expect((await withKey(key, '/api/admin/audit', { headers: both })).status).toBe(401);
    expect((await withKey(key, '/api/auth/get-session', { headers: both })).status).toBe(403);
    const [brand] = await t.database.db.select().from(brands).where(eq(brands.slug, 'keyed-brand'));
    const write = await withKey(key, `/api/favorites/${brand!.id}`, {
      method: 'POST',
      headers: { ...both, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { detail: string }).detail).toBe('API keys grant read access only');
    // Without our Origin a write is refused by the CSRF rule before the key is even read.
    const crossSite = await withKey(key, '/api/brands', {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Key Made', url: 'https://k.example', industry: 'Retail' }),
    });
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as { detail: string }).detail).toBe('Cross-site request refused');
    expect(await t.database.db.select().from(favorites)).toHaveLength(0);
    expect(await t.database.db.select().from(brands).where(eq(brands.name, 'Key Made'))).toHaveLength(0);
  });

  it('refuses malformed, unknown and revoked keys with a 401 problem', async ({ task }) => {
    const made = await createKey(as.user);
    expect((await withKey(made.key, '/api/brands')).status).toBe(200);
    expect((await requestAs(t, as.user, 'DELETE', `/api/account/api-keys/${made.id}`)).status).toBe(200);
    const cases: [string, string][] = [
      ['revoked', `Bearer ${made.key}`],
      ['unknown', `Bearer ba_${'B'.repeat(43)}`],
      ['malformed', 'Bearer ba_short'],
      ['no token', 'Bearer'],
      ['basic', 'Basic dXNlcjpwYXNz'],
      ['script', 'Bearer <script>alert(1)</script>'],
    ];
    for (const [name, header] of cases) {
      const res = await t.app.request('/api/brands', { headers: { authorization: header } });
      record(task, {
        thrown: `GET /api/brands with a ${name} key`,
        expected: '401',
        got: String(res.status),
      });
      expect(res.status, name).toBe(401);
      expect(res.headers.get('content-type'), name).toContain('application/problem+json');
      expect(res.headers.get('www-authenticate'), name).toMatch(/^Bearer realm="Brand Atlas"/);
    }
  });

  it('counts requests per key per day: past the quota 429 with Retry-After, exactly, under concurrency', async ({
    task,
  }) => {
    const owner = await signInAs(t, 'quota-user@example.com');
    const { key, id } = await createKey(owner);
    const statuses = (
      await Promise.all(Array.from({ length: 25 }, () => withKey(key, '/api/brands?limit=1')))
    ).map((r) => r.status);
    record(task, {
      thrown: `25 requests at once with one key, quota ${QUOTAS.free} a day`,
      expected: `${QUOTAS.free} × 200, ${25 - QUOTAS.free} × 429`,
      got: `${statuses.filter((s) => s === 200).length} × 200, ${statuses.filter((s) => s === 429).length} × 429`,
    });
    expect(statuses.filter((s) => s === 200)).toHaveLength(QUOTAS.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25 - QUOTAS.free);
    const refused = await withKey(key, '/api/brands');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('ratelimit')).toMatch(/^"daily";r=0;t=\d+$/);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/10 requests for today/);
    const [usage] = await t.database.db.select().from(apiKeyUsage).where(eq(apiKeyUsage.keyId, id));
    expect(usage).toMatchObject({ day: utcDay(new Date()), count: QUOTAS.free });

    // A second key of the same account has its own quota.
    const second = await createKey(owner, 'Second');
    expect((await withKey(second.key, '/api/brands')).status).toBe(200);

    const days = ApiUsageSchema.parse(
      await (await requestAs(t, owner, 'GET', '/api/account/api-keys/usage')).json(),
    );
    expect(days.days).toHaveLength(30);
    expect(days.days.at(-1)).toMatchObject({ day: utcDay(new Date()), total: QUOTAS.free + 1 });
    expect(days.days.at(-1)!.by_key).toEqual(
      expect.arrayContaining([
        { key_id: id, count: QUOTAS.free },
        { key_id: second.id, count: 1 },
      ]),
    );
    expect(days.days.slice(0, -1).every((d) => d.total === 0)).toBe(true);
  });

  it('gives Pro subscribers the larger quota', async () => {
    const owner = await signInAs(t, 'pro-quota@example.com');
    const me = (await (await requestAs(t, owner, 'GET', '/api/account')).json()) as { id: string };
    await activateTestSubscription(t.database.db, me.id);
    const { key } = await createKey(owner);
    const res = await withKey(key, '/api/brands');
    expect(res.headers.get('ratelimit-policy')).toBe(`"daily";q=${QUOTAS.pro};w=86400`);
    const statuses = [];
    for (let i = 0; i < QUOTAS.pro; i++) statuses.push((await withKey(key, '/api/brands?limit=1')).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(QUOTAS.pro - 1);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the OpenAPI document', () => {
  it('documents the new routes, the API key scheme on public reads, and the MCP server with its tools', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-access': string; security: unknown[] }>>;
      components: { securitySchemes: Record<string, { type: string; scheme?: string }> };
      'x-mcp': {
        url: string;
        'x-access': string;
        tools: { name: string; inputSchema: { properties: object } }[];
      };
    };
    const declared = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => `${method.toUpperCase()} ${path} ${op['x-access']}`),
    );
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /brands/{slug}/history public',
        'GET /brands/{slug}/history/identity public',
        'POST /admin/brands/{id}/history/{versionId}/revert admin',
        'POST /brands/{slug}/corrections user',
        'GET /account/corrections user',
        'GET /admin/corrections admin',
        'GET /admin/corrections/stats admin',
        'POST /admin/corrections/{id}/accept admin',
        'POST /admin/corrections/{id}/reject admin',
        'GET /account/api-keys user',
        'POST /account/api-keys user',
        'DELETE /account/api-keys/{id} user',
        'GET /account/api-keys/usage user',
      ]),
    );
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/brands/{slug}']!.get!.security).toEqual([{}, { apiKey: [] }]);
    expect(doc.paths['/account/api-keys']!.post!.security).toEqual([{ session: [] }]);
    expect(doc['x-mcp']).toMatchObject({ url: 'http://localhost:3000/mcp', 'x-access': 'api-key' });
    expect(doc['x-mcp'].tools.map((tool) => tool.name)).toEqual([
      'search_brands',
      'get_brand',
      'brands_near_color',
      'compare_brands',
    ]);
    expect(Object.keys(doc['x-mcp'].tools[2]!.inputSchema.properties)).toEqual(['hex', 'role', 'limit']);
  });
});
