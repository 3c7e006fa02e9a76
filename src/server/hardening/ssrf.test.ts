import { execFile } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSiteSnapshot } from '../analysis/pipeline/site-snapshot';
import { loadConfig } from '../config';
import { FetchError } from '../net/fetcher/fetch-error';
import { DEFAULT_FETCH_POLICY, type FetchPolicy, safeFetch } from '../net/fetcher/safe-fetch';
import { type FixtureServer, serveFixtureSite, serveOnLoopback } from '../test/fixture-server';
import { PRODUCTION_ENV } from '../test/production-env';
import { makeSelfSignedCertificate, type SelfSigned } from './fixtures/self-signed';
import { measure, record } from './report/record';

/**
 * The analyzer in production mode (no ANALYZER_ALLOW_HOSTS) against a canary web server on
 * 127.0.0.1 that records every request: no spelling of a private address may reach it.
 *
 * Redirect cases need a first hop the fetcher is allowed to follow. Offline there is no public
 * site, so a redirector on localhost is allowed by name and port — it stands in for a public
 * site that answers with a redirect; the canary itself is never allowed.
 */

let canary: FixtureServer;
let redirector: FixtureServer;
let production: FetchPolicy;
let withRedirector: FetchPolicy;

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-ssrf-'));
  const config = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: tmp });
  fs.rmSync(tmp, { recursive: true, force: true });
  expect(config.analyzerAllowHosts).toEqual([]);
  production = { ...DEFAULT_FETCH_POLICY, allowHosts: config.analyzerAllowHosts, timeoutMs: 3_000 };

  canary = await serveFixtureSite({
    '/': { body: '<title>canary</title>' },
    '/secret': { body: '<title>secret</title>' },
  });
  const to = (location: string, status = 302) => ({ status, headers: { location }, body: '' });
  const c = canary.port;
  redirector = await serveFixtureSite({
    '/to-loopback': to(`http://127.0.0.1:${c}/secret`),
    '/to-localhost': to(`http://localhost:${c}/secret`),
    '/to-mapped': to(`http://[::ffff:7f00:1]:${c}/secret`),
    '/to-hex': to(`http://0x7f.1:${c}/secret`),
    '/to-decimal-307': to(`http://2130706433:${c}/secret`, 307),
    '/to-ipv6-308': to(`http://[::1]:${c}/secret`, 308),
    '/to-metadata': to('http://169.254.169.254/latest/meta-data/iam/'),
    '/to-file': to('file:///etc/passwd'),
    '/to-gopher': to(`gopher://127.0.0.1:${c}/_GET%20/secret`),
    '/to-relative-hop': to('/to-loopback'),
    // The same targets on port 80, where only the address check can refuse them.
    '/to-loopback-80': to('http://127.0.0.1/secret'),
    '/to-localhost-80': to('http://localhost/secret', 301),
    '/to-mapped-80': to('http://[::ffff:7f00:1]/secret'),
    '/to-octal-80': to('http://0177.0.0.1/secret', 307),
    '/to-private-80': to('http://192.168.1.1/admin', 308),
  });
  withRedirector = { ...production, allowHosts: [`localhost:${redirector.port}`] };
});
afterAll(async () => {
  await canary?.close();
  await redirector?.close();
});

/** Names the hosts file maps to a loopback address (localhost, the machine's own name...). */
function loopbackNamesFromHostsFile(): string[] {
  let text = '';
  try {
    text = fs.readFileSync('/etc/hosts', 'utf8');
  } catch {
    return [];
  }
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const [address, ...aliases] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (address && (address.startsWith('127.') || address === '::1'))
      for (const name of aliases) names.add(name.toLowerCase());
  }
  return [...names];
}

async function expectRefused(
  task: Parameters<typeof record>[0],
  url: string,
  policy: FetchPolicy,
  label = url,
  reasons?: FetchError['reason'][],
) {
  const before = canary.hits.length;
  const result = await measure(() => fetchSiteSnapshot(url, policy));
  const hits = canary.hits.length - before;
  const error = result.error;
  record(task, {
    thrown: label,
    expected: 'refused, 0 canary hits',
    got:
      error instanceof FetchError
        ? `${error.reason}: ${error.message}${hits ? ` — ${hits} HIT(S)` : ''}`
        : `NOT REFUSED (${hits} hits)`,
    ms: result.ms,
  });
  expect(error, label).toBeInstanceOf(FetchError);
  if (reasons) expect(reasons, label).toContain((error as FetchError).reason);
  expect(hits, label).toBe(0);
}

