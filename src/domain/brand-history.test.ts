import { describe, expect, it } from 'vitest';
import { identityTimeline, publicSourceOf } from './brand-history';

const at = (minute: number) => new Date(Date.UTC(2024, 0, 1, 0, minute)).toISOString();
const source = { label: 'x', url: null };

describe('the public words for a source', () => {
  it('shows URLs and roles, never a person', () => {
    expect(publicSourceOf({ source: 'https://brand.example/about', method: 'about page' })).toEqual({
      label: 'brand.example',
      url: 'https://brand.example/about',
    });
    expect(publicSourceOf({ source: 'https://press.example/x', method: 'correction' }).label).toBe(
      'Correction citing press.example',
    );
    expect(publicSourceOf({ source: 'admin:ada@example.com', method: 'edit' })).toEqual({
      label: 'Brand Atlas editor',
      url: null,
    });
    expect(publicSourceOf({ source: 'admin:ada@example.com', method: 'revert' }).label).toBe(
      'Reverted by an editor',
    );
    expect(publicSourceOf({ source: 'csv:ada@example.com', method: 'csv import' }).label).toBe('CSV import');
    expect(publicSourceOf({ source: 'user:abc123', method: 'add-brand wizard' }).label).toBe(
      'Added by a user',
    );
    expect(publicSourceOf({ source: 'curated catalogue', method: 'seed' }).label).toBe('Curated catalogue');
    expect(publicSourceOf(null)).toEqual({ label: 'Source not recorded', url: null });
    expect(
      JSON.stringify(publicSourceOf({ source: 'admin:ada@example.com', method: 'media' })),
    ).not.toContain('ada');
  });
});

describe('the colour and logo timeline', () => {
  it('starts from the values before the first change and begins an era per write, newest first', () => {
    const eras = identityTimeline([
      { field: 'primary_color', old_value: '#111111', new_value: '#222222', changed_at: at(1), source },
      { field: 'logo_url', old_value: null, new_value: '/a.svg', changed_at: at(1), source },
      { field: 'accent_color', old_value: '#AAAAAA', new_value: null, changed_at: at(2), source },
    ]);
    expect(eras.map((e) => [e.from, e.primary_color, e.accent_color, e.logo_url, e.changed])).toEqual([
      [at(2), '#222222', null, '/a.svg', ['accent_color']],
      [at(1), '#222222', '#AAAAAA', '/a.svg', ['primary_color', 'logo_url']],
      [null, '#111111', '#AAAAAA', null, []],
    ]);
  });

  it('has no first era when nothing had a value before, and ignores other fields', () => {
    const eras = identityTimeline([
      { field: 'primary_color', old_value: null, new_value: '#123456', changed_at: at(1), source },
      { field: 'tagline', old_value: null, new_value: 'x', changed_at: at(2), source },
    ]);
    expect(eras).toHaveLength(1);
    expect(eras[0]).toMatchObject({ primary_color: '#123456', changed: ['primary_color'] });
  });
});
