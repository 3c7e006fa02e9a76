import { type CueHit, cueText, findCues, round2 } from './cue-matching';
import { ARCHETYPES, type Archetype } from './taxonomy';

/**
 * Words and phrases by which a brand's own text speaks in the voice of each archetype. Every cue
 * belongs to one archetype only; words that several archetypes share ('quality', 'best', 'new')
 * are left out because they tell nothing apart.
 */
export const ARCHETYPE_LEXICON: Readonly<Record<Archetype, readonly string[]>> = {
  Caregiver: [
    'care',
    'caring',
    'cares',
    'protect',
    'protection',
    'nurture',
    'nurturing',
    'compassion',
    'compassionate',
    'comfort',
    'comforting',
    'wellbeing',
    'well being',
    'heal',
    'healing',
    'look after',
    'support you',
    'safe',
    'safety',
    'kindness',
    'families',
    'gentle',
    'reassurance',
  ],
  Creator: [
    'create',
    'creative',
    'creativity',
    'creator',
    'creators',
    'craft',
    'crafted',
    'craftsmanship',
    'design',
    'designed',
    'designers',
    'maker',
    'makers',
    'original',
    'originality',
    'express yourself',
    'self expression',
    'artistry',
    'artist',
    'artists',
    'invent',
    'invention',
  ],
  Everyman: [
    'everyday',
    'everyone',
    'everybody',
    'for all',
    'friendly',
    'down to earth',
    'neighbourhood',
    'neighborhood',
    'neighbors',
    'community',
    'together',
    'belong',
    'belonging',
    'practical',
    'no nonsense',
    'real people',
    'ordinary',
    'good value',
  ],
  Explorer: [
    'explore',
    'exploration',
    'explorer',
    'explorers',
    'adventure',
    'adventures',
    'adventurous',
    'discover',
    'discovery',
    'journey',
    'journeys',
    'freedom',
    'outdoors',
    'outdoor',
    'trail',
    'trails',
    'expedition',
    'wander',
    'wanderlust',
    'roam',
    'horizon',
    'horizons',
    'frontier',
    'summit',
    'wilderness',
    'off the beaten path',
  ],
  Hero: [
    'win',
    'winning',
    'winner',
    'winners',
    'champion',
    'champions',
    'championship',
    'performance',
    'achieve',
    'achievement',
    'courage',
    'courageous',
    'strength',
    'victory',
    'compete',
    'competition',
    'athlete',
    'athletes',
    'push your limits',
    'goal',
    'goals',
    'training',
    'endurance',
    'unstoppable',
    'greatness',
    'just do it',
    'overcome',
    'determination',
  ],
  Innocent: [
    'pure',
    'purity',
    'natural',
    'naturally',
    'simple',
    'simplicity',
    'happy',
    'happiness',
    'fresh',
    'wholesome',
    'goodness',
    'honest',
    'clean',
    'optimism',
    'optimistic',
    'smile',
    'smiles',
    'innocence',
    'organic',
    'sunshine',
    'nothing artificial',
  ],
  Jester: [
    'fun',
    'funny',
    'play',
    'playful',
    'laugh',
    'laughs',
    'laughter',
    'joke',
    'jokes',
    'humor',
    'humour',
    'silly',
    'party',
    'crazy',
    'giggle',
    'weird',
    'mischief',
    'cheeky',
    'goofy',
    'entertaining',
  ],
  Lover: [
    'love',
    'loved',
    'lovers',
    'passion',
    'passionate',
    'beauty',
    'beautiful',
    'sensual',
    'sensuality',
    'romance',
    'romantic',
    'intimate',
    'intimacy',
    'indulge',
    'indulgence',
    'indulgent',
    'desire',
    'seductive',
    'elegant',
    'elegance',
    'pleasure',
    'glamour',
    'allure',
    'irresistible',
    'delight',
  ],
  Magician: [
    'magic',
    'magical',
    'transform',
    'transformation',
    'transformative',
    'dream',
    'dreams',
    'wonder',
    'wonders',
    'visionary',
    'miracle',
    'enchant',
    'enchanting',
    'spark',
    'extraordinary',
    'reimagine',
    'breakthrough',
    'possibilities',
    'make it happen',
    'imagine',
  ],
  Outlaw: [
    'rebel',
    'rebels',
    'rebellious',
    'disrupt',
    'disruptive',
    'break the rules',
    'revolution',
    'revolutionary',
    'defy',
    'radical',
    'fearless',
    'raw',
    'edgy',
    'unconventional',
    'status quo',
    'outlaw',
    'untamed',
    'misfit',
    'misfits',
    'no rules',
    'renegade',
  ],
  Ruler: [
    'leader',
    'leaders',
    'leadership',
    'leading',
    'prestige',
    'prestigious',
    'excellence',
    'heritage',
    'legacy',
    'authority',
    'success',
    'successful',
    'elite',
    'finest',
    'world class',
    'royal',
    'crown',
    'distinguished',
    'command',
  ],
  Sage: [
    'knowledge',
    'wisdom',
    'wise',
    'learn',
    'learning',
    'insight',
    'insights',
    'research',
    'understand',
    'understanding',
    'truth',
    'expert',
    'experts',
    'expertise',
    'science',
    'scientific',
    'evidence',
    'education',
    'teach',
    'intelligence',
    'informed',
    'analysis',
    'facts',
  ],
};

