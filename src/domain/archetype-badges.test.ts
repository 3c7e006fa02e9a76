import { describe, expect, it } from 'vitest';
import { ARCHETYPE_BADGES, archetypeBadgeOf } from './archetype-badges';
import { ARCHETYPE_CONTENT } from './archetypes';

describe('archetypeBadgeOf', () => {
  it('names the archetype with "The" and gives its badge, whatever the spelling', () => {
    expect(archetypeBadgeOf('hero')).toEqual({ name: 'The Hero', badge: ARCHETYPE_BADGES.Hero });
    expect(archetypeBadgeOf('The Sage')?.name).toBe('The Sage');
    expect(archetypeBadgeOf('Villain')).toBeNull();
    expect(archetypeBadgeOf(null)).toBeNull();
  });

  it('is the badge the archetype content carries', () => {
    for (const content of ARCHETYPE_CONTENT) expect(content.badge).toBe(ARCHETYPE_BADGES[content.value]);
  });
});
