import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_ONLY_MESSAGE } from './api-keys/authenticate-api-key';
import { API_BODY_MAX_BYTES, API_BODY_TOO_LARGE_MESSAGE } from './app';
import { signInAs } from './test/sign-in';
import { createTestApp, TEST_ORIGIN, type TestApp } from './test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  fs.mkdirSync(path.join(t.webDistDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(t.webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Brand Atlas</title><meta name="description" content="x" /></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(t.webDistDir, 'assets', 'index-abc123.js'),
    `console.log(${'"x",'.repeat(2000)}1);`,
  );
});
afterAll(async () => t.close());

describe('GET /api/health', () => {
  it('reports the database kind', async () => {
    const res = await t.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });
});

describe('errors', () => {
  it('answers an unknown API path with a 404 problem document', async () => {
    const res = await t.app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    const body = await res.json();
    expect(body).toMatchObject({ type: 'about:blank', title: 'Not Found', status: 404 });
  });

  it('answers a method an API path does not take with 405 and the methods it takes', async () => {
    // Unsafe methods come from the site's own pages (the cross-site check answers others first).
    const fromSite = { origin: TEST_ORIGIN };
    const health = await t.app.request('/api/health', { method: 'DELETE', headers: fromSite });
    expect(health.status).toBe(405);
    expect(health.headers.get('allow')).toBe('GET, HEAD');
    expect(await health.json()).toMatchObject({
      title: 'Method Not Allowed',
      status: 405,
      detail: '/api/health takes GET, HEAD, not DELETE',
    });
    const favorite = await t.app.request('/api/favorites/6f1b2c3d-0000-4000-8000-000000000000', {
      method: 'PATCH',
      headers: fromSite,
    });
    expect(favorite.status).toBe(405);
    expect(favorite.headers.get('allow')).toBe('PUT, DELETE');
    // A path no route names stays a 404, whatever the method.
    expect((await t.app.request('/api/no-such-thing', { method: 'DELETE', headers: fromSite })).status).toBe(
      404,
    );
  });

  it('hides internals of a failing request', async () => {
    const res = await t.app.request('/api/brands?limit=5000');
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).not.toMatch(/at .*\.ts:\d+/);
  });
});

describe('request bodies', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    t.app.request('/api/auth/sign-in/magic-link', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
  const json = (bytes: number) => JSON.stringify({ email: 'big@example.com', padding: 'x'.repeat(bytes) });

  it('refuses a JSON body over 1 MB before reading it, declared or streamed', async () => {
    // A small body declaring more than the limit: refused by its length, before a byte is read.
    const declared = await post(json(10), { 'content-length': String(API_BODY_MAX_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { detail: string }).detail).toBe(API_BODY_TOO_LARGE_MESSAGE);

    // 64 MB offered in chunks without a length: reading stops just past the limit.
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 64 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await post(endless);
    expect(streamed.status).toBe(413);
    expect(pulled).toBeLessThan(API_BODY_MAX_BYTES + 4 * chunk.length);
  });

  it('lets a body under the limit through to the route', async () => {
    const res = await post(json(API_BODY_MAX_BYTES - 1_000));
    expect(res.status).not.toBe(413);
    expect(res.status).toBeLessThan(500);
  });
});

describe('uploads', () => {
  /** A 29 MB upload offered in chunks, and how much of it the server pulled. */
  const upload = async (headers: Record<string, string>) => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 29 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/api/admin/brands/00000000-0000-4000-8000-000000000000/logos', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', origin: TEST_ORIGIN, ...headers },
      body,
      duplex: 'half',
    } as RequestInit);
    return { res, pulled };
  };

  it("judges the caller before reading an upload's body, and closes the connection on a refusal", async () => {
    const user = await signInAs(t, 'uploader@example.com');
    const refused: [Record<string, string>, number, string][] = [
      [{}, 401, 'Please sign in first'],
      [{ cookie: user }, 403, 'Admins only'],
      [{ authorization: `Bearer ${'k'.repeat(40)}` }, 403, READ_ONLY_MESSAGE],
    ];
    for (const [headers, status, detail] of refused) {
      const { res, pulled } = await upload(headers);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { detail: string }).detail).toBe(detail);
      expect(res.headers.get('connection')).toBe('close');
      expect(pulled).toBeLessThan(1024 * 1024);
    }
    // An admin's upload is read whole, then judged by its route.
    const admin = await signInAs(t, 'upload-admin@example.com', 'admin');
    const { res, pulled } = await upload({ cookie: admin });
    expect(res.status).toBe(400);
    expect(res.headers.get('connection')).toBeNull();
    expect(pulled).toBe(29 * 1024 * 1024);
  });
});

