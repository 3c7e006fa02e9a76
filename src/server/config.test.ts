import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives a working embedded default with no variables at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'pglite', dataDir: expect.stringMatching(/data[\\/]db$/) });
    expect(config.storage.kind).toBe('local');
    expect(config.appUrl).toBe('http://localhost:3000');
  });

  it('switches to a PostgreSQL server with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/atlas' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u:p@db:5432/atlas' });
  });

  it('moves the data folder with DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/atlas-data' });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: '/tmp/atlas-data/db' });
    expect(config.storage).toEqual({ kind: 'local', root: '/tmp/atlas-data/files' });
  });

  it('names every wrong variable in one error', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'mail.example.com',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'SMTP_URL']) expect(problems).toContain(name);
    expect((caught as ConfigError).message).toMatch(/^Invalid configuration:/);
  });

  it('requires related variables together', () => {
    expect(() => loadConfig({ S3_BUCKET: 'logos' })).toThrow(/S3_ENDPOINT, S3_BUCKET/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_PRICE_ID/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
  });

  it('switches to S3 storage with the S3 variables, path-style and a 15 s deadline by default', () => {
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:4568',
      S3_BUCKET: 'atlas',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:4568',
      bucket: 'atlas',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      publicUrl: undefined,
      forcePathStyle: true,
      timeoutMs: 15_000,
    });
    const tuned = loadConfig({
      ...s3,
      S3_PUBLIC_URL: 'https://cdn.example.com/atlas/',
      S3_FORCE_PATH_STYLE: 'false',
      S3_TIMEOUT_MS: '2000',
    }).storage;
    expect(tuned).toMatchObject({
      publicUrl: 'https://cdn.example.com/atlas',
      forcePathStyle: false,
      timeoutMs: 2000,
    });
    expect(() => loadConfig({ ...s3, S3_TIMEOUT_MS: 'soon' })).toThrow(/S3_TIMEOUT_MS/);
    expect(() => loadConfig({ ...s3, S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
  });

  it('sets the worker lease in seconds, 60 by default, and refuses a lease too short to renew', () => {
    expect(loadConfig({}).workerLeaseMs).toBe(60_000);
    expect(loadConfig({ WORKER_LEASE_SECONDS: '5' }).workerLeaseMs).toBe(5_000);
    expect(() => loadConfig({ WORKER_LEASE_SECONDS: '1' })).toThrow(/WORKER_LEASE_SECONDS/);
    expect(() => loadConfig({ WORKER_LEASE_SECONDS: 'soon' })).toThrow(/WORKER_LEASE_SECONDS/);
  });

  it('trusts no proxy by default, and refuses an entry that is not an address or network', () => {
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.7' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.7',
    ]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8,load-balancer' })).toThrow(
      /TRUSTED_PROXIES: not an IP address or network: load-balancer/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });
});
