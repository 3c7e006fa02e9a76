import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  LUMINANCE_WEIGHT_BLUE,
  LUMINANCE_WEIGHT_GREEN,
  LUMINANCE_WEIGHT_RED,
  luminanceOf,
  relativeLuminanceOf,
  textColorOn,
  WCAG_AA_LARGE_MIN,
  WCAG_AA_MIN,
  WCAG_AAA_MIN,
  wcagVerdict,
} from './text-color';

describe('luminanceOf (spec 000 §9)', () => {
  it('uses the weights 0.299, 0.587 and 0.114', () => {
    expect([LUMINANCE_WEIGHT_RED, LUMINANCE_WEIGHT_GREEN, LUMINANCE_WEIGHT_BLUE]).toEqual([
      0.299, 0.587, 0.114,
    ]);
    expect(luminanceOf('#FF0000')).toBe(0.299);
    expect(luminanceOf('#00FF00')).toBe(0.587);
    expect(luminanceOf('#0000FF')).toBe(0.114);
    expect(luminanceOf('#FFFFFF')).toBe(1);
    expect(luminanceOf('#000000')).toBe(0);
  });

  it('is null for a non-hex value', () => {
    expect(luminanceOf('#FFF')).toBeNull();
    expect(luminanceOf(null)).toBeNull();
  });
});

describe('textColorOn (spec 000 §9, spec 001 §9)', () => {
  it('puts black text above luminance 0.5 and white text otherwise', () => {
    expect(textColorOn('#FFFFFF')).toBe('#000000');
    expect(textColorOn('#FFC72C')).toBe('#000000');
    expect(textColorOn('#0ABAB5')).toBe('#000000');
    expect(textColorOn('#00704A')).toBe('#FFFFFF');
    expect(textColorOn('#DA291C')).toBe('#FFFFFF');
    expect(textColorOn('#000000')).toBe('#FFFFFF');
  });

  it('switches between the two greys either side of luminance 0.5', () => {
    expect(luminanceOf('#808080')).toBeGreaterThan(0.5);
    expect(luminanceOf('#7F7F7F')).toBeLessThan(0.5);
    expect(textColorOn('#808080')).toBe('#000000');
    expect(textColorOn('#7F7F7F')).toBe('#FFFFFF');
  });

  it('gives white text at exactly 0.5 and black just above', () => {
    expect(luminanceOf('#01ADE1')).toBe(0.5);
    expect(textColorOn('#01ADE1')).toBe('#FFFFFF');
    expect(luminanceOf('#01ADE2')).toBeGreaterThan(0.5);
    expect(textColorOn('#01ADE2')).toBe('#000000');
  });

  it('gives black text for a non-hex value', () => {
    expect(textColorOn('not a colour')).toBe('#000000');
  });
});

describe('contrastRatio (WCAG 2.x)', () => {
  it('runs from 1 to 21', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBe(21);
    expect(contrastRatio('#FFFFFF', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches known values', () => {
    expect(relativeLuminanceOf('#FFFFFF')).toBe(1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#FF0000', '#FFFFFF')).toBeCloseTo(4.0, 2);
  });

  it('is null when a value is not hex', () => {
    expect(contrastRatio('#FFF', '#000000')).toBeNull();
    expect(contrastRatio('#000000', null)).toBeNull();
  });
});

describe('wcagVerdict', () => {
  it('has the WCAG minimums', () => {
    expect([WCAG_AA_MIN, WCAG_AAA_MIN, WCAG_AA_LARGE_MIN]).toEqual([4.5, 7, 3]);
  });

  it('judges each level at its boundary', () => {
    expect(wcagVerdict(21)).toEqual({ aa: true, aaa: true, aaLarge: true });
    expect(wcagVerdict(7)).toEqual({ aa: true, aaa: true, aaLarge: true });
    expect(wcagVerdict(6.99)).toEqual({ aa: true, aaa: false, aaLarge: true });
    expect(wcagVerdict(4.5)).toEqual({ aa: true, aaa: false, aaLarge: true });
    expect(wcagVerdict(4.49)).toEqual({ aa: false, aaa: false, aaLarge: true });
    expect(wcagVerdict(3)).toEqual({ aa: false, aaa: false, aaLarge: true });
    expect(wcagVerdict(2.99)).toEqual({ aa: false, aaa: false, aaLarge: false });
  });

  it('does not round a ratio up to a level', () => {
    const ratio = contrastRatio('#777777', '#FFFFFF') ?? 0;
    expect(wcagVerdict(ratio).aa).toBe(false);
  });
});
