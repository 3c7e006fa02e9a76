import { describe, expect, it } from 'vitest';
import { withParams } from './query-params';

describe('withParams', () => {
  it('sets and removes the named keys, keeps the others, and leaves its input alone', () => {
    const params = new URLSearchParams('hex=FF0000&role=primary&limit=48');
    const next = withParams(params, { role: 'any', limit: null, added: 'yes' });
    expect(next.toString()).toBe('hex=FF0000&role=any&added=yes');
    expect(params.toString()).toBe('hex=FF0000&role=primary&limit=48');
  });

  it('replaces every value of a repeated key with the one given', () => {
    expect(withParams(new URLSearchParams('tag=a&tag=b'), { tag: 'c' }).toString()).toBe('tag=c');
  });
});
