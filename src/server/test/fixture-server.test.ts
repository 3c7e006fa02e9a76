import https from 'node:https';
import { describe, expect, it } from 'vitest';
import { serveFixtureSite, serveOnLoopback } from './fixture-server';

describe('serveOnLoopback', () => {
  it('answers on 127.0.0.1 at the port its origin names', async () => {
    const server = await serveOnLoopback((req, res) => res.end(`you asked for ${req.url}`));
    try {
      expect(server.origin).toBe(`http://127.0.0.1:${server.port}`);
      expect(server.port).toBeGreaterThan(0);
      expect(await (await fetch(`${server.origin}/page`)).text()).toBe('you asked for /page');
    } finally {
      await server.close();
    }
  });

  it('closes at once, cutting an answer still pending', async () => {
    const server = await serveOnLoopback(() => {});
    const pending = fetch(`${server.origin}/never`).then(
      () => 'answered',
      () => 'cut',
    );
    // The request has reached the server before it closes.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = performance.now();
    await server.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await pending).toBe('cut');
    await expect(fetch(`${server.origin}/`)).rejects.toThrow();
  });

  it('listens with the server given, naming its scheme', async () => {
    const server = await serveOnLoopback(https.createServer());
    try {
      expect(server.origin).toBe(`https://127.0.0.1:${server.port}`);
    } finally {
      await server.close();
    }
  });
});

describe('serveFixtureSite', () => {
  it('serves its pages, links them to its own origin, answers 404 otherwise and counts every hit', async () => {
    const site = await serveFixtureSite({
      '/': (origin) => ({ body: `<a href="${origin}/about">About</a>` }),
      '/logo.svg': { type: 'image/svg+xml', body: '<svg/>' },
    });
    try {
      expect(await (await fetch(`${site.origin}/`)).text()).toBe(`<a href="${site.origin}/about">About</a>`);
      const logo = await fetch(`${site.origin}/logo.svg`);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect((await fetch(`${site.origin}/about`)).status).toBe(404);
      expect(site.hits).toEqual(['/', '/logo.svg', '/about']);
    } finally {
      await site.close();
    }
  });
});
