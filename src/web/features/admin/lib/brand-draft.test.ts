import { describe, expect, it } from 'vitest';
import { editableBrand } from '@/web/test/editable-brand';
import { draftOf, draftProblems, editOf } from './brand-draft';

const brand = editableBrand({
  color_palette: ['#FF0000', '#000000', '#123456'],
  ai_color_names: { '#123456': 'Deep Ink' },
  keywords: ['anvils', 'rockets'],
});

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
