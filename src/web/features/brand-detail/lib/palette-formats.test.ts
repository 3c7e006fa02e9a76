import { describe, expect, it } from 'vitest';
import { toCssVariables, toDesignTokens, tokenName, toTailwindTheme } from './palette-formats';
import { readPositioning } from './positioning';

const colors = [
  { name: 'Primary', hex: '#00704a' },
  { name: 'Secondary', hex: '#FFFFFF' },
  { name: 'Café Noir', hex: '#1E3932' },
  { name: 'Primary', hex: '#000000' },
];

describe('palette exports', () => {
  it('names tokens safely and uniquely', () => {
    expect(tokenName('Café Noir', 0)).toBe('cafe-noir');
    expect(tokenName('***', 2)).toBe('color-3');
  });

  it('writes CSS custom properties, a Tailwind theme and W3C design tokens', () => {
    expect(toCssVariables('starbucks', colors)).toBe(
      ':root {\n  --starbucks-primary: #00704A;\n  --starbucks-secondary: #FFFFFF;\n  --starbucks-cafe-noir: #1E3932;\n  --starbucks-primary-2: #000000;\n}\n',
    );
    expect(toTailwindTheme('starbucks', colors)).toContain('  --color-starbucks-cafe-noir: #1E3932;');
    const tokens = JSON.parse(toDesignTokens('starbucks', colors));
    expect(tokens.starbucks.primary).toEqual({ $type: 'color', $value: '#00704A', $description: 'Primary' });
    expect(Object.keys(tokens.starbucks)).toEqual(['primary', 'secondary', 'cafe-noir', 'primary-2']);
  });
});

describe('readPositioning', () => {
  it('reads the fallbacks of spec 001 §3', () => {
    const view = readPositioning({
      market_quadrant: 'leader',
      growth_stage: 'mature',
      positioning_coordinates: { x: 80, y: '70' },
      swot: { strengths: ['Heritage'], threats: 'Copycats' },
      differentiation_factors: [{ name: 'Design' }],
      confidence_score: 0.82,
    });
    expect(view).toMatchObject({
      quadrant: 'Leader',
      growthStage: 'Mature',
      x: 80,
      y: 70,
      swot: { strengths: ['Heritage'], weaknesses: [], opportunities: [], threats: ['Copycats'] },
      advantages: ['Design'],
      confidence: 0.82,
    });
  });

  it('shows a niche quadrant as a Niche Player', () => {
    expect(readPositioning({ quadrant: 'niche', growth_stage: 'startup' })).toMatchObject({
      quadrant: 'Niche Player',
      growthStage: 'Startup',
    });
  });

  it('treats missing or odd shapes as absent', () => {
    expect(readPositioning(null)).toBeNull();
    expect(readPositioning('text')).toBeNull();
    expect(readPositioning({ strengths: 42 })).toBeNull();
  });
});
