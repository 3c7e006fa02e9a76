import { fold } from './brand-names';

/** The company speaking of itself: a subject that stands for the brand. */
export const FIRST_PERSON =
  /\b(we|our company|the company|wir|unser unternehmen|nous|notre entreprise|wij|vi|nosotros)\b/gi;

const LEGAL_FORM = /\b(GmbH|AG|Inc|Ltd|LLC|SE|KG|e\. ?V\.|Co|Corp)\b\.?/g;

/**
 * Whether the brand is the subject of what follows a sentence's opening words: the brand's name
 * (or 'we', 'the company') is the last name in them, with no other proper name after it ('Acme's
 * partner Foo, founded in 2005' is Foo's founding; 'chef Ann Lee, who is based in Oslo' is hers).
 */
export function brandIsSubject(before: string, names: readonly string[]): boolean {
  let subjectEnd = -1;
  for (const pronoun of before.matchAll(FIRST_PERSON))
    subjectEnd = Math.max(subjectEnd, pronoun.index + pronoun[0].length);
  const folded = fold(before);
  for (const name of names) {
    if (name.length < 3) continue;
    const letters = [...name].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^\\p{L}\\p{N}]*');
    for (const found of folded.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${letters}(?![\\p{L}\\p{N}])`, 'gu')))
      subjectEnd = Math.max(subjectEnd, found.index + found[0].length);
  }
  if (subjectEnd < 0) return false;
  const between = before.slice(subjectEnd);
  return !/(?<![.!?]\s)\b\p{Lu}[\p{L}'’-]+/u.test(between.replace(/^['’]s\b/, '').replace(LEGAL_FORM, ''));
}
