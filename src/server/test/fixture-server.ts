import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

export interface LoopbackServer {
  /** http://127.0.0.1:{port}, or https:// for a TLS server */
  origin: string;
  port: number;
  /** Stops at once: open connections are cut, answers still pending included. */
  close(): Promise<void>;
}

/**
 * A throw-away server on 127.0.0.1 at a free port, for tests and benchmarks: a plain HTTP server
 * answering with `handler`, or the server given (an https server with a test certificate).
 */
export async function serveOnLoopback(
  handler: http.RequestListener | http.Server | https.Server,
): Promise<LoopbackServer> {
  const server = typeof handler === 'function' ? http.createServer(handler) : handler;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${server instanceof https.Server ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** One resource of a fixture website. */
export interface FixtureResource {
  status?: number;
  /** Content-Type; defaults to text/html; charset=utf-8. */
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Waits this long before answering (a slow site). */
  delayMs?: number;
  /** Keeps the connection open without ever answering (a site that times out). */
  hang?: boolean;
}

export type FixtureSite = Record<string, FixtureResource | ((origin: string) => FixtureResource)>;

export interface FixtureServer extends LoopbackServer {
  /** Every path requested, in order (a canary for SSRF tests). */
  hits: string[];
}

/**
 * A real HTTP server on 127.0.0.1 serving a small website from memory, for the analyzer's tests
 * and benchmarks. Paths not listed answer 404. A resource given as a function receives the
 * server's origin, so pages can link to themselves absolutely.
 */
export async function serveFixtureSite(site: FixtureSite): Promise<FixtureServer> {
  const hits: string[] = [];
  let origin = '';
  const server = await serveOnLoopback((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    hits.push(path);
    const entry = site[path];
    const resource = typeof entry === 'function' ? entry(origin) : entry;
    if (!resource) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    // A hanging answer is cut when the server closes.
    if (resource.hang) return;
    const answer = () => {
      res.writeHead(resource.status ?? 200, {
        'content-type': resource.type ?? 'text/html; charset=utf-8',
        ...resource.headers,
      });
      res.end(resource.body ?? '');
    };
    if (resource.delayMs) setTimeout(answer, resource.delayMs);
    else answer();
  });
  origin = server.origin;
  return { ...server, hits };
}
