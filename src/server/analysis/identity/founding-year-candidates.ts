import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element, Text } from 'domhandler';
import type { Candidate } from '../../../domain/extracted-candidate';
import { fold, mentionsBrand } from '../extract/brand-names';
import { candidate, elementEvidence } from '../extract/evidence';
import { brandIsSubject, FIRST_PERSON } from '../extract/sentence-subject';
import type { JsonLdNode } from '../pipeline/site-snapshot';
import { isOrganization } from './organization-kinds';

export interface FoundingContext {
  pageUrl: string;
  /** Comparable keys of the brand's names (nameKeys). */
  names: string[];
  jsonLd: JsonLdNode[];
  /** The site's about page: its prose speaks of the brand, unlike an article's. */
  isAboutPage: boolean;
  /** The site's home page: its headings and prose are the brand's own words. */
  isHomePage?: boolean;
  now?: Date;
}

const YEAR = '(1[5-9]\\d\\d|20\\d\\d)';
/** 'founded in 1971', 'established 1952', 'gegründet 1882', 'fondée en 1910', 'opgericht in 1887'. */
const FOUNDED = new RegExp(
  `\\b(?:founded|established|incorporated|started|launched|est\\.|gegr(?:ündet|\\.)|gegruendet|fond[ée]e?s?|opgericht|grundad(?:es|e)?|grunnlagt|etablert|fundad[oa]|fondat[oa])\\s+(?:(?:in|im|en|i|em|nel|del|year|jahr)\\s+)?(?:(?:[A-Z][a-zäöü]+|\\d{1,2}\\.?)\\s+)?${YEAR}\\b`,
  'iu',
);
/** German and Dutch put the year first: 'wurde 1882 gegründet', 'in 1887 opgericht'. */
const FOUNDED_AFTER = new RegExp(
  `\\b(?:(?:im|in)\\s+(?:jahre?\\s+)?)?${YEAR}\\s+(?:gegründet|gegruendet|opgericht|grundades|founded)\\b`,
  'iu',
);
/** 'Since 2004', 'Seit 1882', 'Quality since 1892': a founding claimed in the site's own chrome. */
const SINCE = new RegExp(`\\b(?:since|seit|depuis|sinds|sedan|siden|desde|dal)\\s+${YEAR}\\b`, 'iu');
/** A registered association carries its founding year in its name: 'Bonner Ruder-Verein 1882 e.V.'. */
const REGISTERED_NAME = new RegExp(`\\b${YEAR}\\s+e\\.\\s?V\\.?(?=\\s|$|[,;)])`, 'u');
/** Copyright lines: their first year is when a page was first published, not a founding. */
const COPYRIGHT = /©|\(c\)|\bcopyright\b|&copy;/i;
const CHROME = 'header, footer, nav, [role="banner"], [role="contentinfo"]';
/** An article's text, which speaks of its subject; on inner pages the whole main content does. */
const ARTICLE = 'article, [itemprop="articleBody"], .entry-content, .post';
const MAIN_CONTENT = `${ARTICLE}, main, [role="main"], .content`;
/** Blocks holding a year examined per page: a huge page stays cheap. */
const MAX_SENTENCES = 400;

function validYear(year: number, now: Date): boolean {
  return year >= 1500 && year <= now.getUTCFullYear();
}

function jsonLdCandidates(ctx: FoundingContext, now: Date): Candidate<number>[] {
  const found: Candidate<number>[] = [];
  for (const node of ctx.jsonLd) {
    if (!isOrganization(node)) continue;
    const raw = node.foundingDate;
    const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : null;
    const year = text ? Number(/\b(1[5-9]\d\d|20\d\d)\b/.exec(text)?.[1]) : Number.NaN;
    if (Number.isInteger(year) && validYear(year, now))
      found.push(
        candidate(year, 0.95, {
          source: 'JSON-LD foundingDate',
          url: ctx.pageUrl,
          text: `foundingDate: ${text}`,
        }),
      );
  }
  return found;
}

