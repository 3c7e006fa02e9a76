import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { TestApp } from './test-app';

/** The test app on a real port of 127.0.0.1, for clients that speak HTTP (the MCP SDK's, a browser). */
export async function listenOnLoopback(t: TestApp): Promise<{ url: string; close(): Promise<void> }> {
  const server = createAdaptorServer({ fetch: t.app.fetch, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
