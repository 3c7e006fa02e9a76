import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_ROUTES } from '@/domain/pages';

const WEB = path.resolve(__dirname, '..');

describe('the pages the router loads', () => {
  it('are modules of features/*/routes that export the component the table names', () => {
    const wrong = PAGE_ROUTES.filter((page) => {
      if (!/^features\/[\w-]+\/routes\/[\w-]+\.tsx$/.test(page.module)) return true;
      const source = readFileSync(path.join(WEB, page.module), 'utf8');
      return !new RegExp(`export function ${page.component}\\b`).test(source);
    }).map((page) => `${page.path}: ${page.module} ${page.component}`);
    expect(wrong).toEqual([]);
  });
});
