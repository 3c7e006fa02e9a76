import { describe, expect, it } from 'vitest';
import { createLocalEventBus } from '../events/event-bus';
import { clearOnBrandWrites, createTtlCache } from './count-cache';

describe('createTtlCache', () => {
  it('answers a key from the cache within the TTL, and again after clear()', async () => {
    const cache = createTtlCache<number>(60_000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    cache.clear();
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('computes every time with a TTL of 0, and does not keep failures', async () => {
    const off = createTtlCache<number>(0);
    let calls = 0;
    await off.get('a', async () => ++calls);
    await off.get('a', async () => ++calls);
    expect(calls).toBe(2);

    const cache = createTtlCache<number>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('expires entries after the TTL', async () => {
    const cache = createTtlCache<number>(20);
    let calls = 0;
    await cache.get('a', async () => ++calls);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await cache.get('a', async () => ++calls)).toBe(2);
  });

  it('drops the entries computed longest ago when full, keeping the rest', async () => {
    const cache = createTtlCache<string>(60_000, 3);
    const computed: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        computed.push(key);
        return key;
      });
    for (const key of ['a', 'b', 'c', 'd']) await get(key);
    await get('c');
    await get('d');
    expect(computed).toEqual(['a', 'b', 'c', 'd']);
    await get('a');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'a']);
    await get('c');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'a']);
  });
});

describe('clearOnBrandWrites', () => {
  it('empties the caches when a brand is created or changed, not on analysis progress', async () => {
    const events = createLocalEventBus();
    const totals = createTtlCache<number>(60_000);
    const facets = createTtlCache<number>(60_000);
    const stop = clearOnBrandWrites(events, [totals, facets]);
    let calls = 0;
    const compute = async () => ++calls;
    await totals.get('all', compute);
    await facets.get('all', compute);
    await events.publish({
      type: 'analysis.progress',
      brandId: 'b',
      slug: 'b',
      progress: 50,
      stage: 'colors',
      status: 'analyzing',
    });
    expect([await totals.get('all', compute), await facets.get('all', compute)]).toEqual([1, 2]);
    await events.publish({ type: 'brand.created', brandId: 'b', slug: 'b' });
    expect([await totals.get('all', compute), await facets.get('all', compute)]).toEqual([3, 4]);
    await events.publish({ type: 'brand.changed', brandId: 'b', slug: 'b' });
    expect(await totals.get('all', compute)).toBe(5);
    stop();
    await events.publish({ type: 'brand.changed', brandId: 'b', slug: 'b' });
    expect(await totals.get('all', compute)).toBe(5);
  });
});
