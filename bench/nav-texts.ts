/**
 * What people type into the nav search, drawn from the names of the generated catalogue: the nav
 * lookup is measured over all of these kinds, not over one lucky string.
 */
export const NAV_TEXT_KINDS = [
  'whole name, any case',
  'start of a name',
  'middle of a name',
  '1-2 characters',
  'in no name',
] as const;
export type NavTextKind = (typeof NAV_TEXT_KINDS)[number];

export interface NavText {
  kind: NavTextKind;
  text: string;
}

/**
 * Texts no generated name contains (bench/generate-brands.ts): typos, other brands, letters its
 * words never use, and its words in orders no name has, whose every trigram is common (the hard
 * case for an index of trigrams).
 */
const IN_NO_NAME = [
  'q',
  'zw',
  'xylophone',
  'nike',
  'starbucks coffee',
  'meridain',
  'pionner',
  'cobalt orbti',
  'lumen-verde',
  'granite, indigo',
  'nova nova nova',
  'orbit 1 orbit',
  'pioneer pioneer pioneer',
  'meridian lotus onyx',
  'kite 12 kite',
  'summit summit summit 1',
];

const mixedCase = (text: string) =>
  [...text].map((ch, i) => (i % 2 === 0 ? ch.toUpperCase() : ch.toLowerCase())).join('');

/** A small deterministic generator, so every run measures the same texts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** About `perKind` texts of each kind, from the given names (a spread of the catalogue). */
export function navTexts(names: string[], perKind = 16): NavText[] {
  const rand = random(7);
  const pick = () => names[Math.floor(rand() * names.length)] ?? '';
  const texts: NavText[] = [];
  const cases = [(s: string) => s.toUpperCase(), (s: string) => s.toLowerCase(), (s: string) => s, mixedCase];
  for (let i = 0; i < perKind; i++) {
    const name = pick();
    texts.push({ kind: 'whole name, any case', text: cases[i % cases.length]?.(name) ?? name });
  }
  for (let i = 0; i < perKind; i++) {
    const name = pick();
    texts.push({ kind: 'start of a name', text: name.slice(0, 3 + Math.floor(rand() * (name.length - 3))) });
  }
  for (let i = 0; i < perKind; i++) {
    const name = pick();
    const length = 3 + Math.floor(rand() * 6);
    const start = 1 + Math.floor(rand() * (name.length - length - 1));
    texts.push({ kind: 'middle of a name', text: name.slice(start, start + length) });
  }
  while (texts.filter((t) => t.kind === '1-2 characters').length < perKind) {
    const name = pick();
    const start = Math.floor(rand() * name.length);
    const text = name.slice(start, start + 1 + Math.floor(rand() * 2));
    if (text.trim().length === text.length) texts.push({ kind: '1-2 characters', text });
  }
  for (const text of IN_NO_NAME.slice(0, perKind)) texts.push({ kind: 'in no name', text });
  return texts;
}
