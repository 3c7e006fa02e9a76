import { describe, expect, it } from 'vitest';
import { extendedPalette } from './gallery-card';

describe('extendedPalette', () => {
  const main = { primary_color: '#00704A', secondary_color: '#FFFFFF', accent_color: '#1E3932' };

  it('leaves out the three main colours, repeats and non-colours, in either case', () => {
    expect(
      extendedPalette({
        ...main,
        color_palette: ['#00704a', '#D4E9E2', '#d4e9e2', 'green', '#FFFFFF', '#27251F'],
      }),
    ).toEqual(['#D4E9E2', '#27251F']);
  });

  it('shows at most 8 (spec 000 §9)', () => {
    const palette = Array.from({ length: 12 }, (_, i) => `#1${i.toString(16)}2233`);
    expect(extendedPalette({ ...main, color_palette: palette })).toEqual(
      palette.slice(0, 8).map((hex) => hex.toUpperCase()),
    );
  });
});