function microdataCandidates($: CheerioAPI, ctx: FoundingContext, now: Date): Candidate<number>[] {
  const found: Candidate<number>[] = [];
  $('[itemprop="foundingDate" i]')
    .slice(0, 3)
    .each((_, element) => {
      const node = $(element);
      const text = (node.attr('content') ?? node.attr('datetime') ?? node.text()).trim();
      const year = Number(/\b(1[5-9]\d\d|20\d\d)\b/.exec(text)?.[1]);
      if (Number.isInteger(year) && validYear(year, now))
        found.push(
          candidate(
            year,
            0.9,
            elementEvidence($, element, { source: 'microdata foundingDate', url: ctx.pageUrl, text }),
          ),
        );
    });
  return found;
}

/** The site's own name as the page states it: title, og:site_name, the first heading, the logo's alt. */
function registeredNameCandidates($: CheerioAPI, ctx: FoundingContext, now: Date): Candidate<number>[] {
  const found: Candidate<number>[] = [];
  const places: [Element | undefined, string, string][] = [
    [$('title').get(0), 'page title', $('title').first().text()],
    [
      $('meta[property="og:site_name" i]').get(0),
      'og:site_name meta tag',
      $('meta[property="og:site_name" i]').attr('content') ?? '',
    ],
    [$('h1').get(0), 'first heading', $('h1').first().text()],
  ];
  for (const [element, source, raw] of places) {
    const text = raw.replace(/\s+/g, ' ').trim();
    const match = REGISTERED_NAME.exec(text);
    const year = Number(match?.[1]);
    if (!match || !validYear(year, now)) continue;
    const evidence = element
      ? elementEvidence($, element, { source: `registered name in the ${source}`, url: ctx.pageUrl, text })
      : { source: `registered name in the ${source}`, url: ctx.pageUrl, text };
    found.push(candidate(year, 0.8, evidence));
  }
  return found;
}

/**
 * The founding a sentence states, and whether the brand is its subject: the brand's name (or
 * 'we', 'the company') is the last name before the verb, with no other proper name in between
 * ('Acme's partner Foo, founded in 2005' is Foo's founding).
 */
export function foundingIn(
  sentence: string,
  names: readonly string[],
): { year: number; aboutBrand: boolean; opensSentence: boolean } | null {
  const match = FOUNDED.exec(sentence) ?? FOUNDED_AFTER.exec(sentence);
  if (!match) return null;
  const aboutBrand = brandIsSubject(sentence.slice(0, match.index), names);
  return { year: Number(match[1]), aboutBrand, opensSentence: match.index === 0 && sentence.length <= 60 };
}

function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ0-9"'“])/u);
}

const HAS_YEAR = /\b(1[5-9]\d\d|20\d\d)\b/;
const BLOCKS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'li',
  'dd',
  'dt',
  'td',
  'th',
  'figcaption',
  'blockquote',
  'div',
  'section',
  'header',
  'footer',
  'address',
  'small',
  'span',
  'strong',
  'a',
  'title',
  'body',
]);
const INLINE = new Set(['span', 'strong', 'a', 'small']);
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head']);

/** The innermost blocks of the body whose own text holds a year, in page order, found in one walk. */
function blocksWithYears(root: AnyNode): Element[] {
  const blocks: Element[] = [];
  const seen = new Set<Element>();
  const visit = (node: AnyNode, block: Element | null) => {
    if (blocks.length >= MAX_SENTENCES) return;
    if (node.type === 'text') {
      if (block && !seen.has(block) && HAS_YEAR.test((node as Text).data)) {
        seen.add(block);
        blocks.push(block);
      }
      return;
    }
    if (!('children' in node)) return;
    const element = node as Element;
    if (element.tagName && SKIPPED.has(element.tagName)) return;
    const isBlock = Boolean(element.tagName && BLOCKS.has(element.tagName) && !INLINE.has(element.tagName));
    const next = isBlock ? element : (block ?? (element.tagName ? element : null));
    for (const child of element.children) visit(child, next);
  };
  visit(root, null);
  return blocks;
}

