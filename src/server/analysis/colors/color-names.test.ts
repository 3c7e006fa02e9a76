import { describe, expect, it } from 'vitest';
import { nameColors, nearestColorName, nearestColorNameByScan } from './color-names';

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function* sequence(seed: number) {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state;
  }
}

describe('colour names', () => {
  it('gives a listed colour its own name', () => {
    expect(nearestColorName('#c93f38')).toMatchObject({ name: '100 Mph', hex: '#C93F38', distance: 0 });
  });

  it('finds the same nearest name as a full scan, for saturated, dark, light and grey colours', () => {
    const random = sequence(7);
    const colours = ['#000000', '#FFFFFF', '#808080', '#00704A', '#F40009', '#0ABAB5', '#FF00FF', '#0000FF'];
    for (let i = 0; i < 80; i++) {
      colours.push(`#${((random.next().value as number) % 0x1000000).toString(16).padStart(6, '0')}`);
    }
    for (const hex of colours) {
      expect(nearestColorName(hex)?.name, hex).toBe(nearestColorNameByScan(hex)?.name);
    }
  });

  it('keys names by upper-case hex and ignores what is not a colour', () => {
    const names = nameColors(['#00704a', '#00704A', 'green', '#12345']);
    expect(Object.keys(names)).toEqual(['#00704A']);
    expect(names['#00704A']).toBe(nearestColorName('#00704A')?.name);
    expect(nearestColorName('not a colour')).toBeNull();
  });
});
