import { describe, expect, it } from 'vitest';
import { CONTRAST_GRADES, contrastGrade, formatContrastRatio } from './contrast-grade';
import { contrastRatio } from './text-color';

describe('contrastGrade', () => {
  it('grades at the WCAG 2.x thresholds: AAA 7, AA 4.5, AA large 3', () => {
    expect(contrastGrade(21)).toBe('AAA');
    expect(contrastGrade(7)).toBe('AAA');
    expect(contrastGrade(6.99)).toBe('AA');
    expect(contrastGrade(4.5)).toBe('AA');
    expect(contrastGrade(4.499)).toBe('AA large');
    expect(contrastGrade(3)).toBe('AA large');
    expect(contrastGrade(2.999)).toBe('Fails');
    expect(contrastGrade(1)).toBe('Fails');
  });

  it('gives a colour the same grade wherever it is shown', () => {
    // Nike's accent on white and Under Armour's red on black: AA for large text, not a failure.
    expect(contrastGrade(contrastRatio('#FA5400', '#FFFFFF') ?? 1)).toBe('AA large');
    expect(contrastGrade(contrastRatio('#E31B23', '#000000') ?? 1)).toBe('AA large');
  });

  it('names every grade in the words the pages use', () => {
    expect(CONTRAST_GRADES).toEqual(['AAA', 'AA', 'AA large', 'Fails']);
  });
});

describe('formatContrastRatio', () => {
  it('shows two decimals', () => {
    expect(formatContrastRatio(21)).toBe('21.00:1');
    expect(formatContrastRatio(3.32)).toBe('3.32:1');
    expect(formatContrastRatio(contrastRatio('#FA5400', '#FFFFFF') ?? 1)).toBe('3.32:1');
  });

  it('never shows a ratio short of a threshold as reaching it', () => {
    expect(formatContrastRatio(4.4999)).toBe('4.49:1');
    expect(contrastGrade(4.4999)).toBe('AA large');
    expect(formatContrastRatio(6.996)).toBe('6.99:1');
  });
});
