import { describe, expect, it } from 'vitest';
import {
  duplicateMessage,
  findDuplicate,
  levenshtein,
  nameSimilarity,
  normalizeBrandName,
} from './duplicate';

const brands = [
  { name: 'Nike', slug: 'nike' },
  { name: 'Coca-Cola', slug: 'coca-cola' },
  { name: 'Starbucks', slug: 'starbucks' },
  { name: "McDonald's", slug: 'mcdonalds' },
  { name: 'Hermès', slug: 'hermes' },
];

describe('normalizeBrandName (spec 000 §5)', () => {
  it('lower-cases and removes non-alphanumerics', () => {
    expect(normalizeBrandName("McDonald's")).toBe('mcdonalds');
    expect(normalizeBrandName('Coca-Cola')).toBe('cocacola');
    expect(normalizeBrandName(' Tiffany & Co. ')).toBe('tiffanyco');
    expect(normalizeBrandName('7-Eleven')).toBe('7eleven');
  });

  it('folds accents and keeps letters of other scripts', () => {
    expect(normalizeBrandName('Hermès')).toBe('hermes');
    expect(normalizeBrandName('無印 良品')).toBe('無印良品');
    expect(normalizeBrandName('!!!')).toBe('');
  });
});

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('starbuks', 'starbucks')).toBe(1);
    expect(levenshtein('abc', 'abc')).toBe(0);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshtein('abc', '')).toBe(3);
    expect(levenshtein('flaw', 'lawn')).toBe(2);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(levenshtein('a😀b', 'ab')).toBe(1);
  });
});

describe('nameSimilarity (spec 000 §5)', () => {
  it('is 1 − distance / longer length on normalised names', () => {
    expect(nameSimilarity('Starbuks', 'Starbucks')).toBeCloseTo(8 / 9, 12);
    expect(nameSimilarity('Nke', 'Nike')).toBe(0.75);
    expect(nameSimilarity('Coca Cola', 'coca-cola')).toBe(1);
    expect(nameSimilarity('abc', 'xyz')).toBe(0);
  });

  it('is 1 when both are empty after normalising', () => {
    expect(nameSimilarity('', '')).toBe(1);
    expect(nameSimilarity('!!', '--')).toBe(1);
  });
});

describe('findDuplicate (spec 000 §5)', () => {
  it('calls names similar from a similarity of 0.85', () => {
    // 20 letters: 3 edits leave 0.85 (similar), 4 leave 0.8 (not).
    const catalogue = [{ name: 'Abcdefghijklmnopqrst', slug: 'abc' }];
    expect(nameSimilarity('Abcdefghijklmnopqrst', 'Abcdefghijklmnopqxyz')).toBeCloseTo(0.85);
    expect(findDuplicate('Abcdefghijklmnopqxyz', catalogue)?.kind).toBe('similar');
    expect(findDuplicate('Abcdefghijklmnopwxyz', catalogue)).toBeNull();
  });

  it('finds an exact case-insensitive match of the trimmed name', () => {
    expect(findDuplicate('  nike ', brands)).toEqual({
      name: 'Nike',
      slug: 'nike',
      kind: 'exact',
      similarity: 1,
      message: 'Nike is already in our database.',
    });
  });

  it('finds equal normalised names', () => {
    expect(findDuplicate('Coca Cola', brands)).toMatchObject({
      slug: 'coca-cola',
      kind: 'normalized',
      similarity: 1,
      message: 'Coca-Cola is already in our database.',
    });
    expect(findDuplicate('mcdonalds', brands)?.message).toBe("McDonald's is already in our database.");
    expect(findDuplicate('Hermes', brands)?.kind).toBe('normalized');
  });

  it('offers a similar name with "Did you mean"', () => {
    const match = findDuplicate('Starbuks', brands);
    expect(match?.kind).toBe('similar');
    expect(match?.slug).toBe('starbucks');
    expect(match?.similarity).toBeCloseTo(8 / 9, 12);
    expect(match?.message).toBe('Did you mean "Starbucks"? This brand is already in our database.');
  });

  it('counts a similarity of exactly 0.85 and not 0.8', () => {
    const long = [{ name: 'abcdefghijklmnopqrst', slug: 'long' }];
    expect(findDuplicate('abcdefghijklmnopqxyz', long)?.similarity).toBe(0.85);
    expect(findDuplicate('abcdefghijklmnopqxyz', long)?.kind).toBe('similar');
    expect(findDuplicate('abcdefghijklmnopwxyz', long)).toBeNull();
  });

  it('gives null when nothing is close enough', () => {
    expect(findDuplicate('Nke', brands)).toBeNull();
    expect(findDuplicate('Adidas', brands)).toBeNull();
    expect(findDuplicate('Nike', [])).toBeNull();
    expect(findDuplicate('   ', brands)).toBeNull();
  });

  it('offers the most similar candidate', () => {
    const candidates = [
      { name: 'Brand Alphabetz', slug: 'a' },
      { name: 'Brand Alphabets', slug: 'b' },
      { name: 'Brand Alphabet', slug: 'c' },
    ];
    expect(findDuplicate('Brand Alphabet!', candidates)?.slug).toBe('c');
    expect(findDuplicate('Brand Alphabetx', candidates)?.slug).toBe('a');
  });

  it('prefers an exact match to an equally similar normalised one', () => {
    const candidates = [
      { name: 'Coca Cola', slug: 'coca-cola-2' },
      { name: 'Coca-Cola', slug: 'coca-cola' },
    ];
    expect(findDuplicate('coca-cola', candidates)).toMatchObject({
      kind: 'exact',
      slug: 'coca-cola',
    });
  });

  it('matches a punctuation-only name only exactly', () => {
    const candidates = [{ name: '???', slug: 'q' }];
    expect(findDuplicate('!!!', candidates)).toBeNull();
    expect(findDuplicate('???', candidates)?.kind).toBe('exact');
  });
});

describe('duplicateMessage', () => {
  it('words both messages', () => {
    expect(duplicateMessage('exact', 'Nike')).toBe('Nike is already in our database.');
    expect(duplicateMessage('normalized', 'Nike')).toBe('Nike is already in our database.');
    expect(duplicateMessage('similar', 'Nike')).toBe(
      'Did you mean "Nike"? This brand is already in our database.',
    );
  });
});
