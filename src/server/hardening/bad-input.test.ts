import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { type Actor, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/test-app';
import { record } from './report/record';

/**
 * Bad input on every route of the API, as an admin (who passes every guard, so the input itself
 * is what the route meets): malformed and hostile JSON, NUL characters, odd path and query
 * values. The server must answer each with a 4xx problem document, never a 5xx, keep serving,
 * and lose nothing it held before.
 */
let t: TestApp;
let as: Record<Actor, string>;
let operations: { method: string; path: string }[];
let sample: { id: string; slug: string };

beforeAll(async () => {
  t = await createTestApp();
  fs.writeFileSync(path.join(t.webDistDir, 'index.html'), '<!doctype html><title>Brand Atlas</title>');
  as = await signInActors(t);
  const brand = await insertBrand(t.database.db, { name: 'Bad Input Brand', slug: 'bad-input-brand' });
  sample = { id: brand.id, slug: brand.slug };
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path: `/api${path}` })),
  );
});
afterAll(async () => t.close());

const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const huge = 'x'.repeat(1024 * 1024);

/** Bodies for routes that take one; each is a string sent as application/json unless noted. */
const BODIES: [string, string, string?][] = [
  ['malformed JSON', '{"name": "x",'],
  ['JSON null', 'null'],
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"just text"'],
  ['a number', '1e309'],
  ['5,000-deep nesting', deep(5_000)],
  ['1 MB strings in every usual field', JSON.stringify({ name: huge, url: huge, email: huge, family: huge })],
  [
    'NUL characters in every usual field',
    JSON.stringify({
      name: 'Nul\u0000Brand',
      url: 'https://nul\u0000.example',
      email: 'a\u0000@example.com',
      industry: 'Technology',
      tagline: 'a\u0000b',
      description: '\u0000',
      family: 'Sodo\u0000',
      new_password: 'pass\u0000word',
      value: true,
    }),
  ],
  ['wrong types everywhere', JSON.stringify({ name: 5, url: [], email: {}, value: 'yes', limit: 'many' })],
  [
    '__proto__ and constructor keys',
    '{"__proto__":{"role":"admin","isAdmin":true},"constructor":{"prototype":{"polluted":true}},"name":"Proto"}',
  ],
  ['invalid UTF-8 bytes', '\uFFFD'],
  [
    'XML sent as JSON',
    '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
  ],
];

/** Values put where a route expects an id or a slug. */
const PARAMS = [
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  `${'a'.repeat(10_000)}`,
  "'%20OR%201=1--",
  '%F0%9F%92%A9',
  '%FF%FE',
  '00000000-0000-0000-0000-000000000000',
];

/** Query strings for GET routes. */
const QUERIES = [
  'limit=-1',
  'limit=1e309',
  'limit=abc&limit=5',
  'cursor=%00%FF',
  'cursor=eyJub3QiOiJhIGN1cnNvciJ9',
  'search=%00%00',
  `search=${'%25'.repeat(3_000)}`,
  'sort=__proto__',
  'q=%00&name=%00',
  'color[]=Blue&industry[x]=y',
  `q=${'a'.repeat(5_000)}`,
  'id=1;DROP%20TABLE%20brands',
];

function concrete(path: string, value?: string) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (value !== undefined) return value;
    if (name === 'slug') return sample.slug;
    return sample.id;
  });
}

/** Row ids of the tables whose rows bad input must never delete. */
async function held(): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    t.database.db,
    sql`select 'brand:' || id as key from brands union all select 'user:' || id from "user"
        union all select 'favorite:' || id from favorites union all select 'subscription:' || id from subscriptions`,
  );
  return rows.map((r) => r.key).sort();
}

