import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Files `npm run build` writes that production's `npm start` and `npm run worker` run. */
const BUILT = ['dist/server/main.js', 'dist/server/worker.js', 'dist/server/files.js', 'dist/web/index.html'];

export const NO_DATABASE_SERVER =
  'skipped: this suite needs a PostgreSQL server: set TEST_DATABASE_URL=postgres://… (CI does)';

/** The suite runs the build as production does; without it, it says so instead of testing sources. */
export function assertBuilt(): void {
  const missing = BUILT.filter((file) => !fs.existsSync(path.resolve(file)));
  if (missing.length > 0) {
    throw new Error(`The build is missing (${missing.join(', ')}): run \`npm run build\` first`);
  }
}

export interface Process {
  name: string;
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
  /** Signals the whole process group (npm, its shell and node). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves once its output contains `text`. */
  waitFor(text: string, timeoutMs?: number): Promise<void>;
}

/** `npm start` or `npm run worker` as an operator types it, in a process group of its own. */
export function startNpm(
  name: string,
  script: 'start' | 'worker' | 'files',
  env: Record<string, string>,
  args: string[] = [],
): Process {
  const npmArgs =
    script === 'start' ? ['start'] : ['run', script, ...(args.length > 0 ? ['--', ...args] : [])];
  const child = spawn('npm', ['--silent', ...npmArgs], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  const read = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiters.filter((w) => output.includes(w.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  // 'close', not 'exit': by then everything it wrote has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return {
    name,
    child,
    output: () => output,
    exited,
    kill(signal) {
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
      }
    },
    waitFor(text, timeoutMs = 60_000) {
      if (output.includes(text)) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${name} did not print "${text}" within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        void exited.then((code) =>
          reject(new Error(`${name} exited (${code}) before printing "${text}":\n${output}`)),
        );
        waiters.push({
          text,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
    },
  };
}

/** Waits until the instance's readiness check answers 200. */
export async function waitHealthy(instance: Process, origin: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.output()}`);
    }
    if (Date.now() > deadline) throw new Error(`${instance.name} was not healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a process group: SIGTERM, then SIGKILL if it lingers. */
export async function stopProcess(instance: Process | undefined): Promise<void> {
  if (!instance || instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.kill('SIGTERM');
  const stopped = await Promise.race([
    instance.exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
  ]);
  if (!stopped) instance.kill('SIGKILL');
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server named by `serverUrl`. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<TestDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** A few rows of a query on a short-lived connection. */
export async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The cookie header a browser would send after following these Set-Cookie headers. */
export function cookieFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !c?.endsWith('='))
    .join('; ');
}
