import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

function counter() {
  let calls = 0;
  return { compute: async () => ++calls, calls: () => calls };
}

describe('createTtlCache', () => {
  it('answers a key from the cache within the TTL, and again after clear()', async () => {
    const cache = createTtlCache<number>(60_000, 10);
    const { compute } = counter();
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('a', compute)).toBe(1);
    expect(await cache.get('b', compute)).toBe(2);
    cache.clear();
    expect(await cache.get('a', compute)).toBe(3);
  });

  it('computes once for callers that ask while the first is still computing', async () => {
    const cache = createTtlCache<number>(60_000, 10);
    let finish = (_value: number) => {};
    let calls = 0;
    const compute = () => {
      calls++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const first = cache.get('a', compute);
    const second = cache.get('a', compute);
    finish(7);
    expect([await first, await second, calls]).toEqual([7, 7, 1]);
  });

  it('computes every time with a TTL of 0, and does not keep failures', async () => {
    const off = createTtlCache<number>(0, 10);
    const { compute, calls } = counter();
    await off.get('a', compute);
    await off.get('a', compute);
    expect(calls()).toBe(2);

    const cache = createTtlCache<number>(60_000, 10);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 7)).toBe(7);
  });

  it('keeps a newer value when an older computation of the same key fails after a clear', async () => {
    const cache = createTtlCache<number>(60_000, 10);
    let fail = (_error: Error) => {};
    const older = cache.get(
      'a',
      () =>
        new Promise<number>((_resolve, reject) => {
          fail = reject;
        }),
    );
    cache.clear();
    expect(await cache.get('a', async () => 2)).toBe(2);
    fail(new Error('down'));
    await expect(older).rejects.toThrow('down');
    expect(await cache.get('a', async () => 3)).toBe(2);
  });

  it('expires entries after the TTL', async () => {
    let time = 1_000;
    const cache = createTtlCache<number>(20, 10, () => time);
    const { compute } = counter();
    await cache.get('a', compute);
    time += 19;
    expect(await cache.get('a', compute)).toBe(1);
    time += 1;
    expect(await cache.get('a', compute)).toBe(2);
  });

  it('forgets the least recently used key when full, keeping the rest', async () => {
    const cache = createTtlCache<string>(60_000, 3);
    const computed: string[] = [];
    const get = (key: string) =>
      cache.get(key, async () => {
        computed.push(key);
        return key;
      });
    for (const key of ['a', 'b', 'c']) await get(key);
    await get('a'); // read: now the most recent
    await get('d'); // forgets b, read longest ago, not a, computed first
    await get('a');
    await get('c');
    expect(computed).toEqual(['a', 'b', 'c', 'd']);
    await get('b');
    expect(computed).toEqual(['a', 'b', 'c', 'd', 'b']);
  });
});
