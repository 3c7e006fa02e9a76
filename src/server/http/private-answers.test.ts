import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, requestAs, signInActors } from '../test/actors';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let as: Record<Actor, string>;

beforeAll(async () => {
  t = await createTestApp({
    configOverrides: {
      responseCache: { enabled: true, sharedMaxAgeSeconds: 60, staleWhileRevalidateSeconds: 300 },
    },
  });
  as = await signInActors(t);
});
afterAll(async () => t.close());

describe('answers to a signed-in user or an API key', () => {
  it('may be kept by no cache, unless they chose their own caching', async () => {
    const cacheControl = async (cookie: string, path: string) =>
      (await requestAs(t, cookie, 'GET', path)).headers.get('cache-control');
    for (const [who, path] of [
      ['user', '/api/account'],
      ['user', '/api/account/api-keys'],
      ['subscriber', '/api/favorites'],
      ['admin', '/api/admin/analysis'],
    ] as const) {
      expect(await cacheControl(as[who], path), `${who} ${path}`).toBe('private, no-store');
    }
    const created = await requestAs(t, as.user, 'POST', '/api/account/api-keys', { name: 'Reader' });
    const { key } = (await created.json()) as { key: string };
    const keyed = await t.app.request('/api/brands/duplicates?name=Nike', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(keyed.headers.get('cache-control')).toBe('private, no-store');

    // The catalogue's own choice for a signed-in reader stays, a visitor's read stays the shared
    // answer a CDN may keep, and the live stream keeps its own.
    expect(await cacheControl(as.user, '/api/brands')).toBe('private, no-cache');
    expect(await cacheControl('', '/api/brands')).toMatch(/^public, .*s-maxage=60/);
    const stream = new AbortController();
    const events = await t.app.request('/api/events', {
      headers: { cookie: as.user },
      signal: stream.signal,
    });
    expect(events.headers.get('cache-control')).toBe('no-cache');
    stream.abort();
  });
});
