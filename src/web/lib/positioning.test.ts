import { describe, expect, it } from 'vitest';
import { readPositioning } from './positioning';

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
