import { describe, expect, it } from 'vitest';
import {
  type ExportGroup,
  toCssVariables,
  toDesignTokens,
  tokenName,
  toScss,
  toTailwindTheme,
} from './palette-export';

const starbucks: ExportGroup = {
  slug: 'starbucks',
  title: 'Starbucks',
  colors: [
    { name: 'Primary', hex: '#00704a', description: 'Primary · Starbucks Green' },
    { name: 'Secondary', hex: '#FFFFFF' },
    { name: 'Café Noir', hex: '#1E3932' },
    { name: 'Primary', hex: '#000000' },
    { name: 'Broken', hex: 'nope' },
  ],
};
const nike: ExportGroup = {
  slug: 'nike',
  title: 'Nike */ evil',
  colors: [{ name: 'Primary', hex: '#111111' }],
};

describe('palette exports', () => {
  it('names tokens safely and uniquely', () => {
    expect(tokenName('Café Noir', 0)).toBe('cafe-noir');
    expect(tokenName('***', 2)).toBe('color-3');
  });

  it('writes CSS custom properties, one block per brand, hex upper-case, bad values left out', () => {
    expect(toCssVariables([starbucks])).toBe(
      ':root {\n  /* Starbucks */\n  --starbucks-primary: #00704A;\n  --starbucks-secondary: #FFFFFF;\n  --starbucks-cafe-noir: #1E3932;\n  --starbucks-primary-2: #000000;\n}\n',
    );
    // A brand name cannot end the comment it is written in.
    expect(toCssVariables([starbucks, nike])).toContain('/* Nike * / evil */\n  --nike-primary: #111111;');
  });

  it('writes SCSS variables and a map of them', () => {
    const scss = toScss([starbucks]);
    expect(scss).toContain('$starbucks-primary: #00704A;');
    expect(scss).toContain("$starbucks-colors: (\n  'primary': $starbucks-primary,");
  });

  it('writes a Tailwind v4 @theme', () => {
    expect(toTailwindTheme([starbucks])).toContain(
      '@theme {\n  /* Starbucks */\n  --color-starbucks-primary: #00704A;',
    );
  });

  it('writes DTCG colour tokens with sRGB components and the hex fallback', () => {
    const tokens = JSON.parse(toDesignTokens([starbucks, nike]));
    expect(tokens.starbucks.primary).toEqual({
      $type: 'color',
      $value: { colorSpace: 'srgb', components: [0, 0.4392, 0.2902], alpha: 1, hex: '#00704a' },
      $description: 'Primary · Starbucks Green',
    });
    expect(Object.keys(tokens)).toEqual(['starbucks', 'nike']);
    expect(Object.keys(tokens.starbucks)).toEqual([
      '$description',
      'primary',
      'secondary',
      'cafe-noir',
      'primary-2',
    ]);
  });
});