describe('3. SSRF: the analyzer in production mode never reaches the canary', () => {
  it('the canary counts requests when the fetcher is allowed to reach it (the test can fail)', async ({
    task,
  }) => {
    const before = canary.hits.length;
    const res = await safeFetch(`${canary.origin}/`, { ...production, allowHosts: ['127.0.0.1'] });
    record(task, {
      thrown: `${canary.origin}/ with 127.0.0.1 allowed`,
      expected: '200 and 1 hit',
      got: `${res.status} and ${canary.hits.length - before} hit`,
    });
    expect(res.status).toBe(200);
    expect(canary.hits.length - before).toBe(1);
  });

  it('refuses every spelling of loopback, private, link-local and reserved addresses', async ({ task }) => {
    // Each loopback spelling twice: on the canary's port (refused before connecting), and on
    // port 80, where the port is allowed and the address check alone must refuse it.
    const loopback = [
      '127.0.0.1',
      'localhost',
      'LOCALHOST.',
      '[::1]',
      '[0:0:0:0:0:0:0:1]',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[::127.0.0.1]',
      '[64:ff9b::7f00:1]',
      '0.0.0.0',
      '0',
      '2130706433',
      '0x7f.1',
      '0x7f000001',
      '017700000001',
      '0177.0.0.1',
      '127.1',
      '127.0.0.1.',
      '①②⑦.0.0.1',
      '127。0。0。1',
    ];
    for (const host of loopback) {
      await expectRefused(task, `http://${host}:${canary.port}/`, production);
      // A name the resolver here does not know (localhost. on some systems) is refused as such.
      const byName = /[a-z]/i.test(host) && !host.startsWith('[') && !/^0x/i.test(host);
      await expectRefused(
        task,
        `http://${host}/`,
        production,
        `http://${host}/`,
        byName ? ['blocked-address', 'unresolvable'] : ['blocked-address'],
      );
    }
    const privateRanges = [
      'http://10.0.0.1/',
      'http://10.255.255.254/',
      'http://172.16.0.1/',
      'http://172.31.255.254/',
      'http://192.168.0.1/',
      'https://192.168.255.254/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://100.64.0.1/',
      'http://[::ffff:10.0.0.1]/',
      'http://[::ffff:a9fe:a9fe]/',
    ];
    for (const url of privateRanges) await expectRefused(task, url, production, url, ['blocked-address']);
    for (const url of [`http://user:pass@127.0.0.1:${canary.port}/`, 'http://example.com@127.0.0.1/']) {
      await expectRefused(task, url, production, url, ['invalid-url']);
    }
    expect(loopback.length + privateRanges.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses names the hosts file maps to loopback', async ({ task }) => {
    const names = loopbackNamesFromHostsFile();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      await expectRefused(
        task,
        `http://${name}:${canary.port}/`,
        production,
        `http://${name}:… (hosts file)`,
      );
      await expectRefused(task, `http://${name}/`, production, `http://${name}/ (hosts file)`, [
        'blocked-address',
      ]);
    }
  });

  it('refuses other schemes and odd ports before connecting', async ({ task }) => {
    const c = canary.port;
    for (const url of [
      'file:///etc/passwd',
      `gopher://127.0.0.1:${c}/_GET%20/`,
      `ftp://127.0.0.1:${c}/`,
      `dict://127.0.0.1:${c}/`,
      'data:text/html,<title>x</title>',
      'javascript:alert(1)',
      'http://example.com:22/',
      'http://example.com:25/',
      'http://example.com:6379/',
      'http://example.com:5432/',
      'https://example.com:11211/',
      `http://[::1]:${c}/`,
    ]) {
      await expectRefused(task, url, production);
    }
  });

  it('checks every redirect hop again: 301/302/307/308 into private addresses are refused', async ({
    task,
  }) => {
    const r = redirector.origin.replace('127.0.0.1', 'localhost');
    const hops: [string, FetchError['reason']][] = [
      ['/to-loopback', 'blocked-port'],
      ['/to-localhost', 'blocked-port'],
      ['/to-mapped', 'blocked-port'],
      ['/to-hex', 'blocked-port'],
      ['/to-decimal-307', 'blocked-port'],
      ['/to-ipv6-308', 'blocked-port'],
      ['/to-relative-hop', 'blocked-port'],
      ['/to-loopback-80', 'blocked-address'],
      ['/to-localhost-80', 'blocked-address'],
      ['/to-mapped-80', 'blocked-address'],
      ['/to-octal-80', 'blocked-address'],
      ['/to-private-80', 'blocked-address'],
      ['/to-metadata', 'blocked-address'],
      ['/to-file', 'invalid-url'],
      ['/to-gopher', 'invalid-url'],
    ];
    for (const [hop, reason] of hops) {
      const before = redirector.hits.length;
      await expectRefused(task, `${r}${hop}`, withRedirector, `public site ${hop} (3xx → private)`, [reason]);
      // The first hop was followed: the refusal came from checking the redirect target.
      expect(redirector.hits.length - before, hop).toBeGreaterThanOrEqual(1);
    }
  });

  it('follows http → https → loopback and refuses the last hop', async ({ task, skip }) => {
    const tls: SelfSigned | null = makeSelfSignedCertificate();
    if (!tls) return skip('openssl is not installed: no certificate for the https hop');
    const hits: string[] = [];
    const server = await serveOnLoopback(
      https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => {
        hits.push(req.url ?? '');
        if (req.url === '/onward') {
          res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/secret` }).end();
          return;
        }
        if (req.url === '/onward-80') {
          res.writeHead(302, { location: 'http://127.0.0.1/secret' }).end();
          return;
        }
        res.writeHead(200, { 'content-type': 'text/html' }).end('<title>tls</title>');
      }),
    );
    const tlsPort = server.port;
    try {
      const first = await serveFixtureSite({
        '/start': { status: 302, headers: { location: `https://localhost:${tlsPort}/onward` } },
        '/start-80': { status: 302, headers: { location: `https://localhost:${tlsPort}/onward-80` } },
      });
      const before = canary.hits.length;
      const started = performance.now();
      const child = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', fileURLToPath(new URL('./fixtures/fetch-in-child.ts', import.meta.url))],
        {
          env: {
            ...process.env,
            NODE_EXTRA_CA_CERTS: tls.certFile,
            FETCH_URLS: JSON.stringify([
              `https://localhost:${tlsPort}/ok`,
              `http://localhost:${first.port}/start`,
              `http://localhost:${first.port}/start-80`,
            ]),
            FETCH_ALLOW_HOSTS: JSON.stringify([`localhost:${first.port}`, `localhost:${tlsPort}`]),
          },
          timeout: 30_000,
        },
      );
      await first.close();
      const [control, chain, chain80] = JSON.parse(child.stdout.trim().split('\n').pop() ?? '[]') as {
        status?: number;
        reason?: string;
        message?: string;
      }[];
      record(task, {
        thrown: 'https hop with a test certificate (control)',
        expected: '200 over TLS',
        got: control?.status ? `${control.status} over TLS` : `${control?.reason}: ${control?.message}`,
      });
      const ms = performance.now() - started;
      record(task, {
        thrown: 'http → 302 https → 302 http://127.0.0.1:{canary}',
        expected: 'https hop followed, last refused',
        got: `${chain?.reason}: ${chain?.message}`,
        ms,
      });
      record(task, {
        thrown: 'http → 302 https → 302 http://127.0.0.1 (port 80)',
        expected: 'https hop followed, last refused',
        got: `${chain80?.reason}: ${chain80?.message}`,
        ms,
      });
      record(task, {
        thrown: 'requests seen',
        expected: 'https 3 (control + 2 hops), canary 0',
        got: `https ${hits.length}, canary ${canary.hits.length - before}`,
      });
      expect(control?.status).toBe(200);
      expect(hits).toEqual(['/ok', '/onward', '/onward-80']);
      expect(chain?.reason).toBe('blocked-port');
      expect(chain80?.reason).toBe('blocked-address');
      expect(canary.hits.length - before).toBe(0);
    } finally {
      await server.close();
      tls.remove();
    }
  });

  it('ends with no request at all on the canary from the refused cases', () => {
    // Only the positive control may have reached it.
    expect(canary.hits).toEqual(['/']);
  });
});
