import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoopbackServer, serveOnLoopback } from '../../test/fixture-server';
import { isPublicAddress } from './address-policy';
import { FetchError } from './fetch-error';
import { fetchPolicyFor } from './fetch-policy';
import { DEFAULT_FETCH_POLICY, type FetchPolicy, safeFetch } from './safe-fetch';

let canary: LoopbackServer;
let port: number;
let hits = 0;

beforeAll(async () => {
  canary = await serveOnLoopback((req, res) => {
    hits++;
    if (req.url === '/redirect-home') {
      res.writeHead(302, { location: `http://127.0.0.1:${port}/secret` });
      return res.end();
    }
    if (req.url === '/loop') {
      res.writeHead(302, { location: '/loop' });
      return res.end();
    }
    if (req.url === '/big') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('x'.repeat(2_000_000));
    }
    if (req.url === '/slow') {
      setTimeout(() => res.end('late'), 3_000);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<title>canary</title>');
  });
  port = canary.port;
});
afterAll(() => canary.close());

const production: FetchPolicy = { ...DEFAULT_FETCH_POLICY, timeoutMs: 1_500 };
const testing: FetchPolicy = { ...production, allowHosts: ['127.0.0.1'], maxBytes: 1_000_000 };

describe('the address policy', () => {
  it('refuses private, loopback, link-local and reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '100.64.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['8.8.8.8', '151.101.1.140', '2606:4700::1111', '172.32.0.1'])
      expect(isPublicAddress(ip), ip).toBe(true);
  });
});

describe('safeFetch in production mode', () => {
  it('never reaches the canary through any spelling of a private address', async () => {
    const spellings = [
      `http://127.0.0.1:${port}/`,
      `http://localhost:${port}/`,
      `http://[::1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://0.0.0.0:${port}/`,
      `http://0:${port}/`,
      `http://2130706433:${port}/`,
      `http://0x7f.1:${port}/`,
      `http://017700000001:${port}/`,
      `http://127.1:${port}/`,
      'http://127.0.0.1/',
      'http://localhost/',
      'http://10.0.0.1/',
      'http://172.16.0.1/',
      'http://192.168.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
      'http://localhost.localdomain/',
      'http://ip6-localhost/',
      'file:///etc/passwd',
      'gopher://127.0.0.1:70/',
      'ftp://127.0.0.1/',
      `http://user:pass@127.0.0.1:${port}/`,
    ];
    const before = hits;
    for (const url of spellings) {
      await expect(safeFetch(url, production), url).rejects.toBeInstanceOf(FetchError);
    }
    expect(hits - before).toBe(0);
  });

  it('checks every redirect hop again', async () => {
    const before = hits;
    // Allowed to fetch the first hop only; the redirect into loopback on another host name is refused.
    const policy = { ...production, allowHosts: [`localhost:${port}`] };
    await expect(safeFetch(`http://localhost:${port}/redirect-home`, policy)).rejects.toBeInstanceOf(
      FetchError,
    );
    expect(hits - before).toBe(1);
  });
});

describe('safeFetch limits', () => {
  it('fetches an allowed host', async () => {
    const res = await safeFetch(`http://127.0.0.1:${port}/`, testing);
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('text/html');
    expect(res.body.toString()).toContain('canary');
  });

  it('stops at a redirect loop, a huge body and a slow answer', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/loop`, testing)).rejects.toMatchObject({
      reason: 'too-many-redirects',
    });
    await expect(safeFetch(`http://127.0.0.1:${port}/big`, testing)).rejects.toMatchObject({
      reason: 'too-large',
    });
    const started = Date.now();
    await expect(safeFetch(`http://127.0.0.1:${port}/slow`, testing)).rejects.toMatchObject({
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

describe('safeFetch with replay routes (the corpus runner only)', () => {
  it('sends a routed host to its loopback server, keeps the page address, and refuses every other host', async () => {
    const hostRoutes = new Map([['brand.example', `http://127.0.0.1:${port}`]]);
    const replay: FetchPolicy = { ...production, hostRoutes };
    const before = hits;
    const res = await safeFetch('https://brand.example/', replay);
    expect(res.url).toBe('https://brand.example/');
    expect(res.body.toString()).toContain('canary');
    expect(hits - before).toBe(1);
    for (const url of ['https://other.example/', `http://127.0.0.1:${port}/`, 'http://localhost/']) {
      await expect(safeFetch(url, replay), url).rejects.toMatchObject({ reason: 'blocked-address' });
    }
    expect(hits - before).toBe(1);
  });

  it('follows a redirect against the page address, not the replay server', async () => {
    const replay: FetchPolicy = {
      ...production,
      hostRoutes: new Map([['brand.example', `http://127.0.0.1:${port}`]]),
    };
    // /redirect-home points at 127.0.0.1 itself, which is no routed host: refused.
    await expect(safeFetch('https://brand.example/redirect-home', replay)).rejects.toMatchObject({
      reason: 'blocked-address',
    });
  });

  it('accepts routes to 127.0.0.1 only, and no deployment policy carries routes', async () => {
    const outward: FetchPolicy = {
      ...production,
      hostRoutes: new Map([['brand.example', 'http://10.0.0.1:80']]),
    };
    await expect(safeFetch('https://brand.example/', outward)).rejects.toMatchObject({
      reason: 'blocked-address',
    });
    expect(fetchPolicyFor({ analyzerAllowHosts: ['127.0.0.1'] }).hostRoutes).toBeUndefined();
    expect(DEFAULT_FETCH_POLICY.hostRoutes).toBeUndefined();
  });
});

describe('finding a host', () => {
  const neverAnswers = () => new Promise<never>(() => {});

  it('connects to the addresses the resolver found, and checks them', async () => {
    const named: FetchPolicy = {
      ...testing,
      allowHosts: ['brand.example'],
      resolveHost: async () => [{ address: '127.0.0.1', family: 4 }],
    };
    const res = await safeFetch(`http://brand.example:${port}/`, named);
    expect(res.body.toString()).toContain('canary');
    const rebound: FetchPolicy = {
      ...production,
      resolveHost: async () => [{ address: '10.0.0.1', family: 4 }],
    };
    await expect(safeFetch('http://brand.example/', rebound)).rejects.toMatchObject({
      reason: 'blocked-address',
    });
    const unknown: FetchPolicy = {
      ...production,
      resolveHost: () => Promise.reject(new Error('ENOTFOUND')),
    };
    await expect(safeFetch('http://brand.example/', unknown)).rejects.toMatchObject({
      reason: 'unresolvable',
      message: 'The host brand.example could not be found',
    });
  });

  it('gives up on a name server that never answers at the time limit', async () => {
    const silent: FetchPolicy = { ...production, timeoutMs: 300, resolveHost: neverAnswers };
    const started = Date.now();
    await expect(safeFetch('https://brand.example/', silent)).rejects.toMatchObject({
      reason: 'timeout',
      message: 'The host brand.example could not be found within 0.3 s',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('gives up as soon as the analysis runs out of time', async () => {
    const silent: FetchPolicy = { ...production, timeoutMs: 60_000, resolveHost: neverAnswers };
    const started = Date.now();
    await expect(
      safeFetch('https://brand.example/', silent, { signal: AbortSignal.timeout(100) }),
    ).rejects.toMatchObject({
      reason: 'timeout',
      message: 'The analysis ran out of time finding the host brand.example',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
