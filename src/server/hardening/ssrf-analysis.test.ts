import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { startTestAnalysisWorker } from '../analysis/test/analyzer-harness';
import { loadConfig } from '../config';
import { fetchPolicyFor } from '../net/fetcher/fetch-policy';
import type { FetchPolicy } from '../net/fetcher/safe-fetch';
import { requestAs } from '../test/actors';
import { type FixtureServer, serveFixtureSite } from '../test/fixture-server';
import { PRODUCTION_ENV } from '../test/production-env';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';
import { measure, record } from './report/record';

/**
 * Item 3 through a whole analysis: brands are added through POST /api/brands pointing at hostile
 * addresses, and the real analyze-brand job runs with the production fetch policy (no
 * ANALYZER_ALLOW_HOSTS). The canary on 127.0.0.1 must see no request, and each brand must end
 * 'failed' with an analysis_error that says why.
 *
 * As in ssrf.test.ts, the redirect case needs a first hop the analyzer may follow: a redirector
 * on localhost, allowed by name and port, stands in for a public site answering with a redirect.
 */

let t: TestApp;
let canary: FixtureServer;
let redirector: FixtureServer;
let production: FetchPolicy;
let cookie = '';
let added = 0;

beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'brand-atlas-ssrf-analysis-'));
  const config = loadConfig({ ...PRODUCTION_ENV, DATA_DIR: tmp });
  fs.rmSync(tmp, { recursive: true, force: true });
  expect(config.analyzerAllowHosts).toEqual([]);
  production = { ...fetchPolicyFor(config), timeoutMs: 3_000 };
  t = await createTestApp();
  canary = await serveFixtureSite({
    '/': { body: '<html><head><title>Canary Co</title></head><body>canary</body></html>' },
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
  });
  redirector = await serveFixtureSite({
    '/to-loopback': { status: 302, headers: { location: `http://127.0.0.1:${canary.port}/` } },
    '/to-loopback-80': { status: 302, headers: { location: 'http://127.0.0.1/' } },
  });
}, 60_000);
afterAll(async () => {
  await canary?.close();
  await redirector?.close();
  await t?.close();
});

/** Loopback names from the hosts file other than localhost (the machine's own name...). */
function hostsFileLoopbackName(): string | null {
  let text = '';
  try {
    text = fs.readFileSync('/etc/hosts', 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    const [address, ...names] = line.replace(/#.*/, '').trim().split(/\s+/);
    if (address?.startsWith('127.')) {
      const name = names.find((n) => n && n.toLowerCase() !== 'localhost');
      if (name) return name;
    }
  }
  return 'localhost';
}

/** Adds a brand at the address as a user would, then runs the analysis queue dry with the policy. */
async function analyzeAt(url: string, policy: FetchPolicy): Promise<Brand> {
  // A fresh user for each brand: the analysis quota applies here as everywhere, and a user's own
  // failed brand at the same website would be offered instead of a new one.
  cookie = await signInAs(t, `ssrf-${added}@example.com`);
  added++;
  const res = await requestAs(t, cookie, 'POST', '/api/brands', {
    name: `Hostile ${added}`,
    industry: 'Other',
    url,
  });
  if (res.status !== 201) throw new Error(`POST /api/brands answered ${res.status}: ${await res.text()}`);
  const created = (await res.json()) as Brand;
  const worker = startTestAnalysisWorker(t, policy);
  try {
    await worker.drain();
  } finally {
    await worker.stop();
  }
  // A failed brand is its creator's alone to see.
  const read = await requestAs(t, cookie, 'GET', `/api/brands/${created.slug}`);
  return (await read.json()) as Brand;
}

describe('3. SSRF through a real analysis: hostile brand addresses end failed, the canary untouched', () => {
  it('fails every hostile address with a readable analysis_error and 0 canary hits', async ({ task }) => {
    const c = canary.port;
    const hostsName = hostsFileLoopbackName();
    const withRedirector = { ...production, allowHosts: [`localhost:${redirector.port}`] };
    const r = `http://localhost:${redirector.port}`;
    const cases: [label: string, url: string, policy: FetchPolicy, reason: RegExp][] = [
      ['loopback literal, canary port', `http://127.0.0.1:${c}/`, production, /not a web port/],
      ['loopback literal, port 80', 'http://127.0.0.1/', production, /private or reserved address/],
      ['IPv4-mapped IPv6 loopback', 'http://[::ffff:7f00:1]/', production, /private or reserved address/],
      ['decimal loopback', 'http://2130706433/', production, /private or reserved address/],
      ['private range 10/8', 'http://10.0.0.1/', production, /private or reserved address/],
      ['private range 192.168/16', 'http://192.168.1.1/', production, /private or reserved address/],
      [
        'cloud metadata',
        'http://169.254.169.254/latest/meta-data/',
        production,
        /private or reserved address/,
      ],
      [`hosts-file name ${hostsName}`, `http://${hostsName}/`, production, /private or reserved address/],
      [
        `hosts-file name ${hostsName}, canary port`,
        `http://${hostsName}:${c}/`,
        production,
        /not a web port/,
      ],
      ['public site, 302 into the canary', `${r}/to-loopback`, withRedirector, /not a web port/],
      [
        'public site, 302 into loopback:80',
        `${r}/to-loopback-80`,
        withRedirector,
        /private or reserved address/,
      ],
    ];
    for (const [label, url, policy, reason] of cases) {
      const before = canary.hits.length;
      const hopsBefore = redirector.hits.length;
      const result = await measure(() => analyzeAt(url, policy));
      const brand = result.value;
      const hits = canary.hits.length - before;
      record(task, {
        thrown: `${label}: ${url.replace(String(c), '{canary}')}`,
        expected: "'failed', reason, 0 hits",
        got: brand
          ? `'${brand.analysis_status}': ${brand.analysis_error}${hits ? ` — ${hits} HIT(S)` : ''}`
          : `ERROR ${(result.error as Error).message}`,
        ms: result.ms,
      });
      expect(result.error, label).toBeUndefined();
      expect(brand?.analysis_status, label).toBe('failed');
      expect(brand?.analysis_error, label).toMatch(reason);
      expect(hits, label).toBe(0);
      // The redirect was followed to its target: the refusal came from checking that hop.
      if (policy === withRedirector)
        expect(redirector.hits.length - hopsBefore, label).toBeGreaterThanOrEqual(1);
    }
    expect(canary.hits).toEqual([]);
  });

  it('the canary is reachable when allowed (the test can fail)', async ({ task }) => {
    const before = canary.hits.length;
    await analyzeAt(`${canary.origin}/`, { ...production, allowHosts: ['127.0.0.1'] });
    record(task, {
      thrown: `${canary.origin.replace(String(canary.port), '{canary}')}/ with 127.0.0.1 allowed`,
      expected: 'the site read: canary hits',
      got: `${canary.hits.length - before} hits (${canary.hits.slice(before).join(', ')})`,
    });
    expect(canary.hits.slice(before)).toContain('/');
  });
});
