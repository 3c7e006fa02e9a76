import { describe, expect, it } from 'vitest';
import { recentlyUsed } from './recently-used';

describe('recentlyUsed', () => {
  it('forgets the least recently read or written entry past its size', () => {
    const kept = recentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect(kept.get('a')).toBe(1); // a is now the more recent
    kept.set('c', 3); // forgets b
    expect([kept.has('a'), kept.has('b'), kept.has('c')]).toEqual([true, false, true]);
    kept.set('a', 4); // a written again is the most recent
    kept.set('d', 5); // forgets c
    expect([kept.get('a'), kept.has('c'), kept.get('d'), kept.size]).toEqual([4, false, 5, 2]);
    kept.clear();
    expect([kept.has('a'), kept.size]).toEqual([false, 0]);
  });

  it('keeps a value that is null or undefined, and tells it from a missing one', () => {
    const kept = recentlyUsed<string, null | undefined>(3);
    kept.set('none', null);
    kept.set('nothing', undefined);
    expect([kept.get('none'), kept.has('nothing'), kept.has('missing')]).toEqual([null, true, false]);
  });

  it('forgets an entry on delete, which then takes no place', () => {
    const kept = recentlyUsed<string, number>(2);
    kept.set('a', 1);
    kept.set('b', 2);
    expect([kept.delete('a'), kept.delete('a'), kept.size]).toEqual([true, false, 1]);
    kept.set('c', 3); // room for c without forgetting b
    expect([kept.has('b'), kept.get('c'), kept.size]).toEqual([true, 3, 2]);
  });
});
