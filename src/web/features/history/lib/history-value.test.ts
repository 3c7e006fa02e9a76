import { describe, expect, it } from 'vitest';
import { historyValue, PREVIEW_CHARS, PREVIEW_ITEMS, previewOf } from './history-value';

const nike = { brandName: 'Nike', revenueCurrency: 'USD' };

describe('historyValue', () => {
  it('lists key people as "Name, Title", never as JSON', () => {
    const people = [
      {
        name: 'Elliott Hill',
        title: 'President and CEO',
        source: 'https://about.nike.com',
        joined_year: 2024,
      },
      { name: 'Phil Knight', title: 'Co-founder' },
      { name: 'Only A Name' },
    ];
    expect(historyValue('key_people', people, nike)).toEqual({
      kind: 'list',
      items: ['Elliott Hill, President and CEO', 'Phil Knight, Co-founder', 'Only A Name'],
    });
  });

  it('shows company insights as labelled pairs', () => {
    const insights = {
      founded_year: 1964,
      headquarters: 'Beaverton, United States',
      employee_count: 83700,
      is_public: true,
      products: ['Footwear', 'Apparel'],
      social_links: { twitter: 'https://x.com/nike' },
    };
    expect(historyValue('company_insights', insights, nike)).toEqual({
      kind: 'pairs',
      pairs: [
        { label: 'Founded', value: '1964' },
        { label: 'Headquarters', value: 'Beaverton, United States' },
        { label: 'Employees', value: '83,700' },
        { label: 'Is public', value: 'Yes' },
        { label: 'Products', value: 'Footwear, Apparel' },
        { label: 'Social links', value: 'X: https://x.com/nike' },
      ],
    });
  });

  it('writes money as the Facts card does', () => {
    expect(historyValue('annual_revenue', 46310000000, nike)).toEqual({ kind: 'text', text: '$46.3B' });
    expect(
      historyValue('annual_revenue', 47600000000, { brandName: 'LVMH', revenueCurrency: 'EUR' }),
    ).toEqual({
      kind: 'text',
      text: '€47.6B',
    });
    expect(historyValue('brand_equity_value', 1500000, nike)).toEqual({ kind: 'text', text: '$1.5M' });
  });

  it('writes yes-or-no fields as words', () => {
    expect(historyValue('has_blue_badge', true, nike)).toEqual({ kind: 'text', text: 'Verified' });
    expect(historyValue('has_verified_colors', false, nike)).toEqual({ kind: 'text', text: 'Not verified' });
  });

  it('labels pricing positions and archetypes as the rest of the pages do', () => {
    expect(historyValue('pricing_strategy', 'premium', nike)).toEqual({ kind: 'text', text: 'Premium' });
    expect(historyValue('pricing_strategy', 'mid-market', nike)).toEqual({
      kind: 'text',
      text: 'Mid-market',
    });
    expect(historyValue('archetype', 'Hero', nike)).toEqual({ kind: 'text', text: 'The Hero' });
    expect(historyValue('industry', 'Sports & Recreation', nike)).toEqual({
      kind: 'text',
      text: 'Sports & Recreation',
    });
  });

  it('shows colours by their hex, with their names where known', () => {
    expect(historyValue('accent_color', '#fa5400', nike)).toEqual({
      kind: 'colors',
      colors: [{ hex: '#FA5400', name: null }],
    });
    expect(historyValue('color_palette', ['#111111', 'nope', '#FFFFFF'], nike)).toEqual({
      kind: 'colors',
      colors: [
        { hex: '#111111', name: null },
        { hex: '#FFFFFF', name: null },
      ],
    });
    expect(historyValue('ai_color_names', { '#FA5400': 'Safety Orange' }, nike)).toEqual({
      kind: 'colors',
      colors: [{ hex: '#FA5400', name: 'Safety Orange' }],
    });
  });

  it('shows logos and images as pictures, never as their address', () => {
    expect(historyValue('logo_url', '/files/brand-logos/71199ee0/simple-icons-nike.svg', nike)).toEqual({
      kind: 'image',
      src: '/files/brand-logos/71199ee0/simple-icons-nike.svg',
      alt: 'Nike logo',
    });
    expect(historyValue('brand_image_url', 'https://example.com/a.jpg', nike)).toEqual({
      kind: 'image',
      src: 'https://example.com/a.jpg',
      alt: 'Nike brand image',
    });
    // An address that is not a picture we may show stays text.
    expect(historyValue('logo_url', 'javascript:alert(1)', nike)).toEqual({
      kind: 'text',
      text: 'javascript:alert(1)',
    });
  });

  it('shows an empty side as none', () => {
    for (const empty of [null, undefined, '', '  ', [], {}]) {
      expect(historyValue('key_people', empty, nike)).toEqual({ kind: 'none' });
      expect(historyValue('tagline', empty, nike)).toEqual({ kind: 'none' });
    }
  });

  it('joins keywords, lists news by their titles and fonts by their families', () => {
    expect(historyValue('keywords', ['sport', 'running'], nike)).toEqual({
      kind: 'text',
      text: 'sport, running',
    });
    expect(
      historyValue('recent_news', [{ title: 'Nike opens a store', url: 'https://x.test' }], nike),
    ).toEqual({
      kind: 'list',
      items: ['Nike opens a store'],
    });
    expect(
      historyValue(
        'fonts',
        [
          { family: 'Futura', weight: 400 },
          { family: 'Futura', weight: 700 },
        ],
        nike,
      ),
    ).toEqual({ kind: 'list', items: ['Futura'] });
  });

  it('writes awareness metrics as percents', () => {
    expect(historyValue('brand_awareness_metrics', { aided_recall: 0.85, trust: 'high' }, nike)).toEqual({
      kind: 'pairs',
      pairs: [
        { label: 'Aided recall', value: '85%' },
        { label: 'Trust', value: 'high' },
      ],
    });
  });
});

describe('previewOf', () => {
  it('cuts long text at a word, and leaves short text whole', () => {
    const long = `${'word '.repeat(60)}end`;
    const preview = previewOf({ kind: 'text', text: long });
    expect(preview?.kind).toBe('text');
    const text = preview?.kind === 'text' ? preview.text : '';
    expect(text.length).toBeLessThanOrEqual(PREVIEW_CHARS + 1);
    expect(text.endsWith('word…')).toBe(true);
    expect(previewOf({ kind: 'text', text: 'Just do it' })).toBeNull();
  });

  it('shows the first items of a long list', () => {
    const items = Array.from({ length: PREVIEW_ITEMS + 3 }, (_, i) => `Person ${i}`);
    expect(previewOf({ kind: 'list', items })).toEqual({
      kind: 'list',
      items: items.slice(0, PREVIEW_ITEMS),
    });
    expect(previewOf({ kind: 'list', items: items.slice(0, 2) })).toBeNull();
  });
});
