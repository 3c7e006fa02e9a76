import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHORTCUT_SLUGS } from '../../domain/taxonomy';
import { chunkFiles, pageModule } from './page-hints';

describe('pageModule', () => {
  it('finds the module of the pages a visit opens on, with or without a trailing slash', () => {
    expect(pageModule('/')).toBe('features/home/routes/home.tsx');
    expect(pageModule('/brands')).toBe('features/brands/routes/brands.tsx');
    expect(pageModule('/brands/')).toBe('features/brands/routes/brands.tsx');
    expect(pageModule('/brands/nike')).toBe('features/brand-detail/routes/brand-detail.tsx');
    expect(pageModule(`/${SHORTCUT_SLUGS[0]}`)).toBe('features/brand-detail/routes/brand-detail.tsx');
    expect(pageModule('/coffee-brands')).toBe('features/galleries/routes/galleries.tsx');
    expect(pageModule('/brands/nike/extra')).toBeNull();
    expect(pageModule('/no-such-page')).toBeNull();
    expect(pageModule('/admin')).toBe('features/admin/routes/admin.tsx');
  });

  it('names modules that exist in the web app', () => {
    const paths = [
      '/',
      '/brands',
      '/verified',
      '/brands/x',
      '/coffee-brands',
      '/archetypes',
      '/quadrants',
      '/pricing',
      '/colors',
      '/colors/landscape',
      '/compare',
    ];
    for (const module of paths.map(pageModule)) {
      expect(module).not.toBeNull();
      expect(fs.existsSync(path.join('src/web', module ?? '')), String(module)).toBe(true);
    }
  });
});

describe('chunkFiles', () => {
  it('follows static imports depth first, each chunk once, through cycles', () => {
    const manifest = {
      a: { file: 'a.js', imports: ['b', 'c'] },
      b: { file: 'b.js', imports: ['c', 'a'] },
      c: { file: 'c.js' },
    };
    expect(chunkFiles(manifest, 'a')).toEqual(['a.js', 'b.js', 'c.js']);
    expect(chunkFiles(manifest, 'missing')).toEqual([]);
  });
});
