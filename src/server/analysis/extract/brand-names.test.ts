import { describe, expect, it } from 'vitest';
import { domainLabel, isBrandName, mentionsBrand, nameKeys } from './brand-names';

describe("a brand's names", () => {
  it('recognises the name with a domain ending, a country edition or words sites add to it', () => {
    const keys = nameKeys(['Acme Süd', 'acme']);
    for (const text of [
      'ACME SÜD',
      'Acme.com',
      'Acme Deutschland',
      'ACME SÜD Rezepte',
      'Recept Acme.se',
      'The Acme Blog',
    ])
      expect(isBrandName(text, keys), text).toBe(true);
    for (const text of ['Acme tools for makers', 'Explore tools with Acme', 'Academy'])
      expect(isBrandName(text, keys), text).toBe(false);
  });

  it('matches whole words only, so a short name is not found inside another word', () => {
    const keys = nameKeys(['ICA']);
    expect(mentionsBrand('Made in America', keys)).toBe(false);
    expect(mentionsBrand('Recept ICA.se', keys)).toBe(true);
  });

  it('reads the label that names the site from its host', () => {
    expect(domainLabel('https://www.heb.com/recipe/x')).toBe('heb');
    expect(domainLabel('https://realfood.tesco.com/')).toBe('tesco');
    expect(domainLabel('https://www.hellofresh.co.uk/')).toBe('hellofresh');
  });
});
