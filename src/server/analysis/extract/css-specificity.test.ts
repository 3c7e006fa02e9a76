import { describe, expect, it } from 'vitest';
import { compareSpecificity, specificityOf, splitSelectorList } from './css-specificity';

describe('the specificity of a selector', () => {
  it.each([
    ['*', [0, 0, 0]],
    ['a', [0, 0, 1]],
    ['header nav > a', [0, 0, 3]],
    ['.brand', [0, 1, 0]],
    ['.site-header .brand', [0, 2, 0]],
    ['a.logo[href="/"]', [0, 2, 1]],
    ['#top .logo', [1, 1, 0]],
    ['a:first-child::before', [0, 1, 2]],
    ['a:after', [0, 0, 2]],
    ['.logo:not(#x, .y)', [1, 1, 0]],
    [':is(header, .masthead) a', [0, 1, 1]],
    [':where(#top .nav) .logo', [0, 1, 0]],
    ['li:nth-child(2n+1 of .item)', [0, 2, 1]],
    ['svg|rect', [0, 0, 1]],
    ['.a\\:b', [0, 1, 0]],
    ['[data-x="a, b]"] .c', [0, 2, 0]],
  ] as const)('%s weighs %j', (selector, weight) => {
    expect(specificityOf(selector)).toEqual(weight);
  });

  it('compares ids before classes, classes before types', () => {
    expect(compareSpecificity([1, 0, 0], [0, 9, 9])).toBe(1);
    expect(compareSpecificity([0, 1, 0], [0, 0, 12])).toBe(1);
    expect(compareSpecificity([0, 2, 1], [0, 2, 1])).toBe(0);
    expect(compareSpecificity([0, 1, 3], [0, 2, 0])).toBe(-1);
  });

  it('splits a selector list at its own commas only', () => {
    expect(splitSelectorList('a, :is(b, c) d ,[title="x,y"]')).toEqual(['a', ':is(b, c) d', '[title="x,y"]']);
    expect(splitSelectorList(' .one ')).toEqual(['.one']);
  });
});
