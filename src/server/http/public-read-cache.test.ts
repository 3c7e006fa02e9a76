import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../db/schema';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';
import { chooseEncoding } from './content-coding';
import { cacheKey, createPublicReadCache } from './public-read-cache';
import type { AppEnv } from './types';

const CACHE_ON = { enabled: true, sharedMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 60 };

describe('the cache key and the coding', () => {
  it('orders parameters by name, keeps the order of repeated ones and drops empty ones', () => {
    expect(cacheKey(new URL('http://x/api/brands?sort=newest&industry=A&color=&industry=B'))).toBe(
      '/api/brands?industry=A&industry=B&sort=newest',
    );
    expect(cacheKey(new URL('http://x/api/brands?industry=B&industry=A'))).not.toBe(
      cacheKey(new URL('http://x/api/brands?industry=A&industry=B')),
    );
    expect(cacheKey(new URL('http://x/api/brands?search=caf%C3%A9'))).toBe(
      cacheKey(new URL('http://x/api/brands?search=café')),
    );
  });

  it('prefers br, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('deflate')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});

/** A route whose answer names the signed-in user: the case a shared cache must never mix up. */
function personalApp() {
  const cache = createPublicReadCache({
    isPublicRead: (c) => c.req.path === '/api/me',
    ttlMs: 60_000,
    sharedMaxAgeSeconds: 10,
    staleWhileRevalidateSeconds: 60,
  });
  const app = new Hono<AppEnv>();
  let computed = 0;
  app.use('*', async (c, next) => {
    const name = c.req.header('x-user');
    c.set('user', name ? ({ id: name, name } as unknown as AppEnv['Variables']['user']) : null);
    c.set('apiKey', null);
    await next();
  });
  app.use('*', cache.middleware);
  app.get('/api/me', (c) => {
    computed++;
    const user = c.get('user');
    return c.json({ hello: user ? user.id : 'visitor', admin_only: user ? 'secret' : undefined });
  });
  return { app, cache, computed: () => computed };
}

/** An app whose every read is public and comes from a visitor, behind the cache. */
function visitorsApp(maxEntries?: number) {
  const cache = createPublicReadCache({
    isPublicRead: () => true,
    ttlMs: 60_000,
    sharedMaxAgeSeconds: 10,
    staleWhileRevalidateSeconds: 60,
    ...(maxEntries ? { maxEntries } : {}),
  });
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('user', null);
    c.set('apiKey', null);
    await next();
  });
  app.use('*', cache.middleware);
  return { app, cache };
}

describe('the compressed forms', () => {
  it('are quick for the request that computed the answer, and smaller once the answer is reused', async () => {
    const { app } = visitorsApp();
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: i,
      name: `Brand ${i * 7919}`,
      hex: (i * 104729).toString(16),
    }));
    app.get('/api/page', (c) => c.json({ items }));
    const body = Buffer.from(JSON.stringify({ items }));
    const brotli = (quality: number) =>
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
    const read = async (encoding: string) => {
      const res = await app.request('/api/page', { headers: { 'accept-encoding': encoding } });
      return { coding: res.headers.get('content-encoding'), bytes: Buffer.from(await res.arrayBuffer()) };
    };

    const miss = await read('br');
    expect(miss.coding).toBe('br');
    expect(miss.bytes.equals(brotli(2))).toBe(true);
    // The first reuse is served the quick form and starts the smaller one off the event loop.
    expect((await read('br')).bytes.equals(brotli(2))).toBe(true);
    let later = await read('br');
    for (let i = 0; i < 50 && later.bytes.equals(brotli(2)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      later = await read('br');
    }
    expect(later.bytes.equals(brotli(5))).toBe(true);
    expect(brotli(5).length).toBeLessThan(brotli(2).length);
    expect(zlib.brotliDecompressSync(later.bytes).equals(body)).toBe(true);

    const gzipMiss = await read('gzip');
    expect(zlib.gunzipSync(gzipMiss.bytes).equals(body)).toBe(true);
    expect(gzipMiss.bytes.equals(zlib.gzipSync(body, { level: 1 }))).toBe(true);
  });

  it('are not made for an answer under 1 KB, which goes as it is', async () => {
    const { app, cache } = visitorsApp();
    app.get('/api/lookup', (c) => c.json({ slug: 'nike', match: 'exact' }));
    for (const round of ['miss', 'hit']) {
      const res = await app.request('/api/lookup', { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers.get('content-encoding'), round).toBeNull();
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(await res.json()).toEqual({ slug: 'nike', match: 'exact' });
    }
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 1 });
  });
});

