import net from 'node:net';

/**
 * The browser's proxy, which answers nobody: every request the browser makes is fulfilled by the
 * request guard, so anything that would leave by the network instead (a preconnect, a WebSocket,
 * the browser's own background services, a request the interception missed) arrives here and is
 * cut. It counts what arrives, so tests can prove nothing went around the guard.
 */
export class BlackholeProxy {
  private server: net.Server | null = null;
  /** Connections refused since the start. */
  refused = 0;
  /** The first line of the latest refused requests ('CONNECT host:443 HTTP/1.1'), for the log. */
  readonly recent: string[] = [];

  async start(): Promise<number> {
    const server = net.createServer((socket) => {
      this.refused++;
      socket.setTimeout(1_000, () => socket.destroy());
      socket.once('data', (data) => {
        const line = data.toString('latin1').split('\r\n', 1)[0] ?? '';
        this.recent.push(line.slice(0, 200));
        if (this.recent.length > 20) this.recent.shift();
        socket.destroy();
      });
      socket.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.unref();
    this.server = server;
    return (server.address() as net.AddressInfo).port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
