import { describe, expect, it } from 'vitest';
import {
  COLOR_FAMILY_RULES,
  COLOR_FAMILY_SAMPLES,
  colorFamilyOf,
  colorFamilyOptions,
  colorMeasuresOf,
  describeColorFamily,
  hueRangesOf,
  matchesRule,
} from './color-family';
import { COLOR_FAMILIES } from './taxonomy';

describe('colorFamilyOf (spec 000 §3)', () => {
  it('draws the spec lines: a channel spread of 0.1, lightness 0.2 for Black and 0.8 for White', () => {
    // Spread 25/255 (just under 0.1) is achromatic; 26/255 is not.
    expect(colorFamilyOf('#998080')).toBe('Gray');
    expect(colorFamilyOf('#9A8080')).not.toBe('Gray');
    // Lightness exactly 0.2 is not below it; just under is Black.
    expect(colorFamilyOf('#333333')).toBe('Gray');
    expect(colorFamilyOf('#323232')).toBe('Black');
    // Lightness exactly 0.8 is not above it; just over is White.
    expect(colorFamilyOf('#CCCCCC')).toBe('Gray');
    expect(colorFamilyOf('#CDCDCD')).toBe('White');
  });

  it('places pure and brand colours in their hue bands', () => {
    expect(colorFamilyOf('#FF0000')).toBe('Red');
    expect(colorFamilyOf('#DA291C')).toBe('Red');
    expect(colorFamilyOf('#F37021')).toBe('Orange');
    expect(colorFamilyOf('#FFD700')).toBe('Yellow');
    expect(colorFamilyOf('#008000')).toBe('Green');
    expect(colorFamilyOf('#0ABAB5')).toBe('Cyan');
    expect(colorFamilyOf('#1E40AF')).toBe('Blue');
    expect(colorFamilyOf('#800080')).toBe('Purple');
    expect(colorFamilyOf('#FF69B4')).toBe('Pink');
  });

  it('gives a band its lower bound: 15° is Orange, 330° is Pink', () => {
    expect(colorMeasuresOf('#CC3300')?.hue).toBe(15);
    expect(colorFamilyOf('#CC3300')).toBe('Orange');
    expect(colorFamilyOf('#CC3400')).toBe('Orange');
    expect(colorFamilyOf('#CC3200')).toBe('Red');
    expect(colorMeasuresOf('#CC0066')?.hue).toBe(330);
    expect(colorFamilyOf('#CC0066')).toBe('Pink');
    expect(colorFamilyOf('#CC0067')).toBe('Purple');
  });

  it('reads the other band bounds the same way', () => {
    expect(colorMeasuresOf('#CC9900')?.hue).toBe(45);
    expect(colorFamilyOf('#CC9900')).toBe('Yellow');
    expect(colorFamilyOf('#CC9800')).toBe('Orange');
    expect(colorMeasuresOf('#00FF00')?.hue).toBe(120);
    expect(colorMeasuresOf('#00FFFF')?.hue).toBe(180);
    expect(colorFamilyOf('#00FFFF')).toBe('Cyan');
    expect(colorMeasuresOf('#0080FF')?.hue).toBeCloseTo(209.88, 2);
    expect(colorFamilyOf('#0080FF')).toBe('Cyan');
    expect(colorFamilyOf('#0000FF')).toBe('Blue');
    expect(colorMeasuresOf('#8000FF')?.hue).toBeCloseTo(270.12, 2);
    expect(colorFamilyOf('#8000FF')).toBe('Purple');
  });

  it('follows the bands even where a brand name suggests otherwise', () => {
    expect(colorMeasuresOf('#FFC72C')?.hue).toBeCloseTo(44.08, 2);
    expect(colorFamilyOf('#FFC72C')).toBe('Orange');
    expect(colorMeasuresOf('#00704A')?.hue).toBeCloseTo(159.64, 2);
    expect(colorFamilyOf('#00704A')).toBe('Cyan');
    expect(colorMeasuresOf('#004B93')?.hue).toBeCloseTo(209.39, 2);
    expect(colorFamilyOf('#004B93')).toBe('Cyan');
  });

  it('puts reds just short of 360° in the pink band, as the bands say', () => {
    expect(colorFamilyOf('#F40009')).toBe('Pink');
    expect(colorFamilyOf('#E50914')).toBe('Pink');
  });

  it('calls near-greys Gray, Black or White by lightness', () => {
    expect(colorFamilyOf('#7F7F80')).toBe('Gray');
    expect(colorFamilyOf('#808080')).toBe('Gray');
    expect(colorFamilyOf('#000000')).toBe('Black');
    expect(colorFamilyOf('#111111')).toBe('Black');
    expect(colorFamilyOf('#FFFFFF')).toBe('White');
    expect(colorFamilyOf('#F5F5F7')).toBe('White');
  });

  it('draws the grey rule at a spread of 0.1 (25 of 255 is grey, 26 is a colour)', () => {
    expect(colorFamilyOf('#807F67')).toBe('Gray');
    expect(colorFamilyOf('#807F66')).toBe('Yellow');
  });

  it('keeps lightness 0.2 and 0.8 themselves Gray', () => {
    expect(colorFamilyOf('#323232')).toBe('Black');
    expect(colorFamilyOf('#333333')).toBe('Gray');
    expect(colorFamilyOf('#CCCCCC')).toBe('Gray');
    expect(colorFamilyOf('#CDCDCD')).toBe('White');
  });

  it('is case-insensitive and calls non-hex values Unknown', () => {
    expect(colorFamilyOf('#0abab5')).toBe('Cyan');
    for (const value of ['#FFF', 'FF0000', 'red', '#FF00000', '', null, undefined]) {
      expect(colorFamilyOf(value), String(value)).toBe('Unknown');
    }
  });
});

