import { describe, expect, it } from 'vitest';
import { choosePalette } from './choose-palette';
import type { ColorSample } from './color-sample';
import { colorsFromCss, colorsInValue } from './css-colors';

const sample = (hex: string, weight: number, method = 'test'): ColorSample => ({
  hex,
  weight,
  source: 'https://a.example/',
  method,
});

describe('colours in CSS', () => {
  it('finds hex, functional and named colours, not url() or var() names', () => {
    expect(colorsInValue('linear-gradient(#fff, rgb(0 112 74 / 50%)) url(#red) var(--green)')).toEqual([
      { hex: '#00704A', alpha: 0.5 },
      { hex: '#FFFFFF', alpha: 1 },
    ]);
    expect(colorsInValue('1px solid tomato')).toEqual([{ hex: '#FF6347', alpha: 1 }]);
  });

  it('weighs custom properties by name and by every use, and declarations by property and element', () => {
    const samples = colorsFromCss([
      {
        css: ':root{--brand:#5B2EFF;--unused:#DC3545} .btn{background:var(--brand)} p{border-color:#00C2A8}',
        source: 'https://a.example/theme.css',
        kind: 'linked stylesheet',
      },
    ]);
    const weightOf = (hex: string) =>
      samples.filter((s) => s.hex === hex).reduce((sum, s) => sum + s.weight, 0);
    expect(weightOf('#5B2EFF')).toBe(4 + 2 * 2);
    expect(weightOf('#DC3545')).toBe(0.5);
    expect(weightOf('#00C2A8')).toBe(0.5);
    expect(samples.find((s) => s.method.includes('used by background'))?.source).toBe(
      'https://a.example/theme.css',
    );
  });

  it('survives broken CSS', () => {
    expect(() =>
      colorsFromCss([{ css: 'a{color:#F00;;}} b{{ color: ', source: 'x', kind: 'x' }]),
    ).not.toThrow();
  });
});

describe('choosing the palette', () => {
  it('orders hues by weight and ignores white, black and greys on a colourful site', () => {
    const palette = choosePalette([
      sample('#FFFFFF', 30),
      sample('#111111', 20),
      sample('#6B7280', 5),
      sample('#E8772E', 4),
      sample('#1B4D3E', 10),
      sample('#1C4E3F', 3),
    ]);
    expect(palette.primary).toMatchObject({ hex: '#1B4D3E', weight: 13 });
    expect(palette.secondary?.hex).toBe('#E8772E');
    expect(palette.accent).toBeNull();
    expect(palette.palette.map((c) => c.hex)).toEqual(['#1B4D3E', '#E8772E']);
    expect(palette.monochrome).toBe(false);
  });

  it('keeps three slots for colours that differ enough, and up to 8 in the palette', () => {
    const hues = [
      '#FF0000',
      '#FF1A00',
      '#00A000',
      '#0000FF',
      '#FFD700',
      '#800080',
      '#00CED1',
      '#FF69B4',
      '#8B4513',
      '#808000',
    ];
    const palette = choosePalette(hues.map((hex, i) => sample(hex, 20 - i)));
    expect([palette.primary?.hex, palette.secondary?.hex, palette.accent?.hex]).toEqual([
      '#FF0000',
      '#00A000',
      '#0000FF',
    ]);
    expect(palette.palette).toHaveLength(8);
  });

  it('lets a monochrome brand keep its neutrals, a dark one leading', () => {
    const palette = choosePalette([sample('#FFFFFF', 30), sample('#000000', 14), sample('#A3A3A3', 1)]);
    expect(palette).toMatchObject({
      monochrome: true,
      primary: { hex: '#000000' },
      secondary: { hex: '#FFFFFF' },
    });
    expect(palette.accent?.hex).toBe('#A3A3A3');
  });

  it('finds nothing in no evidence', () => {
    expect(choosePalette([])).toEqual({
      primary: null,
      secondary: null,
      accent: null,
      palette: [],
      monochrome: true,
    });
  });
});