/** Below this many cue hits for the leading archetype, the text does not decide one. */
export const ARCHETYPE_MIN_EVIDENCE = 3;
/** Hits at which the amount of evidence stops raising the confidence. */
export const ARCHETYPE_FULL_EVIDENCE = 10;

const CUE_TO_ARCHETYPE: Readonly<Record<string, Archetype>> = Object.fromEntries(
  ARCHETYPES.flatMap((archetype) => ARCHETYPE_LEXICON[archetype].map((cue) => [cue, archetype])),
);

export interface ArchetypeScore {
  archetype: Archetype;
  /** Cue hits, each cue counted at most three times. */
  hits: number;
}

export interface ArchetypeVerdict {
  /** Null when the text does not say enough to decide. */
  archetype: Archetype | null;
  /** 0..1: the amount of evidence times the lead over the runner-up. */
  confidence: number;
  /** Every archetype with at least one hit, strongest first. */
  scores: ArchetypeScore[];
  /** The cues found for the chosen archetype, most frequent first. */
  evidence: string[];
}

/**
 * The archetype a brand's text speaks in, by counting the lexicon's cues. Confidence is
 * evidence × (0.4 + 0.6 × lead): evidence = min(1, hits / 10) of the leader, lead = its margin over
 * the runner-up as a share of its hits. A tie is broken by the order of ARCHETYPES and gets a low
 * confidence.
 */
export function scoreArchetype(text: string): ArchetypeVerdict {
  const hits = findCues(cueText(text), CUE_TO_ARCHETYPE);
  const totals = new Map<Archetype, number>();
  for (const hit of hits) totals.set(hit.label, (totals.get(hit.label) ?? 0) + hit.count);
  const scores = ARCHETYPES.filter((a) => totals.has(a))
    .map((archetype) => ({ archetype, hits: totals.get(archetype) ?? 0 }))
    .sort((a, b) => b.hits - a.hits);
  const [first, second] = scores;
  if (!first || first.hits < ARCHETYPE_MIN_EVIDENCE) {
    return { archetype: null, confidence: 0, scores, evidence: [] };
  }
  const lead = (first.hits - (second?.hits ?? 0)) / first.hits;
  const evidence = Math.min(1, first.hits / ARCHETYPE_FULL_EVIDENCE);
  return {
    archetype: first.archetype,
    confidence: round2(evidence * (0.4 + 0.6 * lead)),
    scores,
    evidence: cuesOf(hits, first.archetype),
  };
}

function cuesOf(hits: CueHit<Archetype>[], archetype: Archetype): string[] {
  return hits
    .filter((hit) => hit.label === archetype)
    .sort((a, b) => b.count - a.count)
    .map((hit) => hit.cue);
}
