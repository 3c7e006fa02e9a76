import { describe, expect, it } from 'vitest';
import { ARCHETYPE_CONTENT, archetypeContentOf, archetypeHref, parseArchetype } from './archetypes';
import { isHexColor } from './hex';
import { ARCHETYPES } from './taxonomy';
import { contrastRatio } from './text-color';

describe('ARCHETYPE_CONTENT (spec 000 §2, §3)', () => {
  it('covers the twelve archetypes in order, named "The …"', () => {
    expect(ARCHETYPE_CONTENT).toHaveLength(12);
    expect(ARCHETYPE_CONTENT.map((a) => a.value)).toEqual([...ARCHETYPES]);
    expect(ARCHETYPE_CONTENT.find((a) => a.value === 'Hero')?.name).toBe('The Hero');
    for (const a of ARCHETYPE_CONTENT) expect(a.name).toBe(`The ${a.value}`);
  });

  it('gives each a two-sentence description, 4–5 traits, a personality and 3–4 examples', () => {
    for (const a of ARCHETYPE_CONTENT) {
      expect(a.description.match(/[.!?](\s|$)/g), a.value).toHaveLength(2);
      expect(a.traits.length, a.value).toBeGreaterThanOrEqual(4);
      expect(a.traits.length, a.value).toBeLessThanOrEqual(5);
      expect(new Set(a.traits).size, a.value).toBe(a.traits.length);
      expect(a.personality.trim().length, a.value).toBeGreaterThan(5);
      expect(a.examples.length, a.value).toBeGreaterThanOrEqual(3);
      expect(a.examples.length, a.value).toBeLessThanOrEqual(4);
    }
  });

  it('gives each three named associated colours in upper-case #RRGGBB', () => {
    for (const a of ARCHETYPE_CONTENT) {
      expect(a.colors, a.value).toHaveLength(3);
      for (const color of a.colors) {
        expect(isHexColor(color.hex), `${a.value} ${color.hex}`).toBe(true);
        expect(color.hex).toBe(color.hex.toUpperCase());
        expect(color.name.length).toBeGreaterThan(2);
      }
    }
  });

  it('gives each badge a contrast of at least 4.5 on the light and the dark theme', () => {
    for (const a of ARCHETYPE_CONTENT) {
      for (const theme of ['light', 'dark'] as const) {
        const { bg, fg } = a.badge[theme];
        expect(contrastRatio(fg, bg), `${a.value} ${theme}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('gives each archetype its own light badge colour', () => {
    expect(new Set(ARCHETYPE_CONTENT.map((a) => a.badge.light.bg)).size).toBe(12);
  });
});

describe('parseArchetype and archetypeContentOf', () => {
  it('reads the bare value, any case and a leading "The "', () => {
    expect(parseArchetype('Hero')).toBe('Hero');
    expect(parseArchetype('hero')).toBe('Hero');
    expect(parseArchetype('The Hero')).toBe('Hero');
    expect(parseArchetype('  the  everyman ')).toBe('Everyman');
  });

  it('gives null for anything else', () => {
    expect(parseArchetype('Villain')).toBeNull();
    expect(parseArchetype('')).toBeNull();
    expect(parseArchetype(null)).toBeNull();
    expect(archetypeContentOf('Villain')).toBeNull();
  });

  it('finds the content', () => {
    expect(archetypeContentOf('The Sage')?.value).toBe('Sage');
  });
});

describe('archetypeHref (spec 000 §2)', () => {
  it('links the discovery list filtered by the name without "The "', () => {
    expect(archetypeHref('Hero')).toBe('/brands?archetype=Hero');
    expect(archetypeHref('The Hero')).toBe('/brands?archetype=Hero');
    expect(archetypeHref('caregiver')).toBe('/brands?archetype=Caregiver');
  });

  it('encodes unknown text', () => {
    expect(archetypeHref('The Rock & Roll')).toBe('/brands?archetype=Rock%20%26%20Roll');
  });
});
