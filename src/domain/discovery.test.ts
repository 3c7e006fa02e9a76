import { describe, expect, it } from 'vitest';
import { readListParams, withListParam, withoutFilters } from './discovery';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('readListParams', () => {
  it('lists the newest first, with the sort bar, when nothing is chosen', () => {
    expect(read('')).toEqual({ filters: {}, sort: 'newest', showSortBar: true, hasFilters: false });
  });

  it('reads the filters and the sort', () => {
    expect(read('search=cola&color=Red&sort=trending')).toEqual({
      filters: { search: 'cola', color: 'Red' },
      sort: 'trending',
      showSortBar: true,
      hasFilters: true,
    });
  });

  it('hides the sort bar and sorts by name under an industry or archetype filter', () => {
    expect(read('industry=Retail&sort=popular')).toMatchObject({ sort: 'alpha', showSortBar: false });
    expect(read('archetype=Hero')).toMatchObject({ sort: 'alpha', showSortBar: false });
  });

  it("ignores 'all', blank values and unknown sorts", () => {
    expect(read('industry=all&archetype=ALL&color=%20&sort=random')).toEqual({
      filters: {},
      sort: 'newest',
      showSortBar: true,
      hasFilters: false,
    });
  });
});

describe('withListParam and withoutFilters', () => {
  const params = new URLSearchParams('search=cola&industry=Beverages&sort=alpha');

  it('sets a value and keeps the others', () => {
    expect(withListParam(params, 'archetype', 'Hero').toString()).toBe(
      'search=cola&industry=Beverages&sort=alpha&archetype=Hero',
    );
  });

  it("removes a filter set to 'all' or blank, and the default sort", () => {
    expect(withListParam(params, 'industry', 'all').toString()).toBe('search=cola&sort=alpha');
    expect(withListParam(params, 'search', '  ').toString()).toBe('industry=Beverages&sort=alpha');
    expect(withListParam(params, 'sort', 'newest').toString()).toBe('search=cola&industry=Beverages');
  });

  it('clears every filter but keeps the sort', () => {
    expect(withoutFilters(params).toString()).toBe('sort=alpha');
  });
});
