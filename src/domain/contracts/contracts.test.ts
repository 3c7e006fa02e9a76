import { describe, expect, it } from 'vitest';
import { API_CALLS, CALL_GROUPS } from '.';
import { callUrl, splitCallKey } from './api-call';

describe('the API contracts', () => {
  it('declare each call in one group only, so no group hides another', () => {
    const names = CALL_GROUPS.flatMap((group) => Object.keys(group));
    const twice = names.filter((name, index) => names.indexOf(name) !== index);
    expect(twice).toEqual([]);
    expect(Object.keys(API_CALLS)).toHaveLength(names.length);
  });

  it('name each call by a method and a path below /api', () => {
    const malformed = Object.keys(API_CALLS).filter(
      (name) => !/^(GET|POST|PUT|PATCH|DELETE) \/[\w\-./{}]*$/.test(name) || name.includes('/api/'),
    );
    expect(malformed).toEqual([]);
  });

  it('declare every path parameter they name, and none they do not', () => {
    const mismatched = Object.entries(API_CALLS).filter(([name, call]) => {
      const named = [...splitCallKey(name as keyof typeof API_CALLS).path.matchAll(/\{(\w+)\}/g)].map(
        ([, param]) => param,
      );
      const declared = 'params' in call && call.params ? Object.keys(call.params.shape) : [];
      return named.sort().join() !== declared.sort().join();
    });
    expect(mismatched.map(([name]) => name)).toEqual([]);
  });

  it('spell one URL per request: parameters encoded, query in the order given, empty values left out', () => {
    expect(callUrl('GET /brands/{slug}', { params: { slug: 'ben & jerry' } })).toBe(
      '/api/brands/ben%20%26%20jerry',
    );
    expect(callUrl('GET /brands', { query: { search: 'a b', industry: '', sort: 'newest', limit: 2 } })).toBe(
      '/api/brands?search=a+b&sort=newest&limit=2',
    );
    expect(() => callUrl('GET /brands/{slug}', { params: { slug: '' } })).toThrow('needs its slug parameter');
  });
});
