import { recentlyUsed } from '@/domain/recently-used';

/**
 * A one-argument function remembered for its last `max` distinct inputs: an input seen again is
 * answered from memory (and counts as recent), and past `max` the least recently used is forgotten.
 * Only for pure functions: the answer must depend on the input alone.
 */
export function boundedMemo<T>(compute: (input: string) => T, max: number): (input: string) => T {
  const remembered = recentlyUsed<string, T>(max);
  return (input) => {
    if (remembered.has(input)) return remembered.get(input) as T;
    const value = compute(input);
    remembered.set(input, value);
    return value;
  };
}