describe('a full cache', () => {
  it('drops the answer read least recently, not the one kept first', async () => {
    const { app, cache } = visitorsApp(3);
    const computed: string[] = [];
    app.get('/api/brands/:slug', (c) => {
      computed.push(c.req.param('slug'));
      return c.json({ slug: c.req.param('slug') });
    });
    const read = async (slug: string) => (await app.request(`/api/brands/${slug}`)).json();
    for (const slug of ['home', 'a', 'b']) await read(slug);
    // The page everyone reads is read again, then a crawl walks on through new brands.
    expect(await read('home')).toEqual({ slug: 'home' });
    await read('c');
    expect(cache.stats().entries).toBe(3);
    computed.length = 0;
    expect(await read('home')).toEqual({ slug: 'home' });
    expect(computed).toEqual([]);
    // 'a', read once and longest ago, made room for 'c'.
    await read('a');
    expect(computed).toEqual(['a']);
  });
});

describe('requests for an answer being computed', () => {
  /** A page computed only when the test lets it finish, counting its computations. */
  function heldPage(status = 200) {
    const { app, cache } = visitorsApp();
    let computed = 0;
    const held: (() => void)[] = [];
    // Over 1 KB, so that it is coded as each request asks.
    const items = Array.from({ length: 100 }, (_, i) => `brand-${i}`);
    app.get('/api/brands', async (c) => {
      const round = ++computed;
      await new Promise<void>((resolve) => held.push(resolve));
      return c.json({ items, round }, status as 200);
    });
    const waitForComputation = async (count: number) => {
      const until = Date.now() + 2_000;
      while (computed < count) {
        if (Date.now() > until) throw new Error(`${computed} computations, not ${count}`);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const finish = () => {
      for (const release of held.splice(0)) release();
    };
    return { app, cache, computed: () => computed, finish, waitForComputation };
  }

  it('join that one computation and get its answer, coded as each asks', async () => {
    const page = heldPage();
    const codings = ['br', 'gzip', 'identity', 'br', 'gzip'];
    const answers = codings.map((coding) =>
      page.app.request('/api/brands?sort=newest', { headers: { 'accept-encoding': coding } }),
    );
    await page.waitForComputation(1);
    await new Promise((resolve) => setImmediate(resolve));
    page.finish();
    const responses = await Promise.all(answers);
    expect(page.computed()).toBe(1);
    expect(responses.map((res) => res.headers.get('content-encoding'))).toEqual([
      'br',
      'gzip',
      null,
      'br',
      'gzip',
    ]);
    expect(new Set(responses.map((res) => res.headers.get('etag'))).size).toBe(1);
    expect(await (await page.app.request('/api/brands?sort=newest')).json()).toMatchObject({ round: 1 });
    expect(page.cache.stats()).toMatchObject({ misses: 1, joined: 4, hits: 1 });
  });

  it('do not join a computation that began before a write', async () => {
    const page = heldPage();
    const before = page.app.request('/api/brands');
    await page.waitForComputation(1);
    page.cache.clear();
    const after = page.app.request('/api/brands');
    await page.waitForComputation(2);
    page.finish();
    expect(await (await before).json()).toMatchObject({ round: 1 });
    expect(await (await after).json()).toMatchObject({ round: 2 });
  });

  it('compute their own when the answer is not one to share', async () => {
    const page = heldPage(404);
    const answers = [page.app.request('/api/brands'), page.app.request('/api/brands')];
    await page.waitForComputation(1);
    await new Promise((resolve) => setImmediate(resolve));
    page.finish();
    await page.waitForComputation(2);
    page.finish();
    expect((await Promise.all(answers)).map((res) => res.status)).toEqual([404, 404]);
    expect(page.computed()).toBe(2);
  });
});

describe('a user-specific answer', () => {
  it('is neither kept nor served to anybody else', async () => {
    const { app, cache, computed } = personalApp();
    const asAdmin = await app.request('/api/me', { headers: { 'x-user': 'admin' } });
    // Headers first: the Node adapter's Response, once its body is read, shows the headers it was
    // made with rather than those set on it since (the adapter itself sends the latter).
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-cache');
    expect(await asAdmin.json()).toEqual({ hello: 'admin', admin_only: 'secret' });
    expect(cache.stats().entries).toBe(0);

    const anonymous = await app.request('/api/me');
    expect(await anonymous.json()).toEqual({ hello: 'visitor' });
    expect(anonymous.headers.get('cache-control')).toMatch(
      /^public, .*s-maxage=10, stale-while-revalidate=60$/,
    );
    // The visitor's answer, now kept, is not what a user is given.
    const asUser = await app.request('/api/me', { headers: { 'x-user': 'ann' } });
    expect(await asUser.json()).toEqual({ hello: 'ann', admin_only: 'secret' });
    expect(computed()).toBe(3);
    expect(await (await app.request('/api/me')).json()).toEqual({ hello: 'visitor' });
    expect(computed()).toBe(3);
  });
});

describe('public catalogue reads from memory', () => {
  let t: TestApp;
  let as: Record<Actor, string>;
  let brandId: string;

  beforeAll(async () => {
    t = await createTestApp({ configOverrides: { responseCache: CACHE_ON } });
    const brand = await insertBrand(t.database.db, { name: 'Cached Coffee', slug: 'cached-coffee' });
    brandId = brand.id;
    await insertBrand(t.database.db, { name: 'Other Tea', slug: 'other-tea' });
    // Enough brands that a page of them is worth compressing (past 1 KB).
    for (const n of [1, 2, 3])
      await insertBrand(t.database.db, { name: `Filler Juice ${n}`, slug: `filler-juice-${n}` });
    as = await signInActors(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
  const nameOf = async (res: Response) => ((await res.json()) as { name: string }).name;
  /** A change written behind the app's back: no event, no request, so only a fresh read sees it. */
  const renameQuietly = (name: string) =>
    t.database.db.update(brands).set({ name }).where(eq(brands.id, brandId));

  it('answers a repeated read with the same bytes, tagged, compressed as asked, for CDNs too', async () => {
    const first = await read('/api/brands?sort=newest&limit=10', { 'accept-encoding': 'br, gzip' });
    const again = await read('/api/brands?limit=10&sort=newest', { 'accept-encoding': 'gzip' });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    const fromBr = zlib.brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString();
    const fromGzip = zlib.gunzipSync(Buffer.from(await again.arrayBuffer())).toString();
    expect(fromGzip).toBe(fromBr);
    expect(JSON.parse(fromBr).items.map((b: { slug: string }) => b.slug)).toContain('cached-coffee');
    expect(first.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate, s-maxage=10, stale-while-revalidate=60',
    );

    const notModified = await read('/api/brands?sort=newest&limit=10', {
      'if-none-match': first.headers.get('etag') ?? '',
    });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
  });

  it('serves the kept answer until a write, then the new one at the next read', async () => {
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Cached Coffee');
    await renameQuietly('Quietly Renamed');
    // Kept: the quiet change is not seen (this is what proves the answer came from memory).
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Cached Coffee');

    const patched = await requestAs(t, as.admin, 'PATCH', `/api/admin/brands/${brandId}`, {
      name: 'Patched Coffee',
    });
    expect(patched.status).toBe(200);
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Patched Coffee');
    const list = (await (await read('/api/brands?search=patched')).json()) as { total: number };
    expect(list.total).toBe(1);
  });

  it('is emptied by a live event from anywhere (a worker, another instance)', async () => {
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Patched Coffee');
    await renameQuietly('Analysed Coffee');
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Patched Coffee');
    await t.events.publish({ type: 'brand.changed', brandId, slug: 'cached-coffee' });
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Analysed Coffee');
  });

  it("is kept through a user's writes that change no catalogue answer", async () => {
    const before = await nameOf(await read('/api/brands/cached-coffee'));
    await renameQuietly('Renamed Unseen');
    const writes: [string, string, unknown][] = [
      ['POST', '/api/account/api-keys', { name: 'Reader' }],
      ['POST', '/api/billing/portal', {}],
      [
        'POST',
        '/api/brands/cached-coffee/corrections',
        { field: 'tagline', value: 'x', source_url: 'https://example.com/a' },
      ],
    ];
    for (const [method, path, body] of writes) {
      const res = await requestAs(t, as.user, method, path, body);
      expect(res.status, path).toBeLessThan(400);
      expect(await nameOf(await read('/api/brands/cached-coffee')), path).toBe(before);
    }
    await t.events.publish({ type: 'brand.changed', brandId, slug: 'cached-coffee' });
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Renamed Unseen');
    await renameQuietly(before);
    await t.events.publish({ type: 'brand.changed', brandId, slug: 'cached-coffee' });
  });

  it('keeps nothing for a signed-in user and gives them a private answer', async () => {
    await read('/api/brands/cached-coffee');
    await renameQuietly('Fresh For Admins');
    const asAdmin = await requestAs(t, as.admin, 'GET', '/api/brands/cached-coffee');
    expect(await nameOf(asAdmin)).toBe('Fresh For Admins');
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-cache');
    expect(asAdmin.headers.get('etag')).toBeNull();
    // The visitor still gets the kept public answer, not the one computed for the admin.
    expect(await nameOf(await read('/api/brands/cached-coffee'))).toBe('Analysed Coffee');
    await t.events.publish({ type: 'brand.changed', brandId, slug: 'cached-coffee' });
  });

  it('still refuses a revoked key and counts every keyed read, and keeps quotas out of others’ answers', async () => {
    const made = (await (
      await requestAs(t, as.user, 'POST', '/api/account/api-keys', { name: 'k' })
    ).json()) as {
      id: string;
      key: string;
    };
    const withKey = () => read('/api/brands/other-tea', { authorization: `Bearer ${made.key}` });
    const first = await withKey();
    const second = await withKey();
    expect(second.status).toBe(200);
    expect(first.headers.get('etag')).toBe(second.headers.get('etag'));
    const remaining = (res: Response) => Number(/r=(\d+)/.exec(res.headers.get('ratelimit') ?? '')?.[1]);
    expect(remaining(second)).toBe(remaining(first) - 1);
    expect(second.headers.get('cache-control')).toBe('private, no-cache');

    const anonymous = await read('/api/brands/other-tea');
    expect(anonymous.headers.get('ratelimit')).toBeNull();
    expect(anonymous.headers.get('cache-control')).toMatch(/^public/);

    expect((await requestAs(t, as.user, 'DELETE', `/api/account/api-keys/${made.id}`)).status).toBe(200);
    const revoked = await withKey();
    expect(revoked.status).toBe(401);
  });

  it('covers the public catalogue reads their routes declare, and not the duplicate check', async () => {
    const document = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-shared-cache'?: boolean; 'x-keeps-cache'?: boolean }>>;
    };
    const declaring = (flag: 'x-shared-cache' | 'x-keeps-cache') =>
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => operation[flag] === true)
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
    expect(declaring('x-shared-cache').sort()).toEqual(
      [
        'GET /brands',
        'GET /brands/{slug}',
        'GET /brands/facets',
        'GET /brands/lookup',
        'GET /galleries/{id}',
        'GET /archetypes',
        'GET /quadrants',
        'GET /colors/nearest',
        'GET /brands/{slug}/related',
        'GET /brands/{slug}/logos',
        'GET /colors/brands/{slug}',
      ].sort(),
    );
    expect(declaring('x-keeps-cache').sort()).toEqual(
      [
        'POST /brands/{slug}/visits',
        'POST /brands/{slug}/corrections',
        'POST /account/password',
        'POST /account/api-keys',
        'DELETE /account/api-keys/{id}',
        'POST /billing/checkout',
        'POST /billing/portal',
        'POST /billing/test/activate',
        'POST /billing/test/cancel',
        'POST /billing/webhook',
      ].sort(),
    );
  });

  it('answers the duplicate check, whose path looks like a brand, from the database every time', async () => {
    await insertBrand(t.database.db, { name: 'Cache Twin', slug: 'cache-twin' });
    const first = await t.app.request('/api/brands/duplicates?name=Cache%20Twin');
    expect(((await first.json()) as { match: unknown }).match).not.toBeNull();
    // Deleted behind the app's back: no write event clears the cache, so only an uncached read sees it.
    await t.database.db.delete(brands).where(eq(brands.slug, 'cache-twin'));
    const second = await t.app.request('/api/brands/duplicates?name=Cache%20Twin');
    expect(((await second.json()) as { match: unknown }).match).toBeNull();
  });
});
