import { describe, expect, it } from 'vitest';
import { formatDuration, median } from './correction-rules';
import { ProposeCorrectionSchema, parseCorrectionValue } from './corrections';

describe('a proposed value', () => {
  it('is checked and normalised by the kind of its field', () => {
    expect(parseCorrectionValue('primary_color', '#ff5500')).toEqual({ ok: true, value: '#FF5500' });
    expect(parseCorrectionValue('tagline', '  ')).toEqual({ ok: true, value: null });
    expect(parseCorrectionValue('keywords', null)).toEqual({ ok: true, value: [] });
    expect(parseCorrectionValue('year_founded', 1971)).toEqual({ ok: true, value: 1971 });
    expect(parseCorrectionValue('company_insights', { headquarters: 'Oslo' })).toEqual({
      ok: true,
      value: { headquarters: 'Oslo' },
    });
    expect(
      parseCorrectionValue('key_people', [
        { name: 'Ada', role: 'Note: founder', linkedin: 'https://x.example/ada' },
      ]),
    ).toMatchObject({ ok: true });
    expect(parseCorrectionValue('tagline', '<script>alert(1)</script>')).toEqual({
      ok: true,
      value: '<script>alert(1)</script>',
    });
  });

  it('is refused with a reason when it does not fit its field', () => {
    const refused: [Parameters<typeof parseCorrectionValue>[0], unknown][] = [
      ['primary_color', 'orange'],
      ['url', 'javascript:alert(1)'],
      ['logo_url', 'data:image/png;base64,AAAA'],
      ['industry', 'Piracy'],
      ['year_founded', 99],
      ['key_people', { name: 'not a list' }],
      ['company_insights', [{ a: 1 }]],
      ['name', null],
      ['description', 'x'.repeat(5_001)],
      ['competitive_positioning', { blob: 'x'.repeat(20_001) }],
      ['key_people', [{ name: 'Ada', linkedin: 'javascript:alert(1)' }]],
      ['key_people', [{ name: 'Ada', links: { profile: ' JAVA\tSCRIPT:alert(1)' } }]],
      ['recent_news', [{ title: 'x', url: 'data:text/html,<script>alert(1)</script>' }]],
    ];
    for (const [field, value] of refused) {
      expect(parseCorrectionValue(field, value).ok, `${field} ${String(value).slice(0, 30)}`).toBe(false);
    }
  });

  it('needs a source on the web', () => {
    const base = { field: 'tagline', value: 'x' };
    expect(
      ProposeCorrectionSchema.safeParse({ ...base, source_url: 'https://brand.example/a' }).success,
    ).toBe(true);
    for (const source_url of [
      'javascript:alert(1)',
      'ftp://brand.example/a',
      'file:///etc/passwd',
      'brand.example',
    ]) {
      expect(ProposeCorrectionSchema.safeParse({ ...base, source_url }).success, source_url).toBe(false);
    }
    expect(
      ProposeCorrectionSchema.safeParse({ ...base, field: 'protected', source_url: 'https://a.example' })
        .success,
    ).toBe(false);
  });
});

describe('review times', () => {
  it('takes the median and says durations in words', () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(12 * 60 + 5)).toBe('12 min');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 h 5 min');
    expect(formatDuration(2 * 86_400 + 4 * 3600)).toBe('2 d 4 h');
    expect(formatDuration(86_400)).toBe('1 d');
  });
});