describe('COLOR_FAMILY_RULES', () => {
  it('describes every family once, in COLOR_FAMILIES order', () => {
    expect(COLOR_FAMILY_RULES.map((rule) => rule.family)).toEqual([...COLOR_FAMILIES]);
  });

  it('lets exactly one rule match any colour', () => {
    for (let i = 0; i < 4096; i++) {
      const r = (i >> 8) * 17;
      const g = ((i >> 4) & 15) * 17;
      const b = (i & 15) * 17;
      const hex = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
      const measures = colorMeasuresOf(hex);
      if (measures === null) throw new Error(hex);
      expect(COLOR_FAMILY_RULES.filter((rule) => matchesRule(rule, measures)).length, hex).toBe(1);
    }
  });
});

describe('hueRangesOf', () => {
  it('gives the hue band of a chromatic family', () => {
    expect(hueRangesOf('Red')).toEqual([{ from: 0, to: 15 }]);
    expect(hueRangesOf('Orange')).toEqual([{ from: 15, to: 45 }]);
    expect(hueRangesOf('Yellow')).toEqual([{ from: 45, to: 75 }]);
    expect(hueRangesOf('Green')).toEqual([{ from: 75, to: 150 }]);
    expect(hueRangesOf('Cyan')).toEqual([{ from: 150, to: 210 }]);
    expect(hueRangesOf('Blue')).toEqual([{ from: 210, to: 270 }]);
    expect(hueRangesOf('Purple')).toEqual([{ from: 270, to: 330 }]);
    expect(hueRangesOf('Pink')).toEqual([{ from: 330, to: 360 }]);
  });

  it('gives no band to the achromatic families', () => {
    expect(hueRangesOf('Black')).toEqual([]);
    expect(hueRangesOf('White')).toEqual([]);
    expect(hueRangesOf('Gray')).toEqual([]);
  });
});

describe('colorFamilyOptions (spec 000 §3)', () => {
  it('lists the distinct families in COLOR_FAMILIES order, without Unknown', () => {
    expect(colorFamilyOptions(['#FFFFFF', '#008000', null, 'oops', '#FF0000', '#008000', '#000000'])).toEqual(
      ['Red', 'Green', 'Black', 'White'],
    );
  });

  it('is empty without colours', () => {
    expect(colorFamilyOptions([])).toEqual([]);
    expect(colorFamilyOptions([null, '#12'])).toEqual([]);
  });
});

describe('COLOR_FAMILY_SAMPLES', () => {
  it('gives every family a sample that belongs to it', () => {
    for (const family of COLOR_FAMILIES)
      expect(colorFamilyOf(COLOR_FAMILY_SAMPLES[family]), family).toBe(family);
  });
});

describe('describeColorFamily', () => {
  it('names the hue band of a chromatic family and the lightness of the others', () => {
    expect(describeColorFamily('Red')).toBe('hue 0–15°');
    expect(describeColorFamily('Pink')).toBe('hue 330–360°');
    expect(describeColorFamily('Black')).toBe('no hue, lightness under 20%');
    expect(describeColorFamily('White')).toBe('no hue, lightness over 80%');
    expect(describeColorFamily('Gray')).toBe('no hue, lightness 20–80%');
  });
});
