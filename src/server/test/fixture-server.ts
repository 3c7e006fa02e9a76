import http from 'node:http';
import type { AddressInfo } from 'node:net';

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

export interface FixtureServer {
  /** http://127.0.0.1:{port} */
  origin: string;
  port: number;
  /** Every path requested, in order (a canary for SSRF tests). */
  hits: string[];
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 serving a small website from memory, for the analyzer's tests
 * and benchmarks. Paths not listed answer 404. A resource given as a function receives the
 * server's origin, so pages can link to themselves absolutely.
 */
export async function serveFixtureSite(site: FixtureSite): Promise<FixtureServer> {
  const hits: string[] = [];
  const hanging = new Set<http.ServerResponse>();
  let origin = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fixture').pathname;
    hits.push(path);
    const entry = site[path];
    const resource = typeof entry === 'function' ? entry(origin) : entry;
    if (!resource) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    if (resource.hang) {
      hanging.add(res);
      return;
    }
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
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    hits,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
