import { describe, expect, it } from 'vitest';
import type { Brand } from '@/domain/brand';
import { draftOf, draftProblems, editOf } from './brand-draft';

const brand = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'acme',
  name: 'Acme',
  url: 'https://acme.example',
  tagline: 'Everything',
  description: null,
  mission: null,
  vision: null,
  industry: 'Retail',
  archetype: 'Jester',
  pricing_strategy: 'value',
  year_founded: 1949,
  primary_color: '#FF0000',
  secondary_color: '#000000',
  accent_color: null,
  color_palette: ['#FF0000', '#000000', '#123456'],
  ai_color_names: { '#123456': 'Deep Ink' },
  keywords: ['anvils', 'rockets'],
  competitors: [],
} as unknown as Brand;

describe('the edit draft', () => {
  it('changes nothing when nothing was edited', () => {
    expect(editOf(brand, draftOf(brand))).toEqual({});
  });

  it('sends only the changed fields, empty text as null', () => {
    const draft = {
      ...draftOf(brand),
      tagline: '  ',
      url: 'acme.test',
      keywords: 'anvils, , rockets, traps',
    };
    expect(editOf(brand, draft)).toEqual({
      tagline: null,
      url: 'https://acme.test',
      keywords: ['anvils', 'rockets', 'traps'],
    });
  });

  it('sends the colours as a whole when one changed, keeping the names', () => {
    const draft = draftOf(brand);
    draft.colors = [draft.colors[2]!, draft.colors[0]!, { hex: '#00ff00', name: 'Acid' }];
    expect(editOf(brand, draft)).toEqual({
      primary_color: '#123456',
      secondary_color: '#FF0000',
      accent_color: '#00FF00',
      color_palette: ['#123456', '#FF0000', '#00FF00'],
      ai_color_names: { '#123456': 'Deep Ink', '#FF0000': 'Red', '#00FF00': 'Acid' },
    });
  });

  it('reports what stops a save', () => {
    const draft = { ...draftOf(brand), name: ' ', year_founded: '19', url: 'http://' };
    draft.colors = [{ hex: '#12', name: 'x' }];
    expect(draftProblems(draft).map((p) => p.field)).toEqual(['name', 'url', 'year_founded', 'colors']);
    expect(draftProblems(draftOf(brand))).toEqual([]);
  });
});
