import { describe, expect, it } from 'vitest';
import { firstOfSrcset } from './srcset';

describe('a srcset', () => {
  it('gives its first address', () => {
    expect(firstOfSrcset('/a.png 1x, /a@2x.png 2x')).toBe('/a.png');
    expect(firstOfSrcset(' /b.svg ')).toBe('/b.svg');
    expect(firstOfSrcset(undefined)).toBeUndefined();
  });
});
