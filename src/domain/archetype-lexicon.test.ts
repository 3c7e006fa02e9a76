import { describe, expect, it } from 'vitest';
import { ARCHETYPE_LEXICON, scoreArchetype } from './archetype-lexicon';
import { countCue, cueText } from './cue-matching';
import { ARCHETYPES } from './taxonomy';

describe('the archetype lexicon', () => {
  it('gives every archetype cues, and no cue to two archetypes', () => {
    const owner = new Map<string, string>();
    for (const archetype of ARCHETYPES) {
      expect(ARCHETYPE_LEXICON[archetype].length, archetype).toBeGreaterThanOrEqual(15);
      for (const cue of ARCHETYPE_LEXICON[archetype]) {
        expect(owner.get(cue), `${cue} in ${archetype} and ${owner.get(cue)}`).toBeUndefined();
        owner.set(cue, archetype);
      }
    }
  });

  it('matches whole words and phrases only', () => {
    const text = cueText('Winter wins: we win, WIN again. Push-your-limits!');
    expect(countCue(text, 'win')).toBe(2);
    expect(countCue(text, 'push your limits')).toBe(1);
    expect(countCue(cueText('a win win'), 'win')).toBe(2);
  });
});

describe('scoreArchetype', () => {
  it('hears the Hero in an athletic brand', () => {
    const verdict = scoreArchetype(
      'Built for athletes who push your limits. Train for victory, chase every goal and become a champion. Performance gear for winners.',
    );
    expect(verdict.archetype).toBe('Hero');
    expect(verdict.evidence).toEqual(expect.arrayContaining(['athletes', 'victory', 'champion']));
    expect(verdict.confidence).toBeGreaterThan(0.4);
  });

  it('hears the Explorer and the Sage', () => {
    expect(
      scoreArchetype('Explore the wilderness. Every journey starts on the trail; discover new horizons.')
        .archetype,
    ).toBe('Explorer');
    expect(
      scoreArchetype('Research and evidence you can trust: our experts share knowledge and insight.')
        .archetype,
    ).toBe('Sage');
  });

  it('decides nothing on too little evidence', () => {
    const verdict = scoreArchetype('Shop our new collection. Contact us. Terms of service.');
    expect(verdict.archetype).toBeNull();
    expect(verdict.confidence).toBe(0);
  });

  it('is less confident when two archetypes run close', () => {
    const clear = scoreArchetype('fun, playful, laugh, silly jokes and a party of giggles, cheeky humour');
    const mixed = scoreArchetype('fun, playful, laugh, silly; explore, discover the trail, adventure awaits');
    expect(clear.archetype).toBe('Jester');
    expect(mixed.confidence).toBeLessThan(clear.confidence);
  });

  it('counts a repeated word at most three times', () => {
    const verdict = scoreArchetype('love love love love love love love love. Explore, discover, adventure.');
    expect(verdict.scores.find((s) => s.archetype === 'Lover')?.hits).toBe(3);
    expect(verdict.scores.find((s) => s.archetype === 'Explorer')?.hits).toBe(3);
  });
});
