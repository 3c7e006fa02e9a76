/**
 * A one-argument function remembered for its last `max` distinct inputs: an input seen again is
 * answered from memory (and counts as recent), and past `max` the least recently used is forgotten.
 * Only for pure functions: the answer must depend on the input alone.
 */
export function boundedMemo<T>(compute: (input: string) => T, max: number): (input: string) => T {
  const remembered = new Map<string, T>();
  return (input) => {
    const known = remembered.get(input);
    if (known !== undefined || remembered.has(input)) {
      remembered.delete(input);
      remembered.set(input, known as T);
      return known as T;
    }
    const value = compute(input);
    remembered.set(input, value);
    if (remembered.size > max) remembered.delete(remembered.keys().next().value as string);
    return value;
  };
}
