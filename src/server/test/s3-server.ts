import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageOptions } from '../storage/s3-storage';
import { freePort } from './postgres-server';

/** s3rver accepts these and no others. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

const S3RVER_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')),
  'bin',
  's3rver.js',
);

export interface S3Server {
  endpoint: string;
  port: number;
  /** Buckets are folders of it; they outlive a stop and a start. */
  directory: string;
  /** True while this helper runs the process (false for a server named by TEST_S3_ENDPOINT). */
  owned: boolean;
  createBucket(name?: string): Promise<string>;
  /** Storage options for a bucket of this server. */
  storageOptions(bucket: string, extra?: Partial<S3StorageOptions>): S3StorageOptions;
  /** Kills the process (object storage down); start() brings it back on the same port and folder. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

function s3Client(endpoint: string) {
  // As createS3Storage does: the SDK's Node 22 notice is not this test's concern.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  return new S3Client({
    endpoint,
    region: 'us-east-1',
    credentials: S3RVER_CREDENTIALS,
    forcePathStyle: true,
  });
}

/**
 * A real S3-protocol server on 127.0.0.1: s3rver from npm, in a process of its own (so a test can
 * stop it to play an outage). With `shared`, a server already running at TEST_S3_ENDPOINT (CI
 * starts one) is used instead, and each test makes buckets of its own on it.
 */
export async function startS3Server(options: { shared?: boolean } = {}): Promise<S3Server> {
  const sharedEndpoint = options.shared ? process.env.TEST_S3_ENDPOINT : undefined;
  const directory = sharedEndpoint ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-s3-'));
  const port = sharedEndpoint ? Number(new URL(sharedEndpoint).port) : await freePort();
  const endpoint = sharedEndpoint ?? `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  async function start() {
    if (sharedEndpoint) return;
    const started = spawn(
      process.execPath,
      [S3RVER_BIN, '-d', directory, '-p', String(port), '-a', '127.0.0.1', '--silent'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 15_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('listening')) {
          clearTimeout(timer);
          resolve();
        }
      };
      started.stdout?.on('data', read);
      started.stderr?.on('data', read);
      started.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`s3rver exited (${code}): ${output}`));
      });
    });
  }

  async function stop() {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  await start();
  return {
    endpoint,
    port,
    directory,
    owned: !sharedEndpoint,
    async createBucket(name = `atlas-${randomBytes(4).toString('hex')}`) {
      const client = s3Client(endpoint);
      await client.send(new CreateBucketCommand({ Bucket: name }));
      client.destroy();
      return name;
    },
    storageOptions(bucket, extra = {}) {
      return {
        endpoint,
        bucket,
        region: 'us-east-1',
        ...S3RVER_CREDENTIALS,
        publicUrl: undefined,
        forcePathStyle: true,
        timeoutMs: 5_000,
        ...extra,
      };
    },
    stop,
    start,
    async close() {
      await stop();
      if (directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
