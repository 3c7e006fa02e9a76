import { describe, expect, it } from 'vitest';
import { readNews } from './news-section';

describe('readNews (spec 001 §9)', () => {
  it('shows the first 4 stories with a title, their text cut to 50 words', () => {
    const long = Array.from({ length: 60 }, (_, i) => `word${i + 1}`).join(' ');
    const stories = [
      { title: 'One', description: long },
      { description: 'A story without a title is skipped' },
      ...['Two', 'Three', 'Four', 'Five', 'Six'].map((title) => ({ title, description: 'Short.' })),
    ];
    const shown = readNews(stories);
    expect(shown.map((item) => item.title)).toEqual(['One', 'Two', 'Three', 'Four']);
    expect(shown[0]?.text.split(' ')).toHaveLength(50);
    expect(shown[0]?.text.endsWith('...')).toBe(true);
  });
});
