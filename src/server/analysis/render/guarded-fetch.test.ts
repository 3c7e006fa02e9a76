import { describe, expect, it } from 'vitest';
import { DEFAULT_FETCH_POLICY, type FetchPolicy } from '../../net/fetcher/safe-fetch';
import { guardedFetch } from './guarded-fetch';

describe("the rendered page's requests", () => {
  it('stop waiting for a name server that never answers once the analysis runs out of time', async () => {
    const silent: FetchPolicy = {
      ...DEFAULT_FETCH_POLICY,
      timeoutMs: 60_000,
      resolveHost: () => new Promise<never>(() => {}),
    };
    const started = Date.now();
    await expect(
      guardedFetch(
        'https://cdn.brand.example/logo.svg',
        silent,
        { method: 'GET', headers: {}, body: null },
        AbortSignal.timeout(100),
      ),
    ).rejects.toMatchObject({
      reason: 'timeout',
      message: 'The analysis ran out of time finding the host cdn.brand.example',
    });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});
