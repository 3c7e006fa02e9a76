import { describe, expect, it } from 'vitest';
import { hexToRgb, isHexColor, normalizeHex, sanitizeHexInput } from './hex';

describe('isHexColor (spec 001 §5)', () => {
  it('accepts # and six hex digits in either case', () => {
    expect(isHexColor('#00704A')).toBe(true);
    expect(isHexColor('#00704a')).toBe(true);
    expect(isHexColor('#abcdef')).toBe(true);
  });

  it('refuses everything else', () => {
    for (const value of ['00704A', '#0704A', '#00704A0', '#FFF', '#GG0000', ' #00704A', '', null, 42]) {
      expect(isHexColor(value), String(value)).toBe(false);
    }
  });
});

describe('normalizeHex', () => {
  it('upper-cases a valid colour and forgives surrounding spaces', () => {
    expect(normalizeHex('#0abab5')).toBe('#0ABAB5');
    expect(normalizeHex('  #f37021 ')).toBe('#F37021');
  });

  it('gives null for anything that is not #RRGGBB', () => {
    expect(normalizeHex('#fff')).toBeNull();
    expect(normalizeHex('0ABAB5')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
    expect(normalizeHex(null)).toBeNull();
    expect(normalizeHex(undefined)).toBeNull();
  });
});

describe('sanitizeHexInput (spec 001 §5)', () => {
  it('keeps input that starts with # and has at most 7 characters, valid or not', () => {
    expect(sanitizeHexInput('#', '#00')).toBe('#');
    expect(sanitizeHexInput('#00704', '#0070')).toBe('#00704');
    expect(sanitizeHexInput('#00704A', '#00704')).toBe('#00704A');
    expect(sanitizeHexInput('#zz', '#z')).toBe('#zz');
  });

  it('refuses an eighth character and input without a leading #', () => {
    expect(sanitizeHexInput('#00704A1', '#00704A')).toBe('#00704A');
    expect(sanitizeHexInput('00704A', '#00704A')).toBe('#00704A');
    expect(sanitizeHexInput('', '#0')).toBe('#0');
  });
});

describe('hexToRgb', () => {
  it('reads the three channels', () => {
    expect(hexToRgb('#00704A')).toEqual({ r: 0, g: 112, b: 74 });
    expect(hexToRgb('#ffffff')).toEqual({ r: 255, g: 255, b: 255 });
  });

  it('gives null for a non-hex value', () => {
    expect(hexToRgb('#FFF')).toBeNull();
    expect(hexToRgb(null)).toBeNull();
  });
});
