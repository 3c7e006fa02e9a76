import net from 'node:net';
import { createLogger } from '../../logger';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '../../net/fetcher/safe-fetch';
import { chooseBrowser } from './browser-executable';
import type { RenderTimes } from './render-page';
import { Renderer } from './renderer';

/** The browser tests render with: Debian's Chromium, as in production; null when it is absent. */
export function testBrowserPath(): string | null {
  return chooseBrowser({ mode: 'auto' }).executablePath;
}

export function createTestRenderer(
  options: { maxPages?: number; rendererMemoryLimit?: number; times?: Partial<RenderTimes> } = {},
): Renderer {
  const executablePath = testBrowserPath();
  if (!executablePath) throw new Error('Chromium is not installed (apt-get install chromium)');
  return new Renderer({
    executablePath,
    maxPages: options.maxPages ?? 2,
    logger: createLogger('silent'),
    ...(options.rendererMemoryLimit ? { rendererMemoryLimit: options.rendererMemoryLimit } : {}),
    ...(options.times ? { times: options.times } : {}),
  });
}

/** A policy that may reach one fixture server on 127.0.0.1 (by its port), and nothing else private. */
export function policyFor(port: number, overrides: Partial<FetchPolicy> = {}): FetchPolicy {
  return { ...DEFAULT_FETCH_POLICY, timeoutMs: 4_000, allowHosts: [`127.0.0.1:${port}`], ...overrides };
}

/** A TCP server that counts every connection made to it: no request of the browser may reach it. */
export interface Canary {
  host: string;
  port: number;
  connections: number;
  close(): Promise<void>;
}

export async function startCanary(host: string): Promise<Canary> {
  const canary = { host, port: 0, connections: 0, close: async () => {} };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    canary.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    socket.end('HTTP/1.1 200 OK\r\ncontent-type: text/plain\r\ncontent-length: 6\r\n\r\nsecret');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, host, () => resolve());
  });
  canary.port = (server.address() as net.AddressInfo).port;
  canary.close = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return canary;
}
