import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { compiledEntry } from './test/compiled-server';
import { PRODUCTION_ENV } from './test/production-env';
import { S3RVER_CREDENTIALS, startS3Server } from './test/s3-server';

// An embedded database already made and migrated, copied into each start's data folder: making
// one (initdb in WebAssembly, then every migration) would cost each start seconds more.
let migrated: string;
/** The server as production runs it, compiled to JavaScript as npm run build compiles it. */
let server: string;

beforeAll(async () => {
  migrated = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-db-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: migrated });
  await database.close();
  server = await compiledEntry('server');
});

afterAll(() => {
  if (migrated) fs.rmSync(migrated, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'main-test-'));
  fs.cpSync(migrated, path.join(dataDir, 'db'), { recursive: true });
  const result = spawnSync(process.execPath, [server], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: dataDir,
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  fs.rmSync(dataDir, { recursive: true, force: true });
  return result;
}

describe('start-up', { timeout: 120_000 }, () => {
  it('stops with one message naming every wrong variable', () => {
    const result = start({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://db' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(result.stderr).toContain(name);
    expect(result.stderr).not.toMatch(/\bat .+\.[jt]s:\d+/);
  });

  it('says so clearly when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const result = start({ PORT: String(port), HOST: '127.0.0.1' });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });

  it('says so clearly when the data folder cannot be used', () => {
    // A file where the folder should be: no folder can be made there, even as root.
    const file = path.join(os.tmpdir(), `not-a-folder-${process.pid}`);
    fs.writeFileSync(file, 'x');
    const result = start({ DATA_DIR: file });
    fs.rmSync(file, { force: true });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/data folder .* is not readable and writable/);
  });

  it('warns in production when the public address is not https', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      // The port is taken so the server stops once it has started up and warned.
      const env = {
        ...PRODUCTION_ENV,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
      };
      const plain = start({ ...env, APP_URL: 'http://atlas.example' });
      expect(plain.stdout).toContain('APP_URL is not https');
      const secure = start({ ...env, APP_URL: 'https://atlas.example' });
      expect(secure.stderr).toContain(`Port ${port} is already in use`);
      expect(secure.stdout).not.toContain('APP_URL is not https');
    } finally {
      blocker.close();
    }
  });

  it('names the S3 bucket that does not exist, and does not start', async () => {
    const s3 = await startS3Server();
    try {
      const result = start({
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'brand-atlas-missing',
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`The S3 bucket "brand-atlas-missing" does not exist at ${s3.endpoint}`);
      expect(result.stderr).not.toMatch(/\bat .+\.[jt]s:\d+/);
    } finally {
      await s3.close();
    }
  });

  it('starts anyway, warning, when the object store does not answer', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const nowhere = (closed.address() as net.AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    try {
      // The port is taken, so the server stops once it is past its start-up checks.
      const result = start({
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        S3_ENDPOINT: `http://127.0.0.1:${nowhere}`,
        S3_BUCKET: 'brand-atlas',
        S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
        S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        S3_TIMEOUT_MS: '1000',
      });
      expect(result.stdout).toContain('The S3 bucket \\"brand-atlas\\" at http://127.0.0.1:');
      expect(result.stdout).toContain('Starting anyway: uploads answer 503 until it answers.');
      expect(result.stderr).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
