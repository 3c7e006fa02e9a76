import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_MAX_BYTES } from '../../domain/csv-import';
import { CSV_TOO_LARGE_MESSAGE } from '../admin/import-csv';
import { API_BODY_MAX_BYTES, API_BODY_TOO_LARGE_MESSAGE } from '../app';
import { signInAs } from '../test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import type { BodyLimit } from './body-limits';
import { CROSS_SITE_MESSAGE } from './same-origin';

/**
 * Each route declares its own body limit, multipart uploads and cross-site calls (accessRoute's
 * `bodyLimit`, `multipart`, `crossSite`); the app finds a request's declaration by its method and
 * path, as it finds its route, and gives every other request the general limit, JSON only and the
 * same-origin check.
 */

let t: TestApp;
let admin: string;
/** The routes that declared a limit of their own, as `METHOD /api/path/:param`, from /api/openapi.json. */
let declared: Map<string, { limit?: BodyLimit; multipart: boolean; crossSite: boolean }>;
const SOME_ID = '00000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t, 'limits-admin@example.com', 'admin');
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<string, { 'x-body-limit'?: BodyLimit; 'x-multipart'?: boolean; 'x-cross-site'?: boolean }>
    >;
  };
  declared = new Map();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!op['x-body-limit'] && !op['x-multipart'] && !op['x-cross-site']) continue;
      declared.set(`${method.toUpperCase()} /api${path.replaceAll(/\{(\w+)\}/g, ':$1')}`, {
        ...(op['x-body-limit'] ? { limit: op['x-body-limit'] } : {}),
        multipart: op['x-multipart'] === true,
        crossSite: op['x-cross-site'] === true,
      });
    }
  }
});
afterAll(async () => t.close());

/** A body of `size` bytes, sent as `type` from our origin (as the admin). */
function send(method: string, path: string, size: number, type = 'application/json') {
  return t.app.request(path, {
    method,
    headers: { origin: TEST_ORIGIN, cookie: admin, 'content-type': type },
    body: new Uint8Array(size).fill(0x20),
  });
}

const declaredCrossSite = () => [...declared].filter(([, rule]) => rule.crossSite).map(([route]) => route);

async function detailOf(res: Response): Promise<string> {
  return ((await res.json().catch(() => ({}))) as { detail?: string }).detail ?? '';
}

const concrete = (path: string) => path.replaceAll(/:\w+(\{[^}]*\})?/g, SOME_ID).replaceAll('*', 'x');

describe("a route's declared body limit", () => {
  it('is the one applied to its requests: the CSV import takes 2 MB, and 413 with its own words above 5 MB', async () => {
    const twoMb = 2 * 1024 * 1024;
    const taken = await send('POST', '/api/admin/import/csv', twoMb, 'text/csv');
    expect(taken.status).not.toBe(413);
    const over = await send('POST', '/api/admin/import/csv', CSV_MAX_BYTES + 1, 'text/csv');
    expect(over.status).toBe(413);
    expect(await detailOf(over)).toBe(CSV_TOO_LARGE_MESSAGE);
  });

  it('is not applied to other routes: the same sizes elsewhere get the general 1 MB limit', async () => {
    for (const size of [2 * 1024 * 1024, CSV_MAX_BYTES + 1]) {
      const res = await send('POST', '/api/brands', size);
      expect(res.status).toBe(413);
      expect(await detailOf(res)).toBe(API_BODY_TOO_LARGE_MESSAGE);
    }
  });

  it('belongs to its method: the upload is POST; a PUT on the same path gets the general limit', async () => {
    const upload = declared.get('POST /api/admin/brands/:id/image');
    expect(upload?.limit?.maxBytes).toBeGreaterThan(2 * 1024 * 1024);
    const put = await send('PUT', `/api/admin/brands/${SOME_ID}/image`, 2 * 1024 * 1024);
    expect(put.status).toBe(413);
    expect(await detailOf(put)).toBe(API_BODY_TOO_LARGE_MESSAGE);
  });

  it('answers 413 with its own message just above its own size, on every route that declared one', async () => {
    const limited = [...declared].filter(([, rule]) => rule.limit);
    expect(limited.length).toBeGreaterThan(0);
    for (const [route, rule] of limited) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await send(method, concrete(path), rule.limit!.maxBytes + 1);
      expect(res.status, route).toBe(413);
      expect(await detailOf(res), route).toBe(rule.limit!.message);
    }
  });

  it('leaves every other POST, PUT and PATCH route of the API at the general limit', async () => {
    const others = t.app.routes
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.path.startsWith('/api/'))
      .map((r) => `${r.method} ${r.path}`)
      .filter((route, i, all) => all.indexOf(route) === i && !declared.get(route)?.limit);
    expect(others.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const route of others) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await send(method, concrete(path), API_BODY_MAX_BYTES + 1);
      const detail = await detailOf(res);
      if (res.status !== 413 || detail !== API_BODY_TOO_LARGE_MESSAGE)
        wrong.push(`${route}: ${res.status} ${detail}`);
      const within = await send(method, concrete(path), API_BODY_MAX_BYTES);
      if (within.status === 413) wrong.push(`${route}: ${API_BODY_MAX_BYTES} bytes refused`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('multipart uploads', () => {
  const form = () => {
    const data = new FormData();
    data.append('file', new Blob(['not an image'], { type: 'image/png' }), 'logo.png');
    return data;
  };
  const post = (method: string, path: string) =>
    t.app.request(path, { method, headers: { origin: TEST_ORIGIN, cookie: admin }, body: form() });

  it('are let through to the routes that declared them', async () => {
    const multipart = [...declared].filter(([, rule]) => rule.multipart).map(([route]) => route);
    expect(multipart).toContain('POST /api/admin/brands/:id/logo');
    for (const route of multipart) {
      const [method, path] = route.split(' ') as [string, string];
      const res = await post(method, concrete(path));
      expect(res.status, route).not.toBe(403);
    }
  });

  it('are refused everywhere else, even on the same path with another method', async () => {
    for (const [method, path] of [
      ['PUT', `/api/admin/brands/${SOME_ID}/logo`],
      ['POST', `/api/admin/brands/${SOME_ID}/logos/url`],
      ['POST', '/api/admin/fonts/extract'],
      ['POST', '/api/brands'],
    ] as const) {
      const res = await post(method, path);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(await detailOf(res)).toBe('Send JSON: form-encoded requests are refused');
    }
  });
});

describe('cross-site calls', () => {
  const foreign = (path: string) =>
    t.app.request(path, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      body: '{}',
    });

  it('reach only the routes declared cross-site (the signed webhook); other public writes are refused', async () => {
    const crossSite = [...declaredCrossSite()];
    expect(crossSite).toEqual(['POST /api/billing/webhook']);
    const webhook = await foreign('/api/billing/webhook');
    expect(webhook.status).not.toBe(403);
    const visit = await foreign('/api/brands/some-brand/visits');
    expect(visit.status).toBe(403);
    expect(await detailOf(visit)).toBe(CROSS_SITE_MESSAGE);
  });
});
