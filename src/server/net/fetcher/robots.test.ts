import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FixtureServer, serveFixtureSite } from '../../test/fixture-server';
import { forgetRobotsRules, politeFetch } from './robots';
import { DEFAULT_FETCH_POLICY } from './safe-fetch';

let site: FixtureServer;
const policy = { ...DEFAULT_FETCH_POLICY, allowHosts: ['127.0.0.1'], timeoutMs: 2_000 };

beforeAll(async () => {
  site = await serveFixtureSite({
    '/robots.txt': {
      type: 'text/plain',
      body: 'User-agent: *\nDisallow: /private\n\nUser-agent: BrandAtlasBot\nDisallow: /no-bots\nAllow: /\n',
    },
    '/': { body: '<title>home</title>' },
    '/private': { body: 'for others only' },
    '/no-bots': { body: 'not for us' },
  });
});
afterAll(async () => site.close());

describe('robots.txt', () => {
  it('is read once per site and obeyed for our agent', async () => {
    expect((await politeFetch(`${site.origin}/`, policy)).status).toBe(200);
    // Our own group applies, not the one for every other agent.
    expect((await politeFetch(`${site.origin}/private`, policy)).status).toBe(200);
    await expect(politeFetch(`${site.origin}/no-bots`, policy)).rejects.toMatchObject({ reason: 'robots' });
    expect(site.hits.filter((h) => h === '/robots.txt')).toHaveLength(1);
    expect(site.hits).not.toContain('/no-bots');
  });

  it('is read again once forgotten', async () => {
    const before = site.hits.filter((h) => h === '/robots.txt').length;
    await politeFetch(`${site.origin}/`, policy);
    expect(site.hits.filter((h) => h === '/robots.txt')).toHaveLength(before);
    forgetRobotsRules();
    await politeFetch(`${site.origin}/`, policy);
    expect(site.hits.filter((h) => h === '/robots.txt')).toHaveLength(before + 1);
  });

  it('is read once for the requests a page makes at the same time', async () => {
    forgetRobotsRules();
    const before = site.hits.filter((h) => h === '/robots.txt').length;
    const answers = await Promise.allSettled(
      ['/', '/private', '/no-bots', '/'].map((path) => politeFetch(`${site.origin}${path}`, policy)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(site.hits.filter((h) => h === '/robots.txt')).toHaveLength(before + 1);
  });
});

describe('robots.txt of a slow site', () => {
  let slow: FixtureServer;
  beforeAll(async () => {
    slow = await serveFixtureSite({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private\n', delayMs: 400 },
      '/': { body: '<title>home</title>' },
    });
  });
  afterAll(async () => slow.close());

  it('goes on being read for the others when one request runs out of time', async () => {
    const impatient = new AbortController();
    const gaveUp = politeFetch(`${slow.origin}/`, policy, { signal: impatient.signal });
    const patient = politeFetch(`${slow.origin}/`, policy);
    setTimeout(() => impatient.abort(), 50);
    await expect(gaveUp).rejects.toMatchObject({ reason: 'timeout' });
    expect((await patient).status).toBe(200);
    await expect(politeFetch(`${slow.origin}/private`, policy)).rejects.toMatchObject({ reason: 'robots' });
    expect(slow.hits.filter((h) => h === '/robots.txt')).toHaveLength(1);
  });
});
