import { describe, expect, it } from 'vitest';
import {
  advantagesOf,
  growthStageLabel,
  growthStageOf,
  nearPricingStrategies,
  positioningQuadrantLabel,
  positioningQuadrantOf,
  targetAudienceOf,
} from './market-position';

describe('growthStageOf', () => {
  it('follows the age bands of the growth score', () => {
    expect(growthStageOf(2022)).toBe('startup');
    expect(growthStageOf(2020)).toBe('startup');
    expect(growthStageOf(2019)).toBe('growth');
    expect(growthStageOf(2015)).toBe('growth');
    expect(growthStageOf(2009)).toBe('mature');
    expect(growthStageOf(1847)).toBe('mature');
    expect(growthStageOf(null)).toBeNull();
  });
});

describe('positioningQuadrantOf', () => {
  it('leads or challenges with a large presence', () => {
    expect(positioningQuadrantOf({ market: 90, price: 50, growth: 30 })).toBe('leader');
    expect(positioningQuadrantOf({ market: 50, price: 15, growth: 50 })).toBe('leader');
    expect(positioningQuadrantOf({ market: 70, price: 50, growth: 90 })).toBe('challenger');
  });

  it('is niche when small and dear or young, else a follower', () => {
    expect(positioningQuadrantOf({ market: 25, price: 95, growth: 30 })).toBe('niche');
    expect(positioningQuadrantOf({ market: 25, price: 50, growth: 70 })).toBe('niche');
    expect(positioningQuadrantOf({ market: 25, price: 50, growth: 30 })).toBe('follower');
    expect(positioningQuadrantOf({ market: 49, price: 79, growth: 69 })).toBe('follower');
  });
});

describe('nearPricingStrategies', () => {
  it('is the strategy and its neighbours', () => {
    expect(nearPricingStrategies('luxury')).toEqual(['luxury', 'premium']);
    expect(nearPricingStrategies('mid-market')).toEqual(['premium', 'mid-market', 'value']);
    expect(nearPricingStrategies('economy')).toEqual(['value', 'economy']);
  });
});

describe('targetAudienceOf', () => {
  it('names the audiences mentioned at least twice', () => {
    expect(
      targetAudienceOf('Gear for runners and athletes. Families love our kids range; parents trust us.'),
    ).toBe('Families and athletes');
    expect(targetAudienceOf('For women. Shop now.')).toBeNull();
    expect(targetAudienceOf('women women')).toBe('Women');
  });
});

describe('advantagesOf', () => {
  it('lists the claims once each, most mentioned first', () => {
    expect(
      advantagesOf('Handcrafted and handmade rings, free shipping, sustainable gold. Made in Italy.'),
    ).toEqual(['Handcrafted products', 'Free shipping', 'Sustainability commitments', 'Made in Italy']);
    expect(advantagesOf('Nothing special here.')).toEqual([]);
  });
});

describe('positioningQuadrantLabel and growthStageLabel', () => {
  it('show the stored values as words a reader expects', () => {
    expect(['leader', 'challenger', 'follower', 'niche'].map(positioningQuadrantLabel)).toEqual([
      'Leader',
      'Challenger',
      'Follower',
      'Niche Player',
    ]);
    expect(['startup', 'growth', 'mature', 'declining'].map(growthStageLabel)).toEqual([
      'Startup',
      'Growth',
      'Mature',
      'Declining',
    ]);
  });

  it('accept the labels themselves in any case, and capitalise what they do not know', () => {
    expect(positioningQuadrantLabel('Niche Player')).toBe('Niche Player');
    expect(positioningQuadrantLabel(' NICHE ')).toBe('Niche Player');
    expect(positioningQuadrantLabel('niche_player')).toBe('Niche Player');
    expect(growthStageLabel('Mature')).toBe('Mature');
    expect(positioningQuadrantLabel('visionary')).toBe('Visionary');
    expect(growthStageLabel('early growth')).toBe('Early growth');
  });
});
