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
});
