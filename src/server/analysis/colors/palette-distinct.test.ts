import { describe, expect, it } from 'vitest';
import { choosePalette } from './choose-palette';
import type { ColorEvidenceKind, ColorSample } from './color-sample';
import { ciede2000, labOf } from './color-science';

const sample = (hex: string, kind: ColorEvidenceKind, weight: number): ColorSample => ({
  hex,
  kind,
  weight,
  source: 'https://a.example/',
  method: kind,
});

/** A declared brand blue, and a second colour painted across the header. */
const paletteWith = (second: string) =>
  choosePalette([
    sample('#1F5FBF', 'theme-color', 8),
    sample('#1F5FBF', 'chrome-background', 4),
    sample(second, 'chrome-background', 6),
    sample(second, 'button', 3),
  ]);

describe('primary, secondary and accent are distinct colours', () => {
  // Two blue-violets on either side of the distinctness threshold (CIEDE2000 from the primary).
  const tooClose = '#5E54B7';
  const farEnough = '#6352B5';

  it('the fixtures straddle the threshold', () => {
    expect(ciede2000(labOf('#1F5FBF'), labOf(tooClose))).toBeCloseTo(10.96, 1);
    expect(ciede2000(labOf('#1F5FBF'), labOf(farEnough))).toBeCloseTo(12.35, 1);
  });

  it('a colour close to the primary is not offered as the secondary', () => {
    const palette = paletteWith(tooClose);
    expect(palette.primary?.hex).toBe('#1F5FBF');
    expect(palette.secondary?.hex).not.toBe(tooClose);
    expect(palette.accent?.hex).not.toBe(tooClose);
  });

  it('a colour just past the threshold is', () => {
    const palette = paletteWith(farEnough);
    expect(palette.primary?.hex).toBe('#1F5FBF');
    expect(palette.secondary?.hex).toBe(farEnough);
  });
});
