import { describe, expect, it } from 'vitest';
import { colorEditOf, colorItemsOf, hasInvalidColor, itemName, newColorItem } from './color-items';

const brand = {
  primary_color: '#00704a',
  secondary_color: '#FFFFFF',
  accent_color: null,
  color_palette: ['#00704A', '#CBA258', '#123456'],
  ai_color_names: { '#CBA258': 'Siren Gold' },
};

describe('the colour editor (spec 001 §2, §9)', () => {
  it('lists the brand colours once each, named as the page names them', () => {
    expect(colorItemsOf(brand)).toEqual([
      { hex: '#00704A', name: 'Starbucks Green' },
      { hex: '#FFFFFF', name: 'White' },
      { hex: '#CBA258', name: 'Siren Gold' },
      { hex: '#123456', name: 'Color 4' },
    ]);
  });

  it('adds colours as #000000 named New Color, and names cleared items by position', () => {
    expect(newColorItem()).toEqual({ hex: '#000000', name: 'New Color' });
    expect(itemName({ hex: '#000000', name: ' ' }, 0)).toBe('Primary');
    expect(itemName({ hex: '#000000', name: '' }, 2)).toBe('Accent');
    expect(itemName({ hex: '#000000', name: '' }, 5)).toBe('Color 6');
  });

  it('turns items back into the brand fields', () => {
    expect(
      colorEditOf([
        { hex: '#cba258', name: 'Siren Gold' },
        { hex: '#00704A', name: 'Secondary' },
        { hex: '#CBA258', name: 'Duplicate' },
        { hex: '#000000', name: 'New Color' },
        { hex: '#111111', name: 'Color 4' },
      ]),
    ).toEqual({
      primary_color: '#CBA258',
      secondary_color: '#00704A',
      accent_color: '#000000',
      color_palette: ['#CBA258', '#00704A', '#000000', '#111111'],
      ai_color_names: { '#CBA258': 'Siren Gold' },
    });
    expect(colorEditOf([])).toMatchObject({ primary_color: null, color_palette: [] });
  });

  it('knows an invalid hex and refuses to save one', () => {
    expect(hasInvalidColor([{ hex: '#12345', name: 'x' }])).toBe(true);
    expect(hasInvalidColor([{ hex: '#ABCDEF', name: 'x' }])).toBe(false);
    expect(() => colorEditOf([{ hex: '#GGGGGG', name: 'x' }])).toThrow();
  });
});