type Place = 'chrome' | 'article' | 'main' | 'other';

function placeOf($: CheerioAPI, element: Element, isHomePage: boolean): Place {
  const node = $(element);
  if (node.closest(CHROME).length > 0) return 'chrome';
  if (node.closest(ARTICLE).length > 0) return 'article';
  if (!isHomePage && node.closest(MAIN_CONTENT).length > 0) return 'main';
  return 'other';
}

/**
 * Founding sentences and 'since' claims, each only where the site speaks for itself: the header
 * and footer, the about page, and the home page outside its articles. A founding sentence must
 * have the brand (or 'we', 'the company') as its subject, or open a short heading ('Founded in
 * 1971'); 'since 2004' must be a short claim or have the brand as subject. On other pages only the
 * chrome counts: an article's years are its subject's. Copyright ranges never count.
 */
function textCandidates($: CheerioAPI, ctx: FoundingContext, now: Date): Candidate<number>[] {
  const found: Candidate<number>[] = [];
  const home = ctx.isHomePage ?? false;
  const root = $('body').get(0) ?? $.root().get(0);
  if (!root) return found;
  for (const element of blocksWithYears(root)) {
    const text = $(element).text().replace(/\s+/g, ' ').trim();
    if (!text || text.length > 2_000) continue;
    const place = placeOf($, element, home);
    const speaksForBrand = place === 'chrome' || ctx.isAboutPage || (home && place !== 'article');
    if (!speaksForBrand) continue;
    for (const sentence of sentencesOf(text)) {
      if (COPYRIGHT.test(sentence)) continue;
      const words = sentence.split(' ').length;
      const founded = foundingIn(sentence, ctx.names);
      if (founded && validYear(founded.year, now)) {
        if (!founded.aboutBrand && !founded.opensSentence) continue;
        const confidence = place === 'chrome' || ctx.isAboutPage ? 0.8 : 0.7;
        const evidence = elementEvidence($, element, {
          source: 'founding sentence',
          url: ctx.pageUrl,
          text: sentence,
        });
        found.push(candidate(founded.year, confidence, evidence));
        continue;
      }
      const since = SINCE.exec(sentence);
      const year = Number(since?.[1]);
      if (!since || !validYear(year, now)) continue;
      const subject =
        mentionsBrand(sentence, ctx.names) || new RegExp(FIRST_PERSON.source, 'i').test(sentence);
      const confidence =
        place === 'chrome' && words <= 8
          ? 0.7
          : ctx.isAboutPage && subject
            ? 0.65
            : home && (words <= 10 || subject)
              ? 0.6
              : 0;
      if (confidence === 0) continue;
      const where =
        place === 'chrome'
          ? "the site's header or footer"
          : ctx.isAboutPage
            ? 'the about page'
            : 'the home page';
      const evidence = elementEvidence($, element, {
        source: `"${fold(since[0])}" on ${where}`,
        url: ctx.pageUrl,
        text: sentence,
      });
      found.push(candidate(year, confidence, evidence));
    }
  }
  return found;
}

/**
 * Every statement of the brand's founding year on a page, with how sure each makes us: JSON-LD and
 * microdata foundingDate, a registered association's name ('… 1882 e.V.'), founding sentences
 * about the brand, and 'since 2004' claims in the site's chrome. Years about anyone else (a
 * partner founded in 2005, an author writing since 2007, a castle sold in 1813) are not taken.
 */
export function foundingYearCandidates($: CheerioAPI, ctx: FoundingContext): Candidate<number>[] {
  const now = ctx.now ?? new Date();
  return [
    ...jsonLdCandidates(ctx, now),
    ...microdataCandidates($, ctx, now),
    ...registeredNameCandidates($, ctx, now),
    ...textCandidates($, ctx, now),
  ];
}
