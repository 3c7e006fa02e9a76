import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeCursor } from '../brands/brand-cursor';
import { brands } from '../db/schema';
import { escapeAttribute } from '../http/html-escape';
import { DEEP_JSON_MESSAGE } from '../http/refuse-deep-json';
import { sanitizeSvg } from '../images/sanitize-svg';
import { isPublicAddress } from '../net/fetcher/address-policy';
import { FetchError } from '../net/fetcher/fetch-error';
import { DEFAULT_FETCH_POLICY, safeFetch } from '../net/fetcher/safe-fetch';
import { ACTORS, type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import {
  type FixtureServer,
  type LoopbackServer,
  serveFixtureSite,
  serveOnLoopback,
} from '../test/fixture-server';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { record } from './report/record';

/** The smaller holes the second attack round found, each shut and proven here. */

let t: TestApp;
let as: Record<Actor, string>;
let server: LoopbackServer;
let canary: FixtureServer;
let sample: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(
    path.join(t.webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Brand Atlas</title><meta name="description" content="x" /></head><body></body></html>',
  );
  as = await signInActors(t);
  sample = await insertBrand(t.database.db, { name: 'Hole Brand', slug: 'hole-brand' });
  server = await serveOnLoopback(getRequestListener(t.app.fetch));
  canary = await serveFixtureSite({ '/': { body: '<html><title>canary</title></html>' } });
});
afterAll(async () => {
  await canary?.close();
  await server?.close();
  await t?.close();
});

/** POST over a real socket from a chosen loopback address (the client address the server sees). */
function postFrom(localAddress: string, urlPath: string, cookie = ''): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        localAddress,
        method: 'POST',
        path: urlPath,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('crafted list cursors', () => {
  it('answer 400 problems, never 500', async ({ task }) => {
    const id = sample.id;
    const cursors: [string, string][] = [
      ['newest', encodeCursor({ sort: 'newest', key: '0', id })],
      ['newest', encodeCursor({ sort: 'newest', key: '2024-02-30 00:00:00+00', id })],
      ['newest', encodeCursor({ sort: 'newest', key: '2024-01-01 25:00:00+00', id })],
      ['alpha', encodeCursor({ sort: 'alpha', key: 'a\u0000b', id })],
      ['popular', encodeCursor({ sort: 'popular', key: '99999999999', id })],
      ['trending', encodeCursor({ sort: 'trending', key: '99999999999999999999', id })],
      ['newest', '0'],
      ['newest', '%00'],
    ];
    const statuses: number[] = [];
    for (const [sort, cursor] of cursors) {
      const res = await t.app.request(`/api/brands?sort=${sort}&cursor=${encodeURIComponent(cursor)}`);
      statuses.push(res.status);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
    }
    record(task, {
      thrown: 'cursors: 0, 30 February, hour 25, NUL, integer and bigint overflow, bare 0, %00',
      expected: 'all 400',
      got: statuses.join(' '),
    });
    expect(statuses.every((s) => s === 400)).toBe(true);
    const good = await t.app.request(
      `/api/brands?sort=newest&cursor=${encodeCursor({ sort: 'newest', key: '2026-11-25 20:54:26.123456+00', id })}`,
    );
    expect(good.status).toBe(200);
  });
});