describe('Bad input on every route', () => {
  it('answers every bad input with a 4xx problem, never a 5xx, and keeps serving', async ({ task }) => {
    const before = await held();
    const failures: string[] = [];
    let total = 0;
    for (const op of operations) {
      const statuses = new Map<number, number>();
      const send = async (label: string, path: string, init: RequestInit) => {
        total++;
        let res: Response;
        try {
          res = await t.app.request(path, {
            ...init,
            headers: { cookie: as.admin, origin: TEST_ORIGIN, ...init.headers },
          });
        } catch (error) {
          failures.push(`${op.method} ${op.path} ${label}: threw ${(error as Error).message}`);
          return;
        }
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const type = res.headers.get('content-type') ?? '';
        const text = await res.text();
        if (res.status >= 500)
          failures.push(`${op.method} ${op.path} ${label}: ${res.status} ${text.slice(0, 160)}`);
        if (/\bat .+\.(ts|js):\d+/.test(text)) failures.push(`${op.method} ${op.path} ${label}: stack trace`);
        if (res.status >= 400 && !type.includes('application/problem+json'))
          failures.push(
            `${op.method} ${op.path} ${label}: ${res.status} without a problem document (${type})`,
          );
      };
      if (op.method !== 'GET') {
        for (const [label, body] of BODIES) {
          const bytes =
            label === 'invalid UTF-8 bytes' ? new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]) : body;
          await send(label, concrete(op.path), {
            method: op.method,
            headers: { 'content-type': 'application/json' },
            body: bytes,
          });
        }
      } else {
        for (const query of QUERIES)
          await send(`?${query}`, `${concrete(op.path)}?${query}`, { method: 'GET' });
      }
      if (op.path.includes('{')) {
        for (const value of PARAMS) {
          await send(`param ${value.slice(0, 20)}`, concrete(op.path, value), {
            method: op.method,
            ...(op.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
          });
        }
      }
      record(task, {
        thrown: `${op.method} ${op.path}`,
        expected: '4xx problem or 2xx; no 5xx',
        got: [...statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, n]) => `${n}×${s}`)
          .join(' '),
      });
    }
    const health = await t.app.request('/api/health');
    const list = await t.app.request('/api/brands');
    const after = new Set(await held());
    const lost = before.filter((key) => !after.has(key));
    const polluted = ({} as Record<string, unknown>).polluted ?? ({} as Record<string, unknown>).isAdmin;
    record(task, {
      thrown: `after ${total} bad requests`,
      expected: 'health 200, list 200, no brand, user, favourite or subscription lost, no pollution',
      got: `health ${health.status}, list ${list.status}, ${lost.length} of ${before.length} rows lost, ${polluted ? 'POLLUTED' : 'no pollution'}`,
    });
    expect(failures).toEqual([]);
    expect(health.status).toBe(200);
    expect(list.status).toBe(200);
    expect(lost).toEqual([]);
    expect(polluted).toBeUndefined();
  });

  it('answers hostile headers and methods without a 5xx', async ({ task }) => {
    const cases: [string, string, RequestInit][] = [
      [
        '8 KB cookie of garbage',
        '/api/account',
        { headers: { cookie: `better-auth.session_token=${'%'.repeat(8_000)}` } },
      ],
      [
        'a forged session cookie',
        '/api/account',
        { headers: { cookie: 'better-auth.session_token=abc.def' } },
      ],
      ['x-request-id of 10 KB', '/api/health', { headers: { 'x-request-id': 'r'.repeat(10_000) } }],
      ['PROPFIND method', '/api/brands', { method: 'PROPFIND' }],
      ['PATCH on a read-only route', '/api/brands', { method: 'PATCH', headers: { origin: TEST_ORIGIN } }],
      ['a path of 8 KB', `/api/brands/${'x'.repeat(8_000)}`, {}],
      ['a path with encoded NUL', '/api/brands/%00', {}],
      ['a double-encoded traversal', '/files/brand-logos/..%252f..%252fpackage.json', {}],
      ['a traversal into the files', '/files/brand-logos/../../package.json', {}],
      [
        'Accept-Encoding junk',
        '/api/brands',
        { headers: { 'accept-encoding': 'br;q=x, gzip;q=-1, *;q=NaN' } },
      ],
    ];
    const failures: string[] = [];
    for (const [label, path, init] of cases) {
      const res = await t.app.request(path, init);
      const text = await res.text();
      record(task, { thrown: label, expected: 'no 5xx, nothing leaked', got: String(res.status) });
      if (res.status >= 500) failures.push(`${label}: ${res.status}`);
      if (text.includes('"name": "brand-atlas"')) failures.push(`${label}: served package.json`);
    }
    expect(failures).toEqual([]);
  });
});
