import { describe, expect, it } from 'vitest';
import { GALLERIES } from './galleries';
import { matchesPage, PAGE_ROUTES, pageAt } from './pages';
import { SHORTCUT_SLUGS } from './taxonomy';

describe('the page table', () => {
  it('finds the page at a path, with or without a trailing slash', () => {
    expect(pageAt('/')?.component).toBe('HomeRoute');
    expect(pageAt('/brands/')?.component).toBe('BrandsRoute');
    expect(pageAt('/brands/nike')?.component).toBe('BrandDetailRoute');
    expect(pageAt('/colors/landscape')?.component).toBe('LandscapeRoute');
  });

  it('has no page for a deeper or unknown path', () => {
    expect(pageAt('/brands/nike/extra')).toBeNull();
    expect(pageAt('/no-such-page')).toBeNull();
    expect(pageAt('/brandsx')).toBeNull();
  });

  it('serves every shortcut as the brand page of its brand (spec 000 §2)', () => {
    for (const slug of SHORTCUT_SLUGS) {
      expect(pageAt(`/${slug}`)).toMatchObject({ component: 'BrandDetailRoute', brandSlug: slug });
    }
  });

  it('has a page for every themed gallery', () => {
    for (const gallery of GALLERIES) expect(pageAt(gallery.path)?.module).toContain('galleries');
  });

  it('gives each path one page', () => {
    const paths = PAGE_ROUTES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const page of PAGE_ROUTES) {
      const concrete = page.path.replace(/:[^/]+/g, 'x');
      expect(PAGE_ROUTES.filter((other) => matchesPage(other, concrete))).toEqual([page]);
    }
  });
});
