import { describe, expect, it } from 'vitest';
import { colorNameFor, defaultColorName, FRIENDLY_COLOR_NAMES, NEW_COLOR } from './colors';
import { isHexColor } from './hex';

describe('default colour names (spec 001 §9)', () => {
  it('names the first three Primary, Secondary, Accent, then Color {n}', () => {
    expect([0, 1, 2, 3, 4, 9].map(defaultColorName)).toEqual([
      'Primary',
      'Secondary',
      'Accent',
      'Color 4',
      'Color 5',
      'Color 10',
    ]);
  });

  it('starts a new colour as #000000 named New Color', () => {
    expect(NEW_COLOR).toEqual({ hex: '#000000', name: 'New Color' });
  });
});

describe('FRIENDLY_COLOR_NAMES (spec 001 §9)', () => {
  it('maps about 19 upper-case hex values', () => {
    const entries = Object.entries(FRIENDLY_COLOR_NAMES);
    expect(entries).toHaveLength(19);
    for (const [hex] of entries) {
      expect(isHexColor(hex), hex).toBe(true);
      expect(hex).toBe(hex.toUpperCase());
    }
  });

  it('holds the well-known names', () => {
    expect(FRIENDLY_COLOR_NAMES).toMatchObject({
      '#000000': 'Black',
      '#FFFFFF': 'White',
      '#FF0000': 'Red',
      '#00704A': 'Starbucks Green',
      '#F40009': 'Coca-Cola Red',
      '#111111': 'Rich Black',
      '#0ABAB5': 'Tiffany Blue',
      '#F37021': 'Hermès Orange',
      '#DA291C': "McDonald's Red",
      '#FFC72C': "McDonald's Yellow",
      '#004B93': 'Pepsi Blue',
      '#1DB954': 'Spotify Green',
      '#E50914': 'Netflix Red',
      '#4285F4': 'Google Blue',
    });
  });
});

describe('colorNameFor (spec 001 §2, §9)', () => {
  it('prefers the AI name of the upper-case hex', () => {
    expect(colorNameFor('#00704a', 0, { '#00704A': 'Siren Green' })).toBe('Siren Green');
    expect(colorNameFor('#00704A', 0, { '#00704a': 'Siren Green' })).toBe('Siren Green');
  });

  it('falls back to the friendly table', () => {
    expect(colorNameFor('#00704a', 0, {})).toBe('Starbucks Green');
    expect(colorNameFor('#0ABAB5', 2, { '#123456': 'Other' })).toBe('Tiffany Blue');
    expect(colorNameFor('#FFC72C', 5, { '#FFC72C': '  ' })).toBe("McDonald's Yellow");
  });

  it('falls back to the default name by position', () => {
    expect(colorNameFor('#123456', 0)).toBe('Primary');
    expect(colorNameFor('#123456', 1, null)).toBe('Secondary');
    expect(colorNameFor('#123456', 3)).toBe('Color 4');
    expect(colorNameFor('not hex', 2, { 'not hex': 'X' })).toBe('Accent');
  });

  it('ignores inherited object keys', () => {
    expect(colorNameFor('#123456', 0, Object.create({ '#123456': 'Inherited' }))).toBe('Primary');
  });
});
