import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_META_DESCRIPTION } from '@/domain/text';

describe('index.html', () => {
  it('carries the site meta description that pages restore on leaving', () => {
    const html = fs.readFileSync(new URL('./index.html', import.meta.url), 'utf8');
    const content = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
    expect(content).toBe(SITE_META_DESCRIPTION);
  });
});
