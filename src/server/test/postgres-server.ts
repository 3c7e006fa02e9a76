import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:{port}/postgres */
  url: string;
  port: number;
  dataDir: string;
  /** A fast restart: open connections are cut, the server is back once it accepts connections. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL of Debian's packages, or null when none is installed. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** PostgreSQL refuses to run as root: as root, its commands run as the postgres user. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/**
 * A throw-away PostgreSQL server on 127.0.0.1 (a fresh cluster in a temporary folder, trust
 * authentication, no Unix socket), for tests that restart it and for the load benchmark. Null
 * when PostgreSQL is not installed here.
 */
export async function startPostgresServer(
  options: { port?: number; settings?: Record<string, string> } = {},
): Promise<PostgresServer | null> {
  const bin = findPostgresBin();
  if (!bin) return null;
  const user = runAs();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-pg-'));
  if ('uid' in user) fs.chownSync(dataDir, user.uid, user.gid);
  const exec = (command: string, args: string[]) =>
    run(path.join(bin, command), args, { ...user, cwd: dataDir, timeout: 120_000 });
  await exec('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = options.port ?? (await freePort());
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: "''",
    fsync: 'off',
    max_connections: '200',
    ...options.settings,
  };
  const serverOptions = [`-p ${port}`, ...Object.entries(settings).map(([k, v]) => `-c ${k}=${v}`)].join(' ');
  const log = path.join(dataDir, 'server.log');
  const ctl = (...args: string[]) => exec('pg_ctl', ['-D', dataDir, '-l', log, '-w', '-t', '60', ...args]);
  await ctl('-o', serverOptions, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dataDir,
    async restart() {
      await ctl('-m', 'fast', '-o', serverOptions, 'restart');
    },
    async stop() {
      await ctl('-m', 'immediate', 'stop').catch(() => {});
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
