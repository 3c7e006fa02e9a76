import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  const counted = (max: number) => {
    const calls: string[] = [];
    const memo = boundedMemo((input: string) => {
      calls.push(input);
      return input.toUpperCase();
    }, max);
    return { memo, calls };
  };

  it('computes an input once while it is remembered', () => {
    const { memo, calls } = counted(3);
    expect([memo('a'), memo('b'), memo('a'), memo('b')]).toEqual(['A', 'B', 'A', 'B']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('forgets the least recently used input past its size', () => {
    const { memo, calls } = counted(2);
    memo('a');
    memo('b');
    memo('a'); // a is now the more recent of the two
    memo('c'); // forgets b
    memo('a');
    memo('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('remembers an answer that is undefined', () => {
    const calls: string[] = [];
    const memo = boundedMemo((input: string) => {
      calls.push(input);
      return undefined;
    }, 2);
    memo('x');
    memo('x');
    expect(calls).toEqual(['x']);
  });
});
