import { describe, expect, it } from 'vitest';
import {
  arrivalRequests,
  BRAND_COUNT_PATH,
  BRAND_FACETS_PATH,
  brandListPath,
  FEATURED_BRAND_PATH,
  SESSION_PATH,
} from './arrival-requests';

const requests = (path: string) => {
  const url = new URL(path, 'http://localhost');
  return arrivalRequests(url.pathname, url.searchParams);
};

describe('brandListPath', () => {
  it('writes one list as one URL, whatever order its query was built in', () => {
    expect(brandListPath({ limit: 24, sort: 'newest', industry: 'Coffee' })).toBe(
      '/api/brands?industry=Coffee&sort=newest&limit=24',
    );
    expect(brandListPath({ industry: 'Coffee', limit: 24, sort: 'newest' })).toBe(
      '/api/brands?industry=Coffee&sort=newest&limit=24',
    );
  });

  it('leaves out empty values and encodes text', () => {
    expect(brandListPath({ search: '', color: undefined, limit: 1 })).toBe('/api/brands?limit=1');
    expect(brandListPath({ search: 'Ben & Jerry’s' })).toBe('/api/brands?search=Ben+%26+Jerry%E2%80%99s');
    expect(brandListPath({})).toBe('/api/brands');
  });
});

describe('arrivalRequests', () => {
  it('lists what Brand Discovery reads first: the newest brands, the count, the featured brand, the facets', () => {
    expect(requests('/brands')).toEqual([
      SESSION_PATH,
      '/api/brands?sort=newest&limit=24',
      BRAND_COUNT_PATH,
      FEATURED_BRAND_PATH,
      BRAND_FACETS_PATH,
    ]);
  });

  it('follows the filters and sort of the query string, without the featured brand when filtered', () => {
    expect(requests('/brands?sort=popular')).toContain('/api/brands?sort=popular&limit=24');
    expect(requests('/brands?industry=Coffee&sort=popular&search=%20bean%20')).toEqual([
      SESSION_PATH,
      '/api/brands?search=bean&industry=Coffee&sort=alpha&limit=24',
      BRAND_COUNT_PATH,
      BRAND_FACETS_PATH,
    ]);
    expect(requests('/brands?industry=all')).toContain(FEATURED_BRAND_PATH);
  });

  it('lists the count and the logo strip for the home page, and the session alone elsewhere', () => {
    expect(requests('/')).toEqual([
      SESSION_PATH,
      BRAND_COUNT_PATH,
      '/api/brands?has_logo=true&sort=popular&limit=16',
    ]);
    expect(requests('/brands/nike')).toEqual([SESSION_PATH]);
    expect(requests('/no/such/page')).toEqual([SESSION_PATH]);
  });
});