describe('brand text in the page head', () => {
  it('stays text: replacement patterns are not expanded', async ({ task }) => {
    await insertBrand(t.database.db, {
      name: "Dollar $& $` $' Co",
      slug: 'dollar-co',
      description: "Say $' and $&",
    });
    const html = await (await t.app.request('/brands/dollar-co')).text();
    const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
    record(task, {
      thrown: "a brand named Dollar $& $` $' Co, its page's <title>",
      expected: 'the name as written',
      got: title,
    });
    expect(title).toContain(escapeAttribute("Dollar $& $` $' Co"));
    expect(html).not.toContain('<title>Brand Atlas</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('SVG styles', () => {
  it('that load anything are dropped, CSS escapes included', ({ task }) => {
    const dirty =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">' +
      '<style>.a{background:u\\72l(https://evil.example/a)}</style>' +
      '<style>@im\\70ort "https://evil.example/b.css";</style>' +
      '<rect class="a" width="10" height="10" style="fill:u\\000072l(https://evil.example/c)"/>' +
      '<style>.b{fill:url(#grad)}</style></svg>';
    const clean = sanitizeSvg(dirty);
    record(task, {
      thrown: 'url() and @import spelt with CSS escapes, in <style> and a style attribute',
      expected: 'no reference to evil.example; a fragment url() kept',
      got: clean,
    });
    expect(clean).not.toContain('evil.example');
    expect(clean).toContain('url(#grad)');
    expect(clean).toContain('viewBox="0 0 10 10"');
  });
});

describe('the visit counter', () => {
  it('counts one visit per client per brand per hour', async ({ task }) => {
    const brand = await insertBrand(t.database.db, { name: 'Trending Bait', slug: 'trending-bait' });
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++)
      statuses.add(await postFrom('127.0.0.2', `/api/brands/${brand.slug}/visits`));
    const [afterOne] = await t.database.db
      .select({ n: brands.visitCount })
      .from(brands)
      .where(eq(brands.id, brand.id));
    await postFrom('127.0.0.3', `/api/brands/${brand.slug}/visits`);
    await postFrom('127.0.0.2', `/api/brands/${brand.slug}/visits`, as.user);
    const [afterThree] = await t.database.db
      .select({ n: brands.visitCount })
      .from(brands)
      .where(eq(brands.id, brand.id));
    record(task, {
      thrown: '150 visit posts from one address, then one from another address and one signed in',
      expected: 'all answered 200; count 1, then 3',
      got: `${[...statuses].join(',')}; count ${afterOne?.n}, then ${afterThree?.n}`,
    });
    expect([...statuses]).toEqual([200]);
    expect(afterOne?.n).toBe(1);
    expect(afterThree?.n).toBe(3);
  });
});

describe('deeply nested JSON', () => {
  it('is refused with 400 before any route or better-auth parses it', async ({ task }) => {
    const deep = `${'['.repeat(5_000)}${']'.repeat(5_000)}`;
    const nested = `{"name":${'{"a":'.repeat(200)}1${'}'.repeat(200)}}`;
    const results: string[] = [];
    for (const [route, body] of [
      ['/api/auth/sign-in/email', nested],
      ['/api/auth/update-user', nested],
      ['/api/brands', deep],
      ['/api/account/password', deep],
    ] as const) {
      const res = await t.app.request(route, {
        method: 'POST',
        headers: { cookie: as.user, origin: TEST_ORIGIN, 'content-type': 'application/json' },
        body,
      });
      const detail = ((await res.json()) as { detail?: string }).detail;
      results.push(`${route} ${res.status}`);
      expect(res.status, route).toBe(400);
      expect(detail).toBe(DEEP_JSON_MESSAGE);
    }
    record(task, {
      thrown: 'JSON nested 200 and 5,000 deep to four routes',
      expected: 'all 400',
      got: results.join(', '),
    });
  });
});

describe('licensed font ZIPs', () => {
  it('cannot be downloaded by anyone; installed font files still can', async ({ task }) => {
    const data = new FormData();
    data.append(
      'file',
      new Blob([zipSync({ 'Licensed/Licensed-Regular.woff2': new Uint8Array(64) })]),
      'Licensed.zip',
    );
    data.append('family', 'Licensed');
    const stored = await t.app.request('/api/admin/fonts/upload', {
      method: 'POST',
      headers: { cookie: as.admin, origin: TEST_ORIGIN },
      body: data,
    });
    const { key } = (await stored.json()) as { key: string };
    const statuses: number[] = [];
    for (const actor of ACTORS) {
      const res = await t.app.request(`/files/fonts/${key}`, {
        headers: as[actor] ? { cookie: as[actor] } : {},
      });
      statuses.push(res.status);
    }
    await t.storage.put('fonts', 'licensed/Licensed-400.woff2', new Uint8Array([0x77, 0x4f, 0x46, 0x32]), {
      contentType: 'font/woff2',
    });
    const installed = await t.app.request('/files/fonts/licensed/Licensed-400.woff2');
    record(task, {
      thrown: `GET /files/fonts/${key} as visitor, user, subscriber, admin; then an installed font file`,
      expected: '404 for everyone; the font file 200',
      got: `${statuses.join(' ')}; ${installed.status}`,
    });
    expect(stored.status).toBe(200);
    expect(statuses).toEqual([404, 404, 404, 404]);
    expect(installed.status).toBe(200);
  });
});

describe('request ids', () => {
  it("keep a client's well-formed id and replace anything else", async ({ task }) => {
    const answered = async (id: string) =>
      (await t.app.request('/api/health/live', { headers: { 'x-request-id': id } })).headers.get(
        'x-request-id',
      ) ?? '';
    const kept = await answered('trace-0123456789abcdef');
    const replaced = await Promise.all([
      answered('<script>alert(1)</script>'),
      answered('a'.repeat(400)),
      answered('short'),
      answered('id with spaces and "quotes"'),
    ]);
    record(task, {
      thrown: 'X-Request-Id: a trace id, markup, 400 characters, 5 characters, spaces',
      expected: 'the trace id kept, the others replaced by UUIDs',
      got: [kept, ...replaced].join(' | '),
    });
    expect(kept).toBe('trace-0123456789abcdef');
    for (const id of replaced) expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown API paths', () => {
  it('answer a 404 problem, however they are spelt, never the web app', async ({ task }) => {
    const paths = ['/api/nope', '/API/nope', '/Api/brands', '/api%2Fnope', '/api%2fbrands%2fx', '/api'];
    const got: string[] = [];
    for (const p of paths) {
      const res = await t.app.request(p);
      got.push(`${p} ${res.status} ${res.headers.get('content-type')}`);
      expect(res.status, p).toBe(404);
      expect(res.headers.get('content-type'), p).toBe('application/problem+json');
    }
    record(task, { thrown: paths.join(' '), expected: '404 problems', got: got.join('; ') });
    expect((await t.app.request('/brands')).status).toBe(200);
  });
});

describe('the SSRF policy', () => {
  it('refuses IPv4 hidden in IPv6: mapped, translated, NAT64 and 6to4 forms', async ({ task }) => {
    const hidden = [
      '::ffff:7f00:1',
      '::ffff:0:7f00:1',
      '::ffff:0:a00:1',
      '0:0:0:0:0:ffff:7f00:1',
      '64:ff9b::7f00:1',
      '64:ff9b:1::a00:1',
      '2002:7f00:1::1',
      '2002:c0a8:101::1',
      '::127.0.0.1',
      'fec0::1',
    ];
    const passed = hidden.filter((a) => isPublicAddress(a));
    let fetched = 'refused';
    try {
      await safeFetch(`http://[::ffff:0:7f00:1]:${canary.port}/`, {
        ...DEFAULT_FETCH_POLICY,
        timeoutMs: 2_000,
      });
      fetched = 'fetched';
    } catch (error) {
      fetched = error instanceof FetchError ? error.reason : String(error);
    }
    record(task, {
      thrown: `${hidden.length} addresses carrying private IPv4, and a fetch of http://[::ffff:0:7f00:1]:port/`,
      expected: 'none public; the fetch refused',
      got: `${passed.length} public (${passed.join(', ')}); fetch ${fetched}; canary hits ${canary.hits.length}`,
    });
    expect(passed).toEqual([]);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('2606:4700::1111')).toBe(true);
    expect(fetched).not.toBe('fetched');
    expect(canary.hits).toHaveLength(0);
  });

  it('allows a host named with a port in ANALYZER_ALLOW_HOSTS on that port only', async ({ task }) => {
    const other = await serveFixtureSite({ '/': { body: '<html><title>other</title></html>' } });
    try {
      const policy = { ...DEFAULT_FETCH_POLICY, allowHosts: [`127.0.0.1:${canary.port}`], timeoutMs: 2_000 };
      const allowed = await safeFetch(`http://127.0.0.1:${canary.port}/`, policy);
      let otherPort = 'fetched';
      try {
        await safeFetch(`http://127.0.0.1:${other.port}/`, policy);
      } catch (error) {
        otherPort = error instanceof FetchError ? error.reason : String(error);
      }
      record(task, {
        thrown: `allow 127.0.0.1:${canary.port}; fetch that port, then port ${other.port}`,
        expected: '200, then refused',
        got: `${allowed.status}, then ${otherPort}`,
      });
      expect(allowed.status).toBe(200);
      expect(otherPort).not.toBe('fetched');
      expect(other.hits).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