describe('the web app', () => {
  it('serves index.html for client routes so a reload works', async () => {
    const { insertBrand } = await import('./test/brand-factory');
    await insertBrand(t.database.db, { name: 'Reload Me', slug: 'reload-me' });
    for (const route of ['/', '/brands/reload-me', '/no/such/page']) {
      const res = await t.app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves hashed assets compressed with a one-year cache', async () => {
    const res = await t.app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('sets the security headers on every response', async () => {
    for (const route of ['/', '/api/health', '/api/nothing']) {
      const res = await t.app.request(route);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("script-src 'self'");
    }
  });
});

describe('stored files', () => {
  it('serves a stored file with its type and nosniff', async () => {
    await t.storage.put(
      'brand-logos',
      'b1/logo.svg',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      {
        contentType: 'image/svg+xml',
      },
    );
    const res = await t.app.request('/files/brand-logos/b1/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toContain('<svg');
  });

  it('answers 404 for missing files, unknown buckets and escaping paths', async () => {
    for (const url of [
      '/files/brand-logos/none.png',
      '/files/secrets/x.png',
      '/files/brand-logos/..%2F..%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(404);
    }
  });
});

describe('API description', () => {
  it('publishes OpenAPI with the brand routes', async () => {
    const res = await t.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/brands', '/brands/{slug}']));
  });

  it('renders a docs page', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('/api/brands/{slug}');
  });
});

describe('share previews', () => {
  it('puts the brand title, description and Open Graph tags into the page HTML, escaped', async () => {
    const { insertBrand } = await import('./test/brand-factory');
    await insertBrand(t.database.db, {
      name: 'Nike <b>',
      slug: 'nike',
      description: `Athletic "wear" <script>alert(1)</script> ${'x'.repeat(200)}`,
      logoUrl: '/files/brand-logos/n/logo.svg',
    });
    for (const path of ['/brands/nike', '/nike']) {
      const html = await (await t.app.request(path)).text();
      expect(html).toContain('<title>Nike &lt;b&gt; Brand Information | Brand Atlas</title>');
      expect(html).toContain(
        '<meta property="og:title" content="Nike &lt;b&gt; Brand Information | Brand Atlas" />',
      );
      // A raster preview the size Open Graph expects, not the SVG logo (crawlers do not draw SVG).
      expect(html).toMatch(
        /<meta property="og:image" content="http:\/\/localhost:3000\/api\/brands\/nike\/preview\.png\?v=\d+" \/>/,
      );
      expect(html).toContain('<meta property="og:image:type" content="image/png" />');
      expect(html).toContain('<meta property="og:image:width" content="1200" />');
      expect(html).toContain('<meta property="og:image:height" content="630" />');
      expect(html).not.toMatch(/<meta [^>]*content="[^"]*logo\.svg/);
      expect(html).toMatch(
        /<meta property="og:description" content="Athletic &quot;wear&quot; &lt;script&gt;[^"]*\.\.\." \/>/,
      );
      expect(html).not.toContain('<script>alert(1)');
    }
  });

  it('leaves other pages with the plain index', async () => {
    const res = await t.app.request('/pricing');
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('og:title');
  });

  it('answers an unknown brand, by slug or shortcut, with a 404 and the page that says so', async () => {
    for (const path of ['/brands/no-such-brand', '/ulta']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<div id="root">');
      expect(html).toContain('<title>Brand not found | Brand Atlas</title>');
      expect(html).not.toContain('og:image');
    }
  });
});
