import { describe, expect, it } from 'vitest';
import {
  brandPageTitle,
  cleanNewsText,
  decodeEntities,
  formatNewsDate,
  metaDescription,
  stripFormatSuffix,
} from './text';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

describe('decodeEntities', () => {
  it('decodes the common named and numeric entities', () => {
    expect(decodeEntities('Ben &amp; Jerry&#39;s &lt;b&gt; &quot;x&quot; &apos;y&apos;')).toBe(
      `Ben & Jerry's <b> "x" 'y'`,
    );
    expect(decodeEntities('a&nbsp;b &#x2019; &#8212; &AMP;')).toBe('a b \u2019 \u2014 &');
  });

  it('removes unknown and invalid entities and leaves bare ampersands', () => {
    expect(decodeEntities('a&hellip;b &#0;c &#xD800;d &#99999999;e')).toBe('ab c d e');
    expect(decodeEntities('H&M & Co')).toBe('H&M & Co');
    expect(decodeEntities('&constructor;&toString;')).toBe('');
  });
});

describe('cleanNewsText (spec 001 §9)', () => {
  it('strips tags, links and entities and collapses whitespace', () => {
    const html =
      '<p>Nike&nbsp;unveils <b>new</b>\n\n shoes.</p><p>Read more at https://news.example.com/a?b=1&amp;c=2 or ' +
      '[the site](https://nike.com).</p><script>alert(1)</script><style>p{}</style><!-- note -->';
    expect(cleanNewsText(html)).toBe('Nike unveils new shoes. Read more at or the site.');
  });

  it('keeps words of neighbouring tags apart', () => {
    expect(cleanNewsText('<li>one</li><li>two</li>')).toBe('one two');
  });

  it('cuts to 50 words with "..." only when longer', () => {
    expect(cleanNewsText(words(50))).toBe(words(50));
    expect(cleanNewsText(words(51))).toBe(`${words(50)}...`);
    expect(cleanNewsText(`<p>${words(60)}</p>`)).toBe(`${words(50)}...`);
  });

  it('takes another word limit', () => {
    expect(cleanNewsText('a b c d', 3)).toBe('a b c...');
  });

  it('gives empty text for nothing', () => {
    expect(cleanNewsText('')).toBe('');
    expect(cleanNewsText('<br/> &nbsp; ')).toBe('');
    expect(cleanNewsText(null)).toBe('');
  });
});

describe('metaDescription (spec 001 §2, §5, §9)', () => {
  it('keeps a description of at most 150 characters', () => {
    expect(metaDescription('Short.')).toBe('Short.');
    expect(metaDescription('x'.repeat(150))).toBe('x'.repeat(150));
  });

  it('cuts a longer one at 150 characters and adds "..."', () => {
    expect(metaDescription('x'.repeat(151))).toBe(`${'x'.repeat(150)}...`);
    expect(metaDescription(`${'é'.repeat(149)}😀😀`)).toBe(`${'é'.repeat(149)}😀...`);
  });

  it('uses the fallback when empty or blank', () => {
    expect(metaDescription(null)).toBe(
      'Explore brand colors, logos, archetype, positioning and news on Brand Atlas.',
    );
    expect(metaDescription('   ')).toBe(metaDescription(null));
    expect(metaDescription('', 'Other.')).toBe('Other.');
  });
});

describe('brandPageTitle (spec 001 §2)', () => {
  it('names the brand and the site', () => {
    expect(brandPageTitle('Nike')).toBe('Nike Brand Information | Brand Atlas');
  });
});

describe('formatNewsDate (spec 001 §9)', () => {
  it('writes short month, day and year', () => {
    expect(formatNewsDate('2026-11-22T10:00:00Z')).toBe('Nov 22, 2026');
    expect(formatNewsDate('2026-01-05')).toBe('Jan 5, 2026');
  });

  it('takes a time zone', () => {
    expect(formatNewsDate('2026-11-22T03:00:00Z', 'America/New_York')).toBe('Nov 21, 2026');
  });

  it('gives null for an invalid date', () => {
    expect(formatNewsDate('yesterday')).toBeNull();
    expect(formatNewsDate('')).toBeNull();
    expect(formatNewsDate(null)).toBeNull();
  });
});

describe('stripFormatSuffix (spec 001 §5)', () => {
  it('strips a trailing upper-case format in parentheses', () => {
    expect(stripFormatSuffix('Nike Logo (SVG)')).toBe('Nike Logo');
    expect(stripFormatSuffix('Nike Logo (PNG) ')).toBe('Nike Logo');
    expect(stripFormatSuffix('Nike Logo(WEBP)')).toBe('Nike Logo');
  });

  it('keeps other names whole', () => {
    expect(stripFormatSuffix('Nike Logo')).toBe('Nike Logo');
    expect(stripFormatSuffix('Nike Logo (Dark)')).toBe('Nike Logo (Dark)');
    expect(stripFormatSuffix('Logo (2)')).toBe('Logo (2)');
    expect(stripFormatSuffix('(SVG) Nike')).toBe('(SVG) Nike');
  });
});
