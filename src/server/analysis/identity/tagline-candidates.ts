import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { Candidate } from '../../../domain/extracted-candidate';
import { isBrandName, mentionsBrand } from '../extract/brand-names';
import { isPlaceholderText } from '../extract/default-texts';
import { candidate, elementEvidence } from '../extract/evidence';
import { isHomeAddress } from '../extract/page-kind';
import type { JsonLdNode } from '../pipeline/site-snapshot';

const MAX_TAGLINE = 140;
const MAX_WORDS = 14;

/**
 * Separators between a site's name and the rest of a title, strongest first. Sites write them
 * with or without spaces ('Acme|Tools', 'Kiwix- Kiwix', 'Acme::Tools', '新华网_传播中国').
 */
const TITLE_SEPARATORS: RegExp[] = [
  /\s*\|\s*/,
  /\s*::\s*/,
  /\s+[–—]\s+|(?<=\S)[–—](?=\s)|(?<=\s)[–—](?=\S)/,
  /\s+-\s+|(?<=\S)-\s+|\s+-(?=\S)/,
  /\s+[·•»›]\s+/,
  /\s+\/\s+/,
  /:\s+/,
  /(?<=\S)_(?=\S)/,
];
/** In a site's own name fields ('Madame Figaro, le news féminin') a comma separates too. */
const NAME_FIELD_SEPARATORS = [...TITLE_SEPARATORS, /,\s+/];

/** Page names and link labels that are not a line of the brand. */
const GENERIC =
  /^(home|home ?page|welcome|start|startseite|accueil|inicio|index|official (web)?site|website|logo|zur startseite|to the home ?page|go to (the )?home ?page|back to (the )?home ?page|back to home|homepage|page d'accueil|pagina iniziale|strona główna|首页|トップ)$/i;
/** Link titles that say where the link goes: 'Go to Acme', 'Zur Startseite', 'Accéder à Madame'. */
const NAVIGATION_PHRASE =
  /^(go to|back to|return to|visit|open|zur?|zurück|accéder|aller|retour|ga naar|terug naar|vai a|ir a|torna|gå till|gå til|til forsiden)\b/i;
const NOT_A_LINE = /©|\bcopyright\b|https?:|www\.|@|\+?\d[\d\s/-]{6,}|^\d+$|\blogo\b/i;
/** 'Breaking, World, Business, Sports and Video News': a list of topics describes pages, not the brand. */
const TOPIC_LIST = /,.*,|,[^,]*\s(and|&|und|et|y|en|och|og|e)\s/i;
/** Words of a search-engine title rather than a slogan. */
const SHOP_WORDS =
  /\b(shop|buy|online|official|free|best|cheap|deals?|sale|store|website|web ?site|homepage|welcome|login|sign in|kaufen|günstig|angebote|boutique|acheter|tienda|comprar|winkel|kopen)\b/i;
const TAGLINE_CLASS =
  /(^|[-_\s])(tag-?line|slogan|strap-?line|claim|motto|site-description|brand-?statement)([-_\s]|$)/i;

/** Links examined in the header and footer: enough for any real site's chrome. */
const LINKS_EXAMINED = 2_000;
/** Inside a strapline only text and its inline formatting. */
const INLINE_TEXT = new Set(['span', 'strong', 'em', 'b', 'i', 'br', 'p', 'small', 'sup', 'sub', 'div']);
const CONTROL_CLASS =
  /hidden|toggle|menu|search|cart|basket|account|login|sr-only|visually-hidden|skip|burger|mobile-only/i;

/** A link that holds the site's logo: an image or SVG, or a class or id naming the logo or brand. */
function isLogoLink(link: ReturnType<CheerioAPI>): boolean {
  // Menu items and breadcrumbs link home too, often with a house icon: they are not the logo.
  const near = link.parents().slice(0, 4);
  if (link.is('li *') && near.filter('li').length > 0) return false;
  if (near.filter('[class*="breadcrumb" i], [class*="menu" i]').length > 0) return false;
  return (
    link.find('img, svg, picture').length > 0 ||
    /logo|brand/i.test(`${link.attr('class') ?? ''} ${link.attr('id') ?? ''}`)
  );
}

/** Text with nothing a person clicks or types into, and not a control's label or a hidden helper. */
function isPlainText($: CheerioAPI, node: ReturnType<CheerioAPI>): boolean {
  if (!node.is('p, div, span, small, strong, em, h1, h2, h3, h4, h5, h6')) return false;
  const nodes = [
    node,
    ...node
      .find('*')
      .toArray()
      .map((el) => $(el)),
  ];
  return nodes.every((n) => {
    const first = n.get(0);
    const tag = first && 'tagName' in first ? first.tagName : '';
    if (n !== node && !INLINE_TEXT.has(tag)) return false;
    return (
      !CONTROL_CLASS.test(`${n.attr('class') ?? ''} ${n.attr('id') ?? ''}`) &&
      n.attr('aria-hidden') !== 'true'
    );
  });
}

export interface TaglineContext {
  pageUrl: string;
  /** Comparable keys of the brand's names (nameKeys). */
  names: string[];
  /** The page is the site's home page: its title may carry the brand's line. */
  isHome: boolean;
  jsonLd: JsonLdNode[];
}

const flat = (text: string | undefined | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** A text that can be a line: short, words not markup, not a name, an address or a page label. */
export function isTaglineShaped(text: string, names: readonly string[]): boolean {
  if (text.length < 3 || text.length > MAX_TAGLINE) return false;
  const words = text.split(' ').length;
  if (words > MAX_WORDS) return false;
  if (
    isPlaceholderText(text) ||
    GENERIC.test(text.replace(/[.!]+$/, '')) ||
    NOT_A_LINE.test(text) ||
    NAVIGATION_PHRASE.test(text)
  )
    return false;
  return !isBrandName(text, names);
}

/** The parts of a text split at the first separator that sets off one of the brand's names. */
export function splitAtName(
  text: string,
  names: readonly string[],
  separators: readonly RegExp[] = TITLE_SEPARATORS,
): { name: string; rest: string[] } | null {
  for (const separator of separators) {
    const parts = text.split(separator).map(flat).filter(Boolean);
    if (parts.length < 2) continue;
    const index = parts.findIndex((part) => isBrandName(part, names));
    if (index < 0) continue;
    return { name: parts[index]!, rest: parts.filter((_, i) => i !== index) };
  }
  return null;
}

/** 'Acme - Tools for makers' → 'Tools for makers', when one side is only the brand's name. */
function lineBesideName(
  text: string,
  names: readonly string[],
  separators = TITLE_SEPARATORS,
): string | null {
  const split = splitAtName(text, names, separators);
  if (split?.rest.length !== 1) return null;
  const [rest] = split.rest;
  return rest && isTaglineShaped(rest, names) ? rest : null;
}

/** A title cut at its strongest separator; one part when it has none. */
function titleParts(title: string): string[] {
  for (const separator of TITLE_SEPARATORS) {
    const parts = title.split(separator).map(flat).filter(Boolean);
    if (parts.length >= 2) return parts;
  }
  return [title];
}

/** Sentence ends followed by the next sentence's first letter: 'Holidays in Austria. The official…'. */
const SENTENCE_BREAK = /(?<=\p{Ll}[.!?])\s+(?=[\p{Lu}\p{Lt}\d])/u;
/** Words of a line, at most: a slogan is a phrase, not a paragraph. */
const MAX_SLOGAN_WORDS = 8;

/** The sentences of a text, when it has more than one. */
export function sentencesOf(text: string): string[] {
  return text.split(SENTENCE_BREAK).map(flat).filter(Boolean);
}

/** 'The official guide to…' says what the site is; 'Official site' and 'official store' stay shop words. */
const OFFICIAL_THING = /\bofficial(?=\s+(guide|home|voice|source|partner|magazine|journal|portal)\b)/gi;

/** A phrase shaped like a slogan: a few words, a statement (not a question), no list, no shop words. */
export function isSloganShaped(text: string, names: readonly string[]): boolean {
  return (
    isTaglineShaped(text, names) &&
    text.split(' ').length >= 2 &&
    text.split(' ').length <= MAX_SLOGAN_WORDS &&
    !/[?…]|\.\.|\d/.test(text) &&
    !TOPIC_LIST.test(text) &&
    !SHOP_WORDS.test(text.replace(OFFICIAL_THING, '')) &&
    !mentionsBrand(text, names)
  );
}

/**
 * The line among a title's sentences: beside a sentence that is only the brand's name ('Acme.
 * Tools for makers.'), or, with no name, the last sentence, where sites put their line after the
 * words they want found.
 */
function lineAmongSentences(
  title: string,
  names: readonly string[],
): { line: string; confidence: number } | null {
  const sentences = sentencesOf(title);
  if (sentences.length < 2 || sentences.length > 3) return null;
  const others = sentences.filter((s) => !isBrandName(s.replace(/[.!]+$/, ''), names));
  if (others.length < sentences.length) {
    const [line] = others;
    return others.length === 1 && line && isSloganShaped(line, names) ? { line, confidence: 0.62 } : null;
  }
  const last = sentences[sentences.length - 1]!;
  return isSloganShaped(last, names) ? { line: last, confidence: 0.5 } : null;
}

function titleCandidates(
  title: string,
  ctx: TaglineContext,
  evidence: ReturnType<typeof elementEvidence>,
  weight: number,
): Candidate<string>[] {
  const parts = titleParts(title);
  const nameIndex = parts.findIndex((part) => isBrandName(part, ctx.names));
  if (parts.length >= 2 && nameIndex >= 0) {
    const others = parts.filter((_, i) => i !== nameIndex);
    if (!ctx.isHome || others.length !== 1) return [];
    const rest = others[0]!;
    const line = lineBesideName(rest, ctx.names) ?? rest;
    if (!isTaglineShaped(line, ctx.names)) return [];
    // A list of topics, or a sentence naming the brand again, describes pages: a weak candidate.
    const weak = TOPIC_LIST.test(line) || mentionsBrand(line, ctx.names);
    return [candidate(line, (weak ? 0.3 : 0.62) * weight, evidence)];
  }
  if (parts.length >= 2) {
    // The site's own segment may carry its line on any page: '… | The Onion - America's Finest News Source'.
    for (const segment of [parts[parts.length - 1]!, parts[0]!]) {
      const line = lineBesideName(segment, ctx.names);
      if (line) return [candidate(line, 0.7 * weight, evidence)];
    }
    return [];
  }
  // A home title of sentences ('Holidays in Austria. The official travel guide.'): search words
  // lead, the site's line closes it; a sentence that is only the brand's name leaves the other one.
  const sentenceLine = ctx.isHome ? lineAmongSentences(title, ctx.names) : null;
  if (sentenceLine) return [candidate(sentenceLine.line, sentenceLine.confidence * weight, evidence)];
  // A home page titled with its slogan alone ('Think different.'): short, no list of topics, no
  // shop words. Anything longer or keyword-like may as well describe the page: too unsure to store.
  if (ctx.isHome && isTaglineShaped(title, ctx.names) && !mentionsBrand(title, ctx.names)) {
    const sloganShaped =
      title.split(' ').length <= 8 &&
      !TOPIC_LIST.test(title) &&
      !SHOP_WORDS.test(title) &&
      !/[.!?]\s+\S/.test(title);
    return [candidate(title, (sloganShaped ? 0.5 : 0.35) * weight, evidence)];
  }
  return [];
}

/** The home link's title, label or logo alt: 'Acme - Tools for makers', or the line alone. */
function homeLinkCandidates($: CheerioAPI, ctx: TaglineContext): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  $('header a[href], [role="banner"] a[href], nav a[href], [class*="header" i] a[href]')
    .slice(0, LINKS_EXAMINED)
    .each((_, element) => {
      const link = $(element);
      if (!isHomeAddress(link.attr('href'), ctx.pageUrl) || !isLogoLink(link)) return;
      const texts: [string, Element, string][] = [];
      for (const attribute of ['title', 'aria-label'])
        texts.push([flat(link.attr(attribute)), element, attribute]);
      link.find('img[alt]').each((_, img) => {
        texts.push([flat($(img).attr('alt')), img, 'alt']);
      });
      for (const [text, node, attribute] of texts) {
        if (!text) continue;
        const evidence = elementEvidence($, node, {
          source: `home link ${attribute === 'alt' ? 'logo alt text' : `${attribute} attribute`}`,
          url: ctx.pageUrl,
          attribute,
          text,
        });
        const beside = lineBesideName(text, ctx.names);
        if (beside) found.push(candidate(beside, 0.75, evidence));
        else if (attribute === 'title' && isTaglineShaped(text, ctx.names) && !mentionsBrand(text, ctx.names))
          found.push(candidate(text, 0.6, evidence));
      }
    });
  return found;
}

/** The first sentence of a text, when it is short enough to be a line. */
function firstSentence(text: string): string {
  const match = /^(.{3,}?[.!?])(\s|$)/.exec(text);
  return flat(match?.[1] ?? text);
}

/** A short text set beside the logo in the header or footer: the brand's strapline. */
function straplineCandidates($: CheerioAPI, ctx: TaglineContext): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  $('header a[href], footer a[href], [role="banner"] a[href], [role="contentinfo"] a[href]')
    .slice(0, LINKS_EXAMINED)
    .each((_, element) => {
      const link = $(element);
      if (!isHomeAddress(link.attr('href'), ctx.pageUrl) || !isLogoLink(link)) return;
      const strapline = straplineBeside($, link, ctx);
      if (strapline) found.push(strapline);
    });
  return found;
}

/** The first text after the logo link (or after its wrapper, two levels up), when it is plain text. */
function straplineBeside(
  $: CheerioAPI,
  link: ReturnType<CheerioAPI>,
  ctx: TaglineContext,
): Candidate<string> | null {
  let node = link;
  for (let depth = 0; depth < 3 && node.length; depth++) {
    const next = node
      .nextAll()
      .filter((_, sibling) => flat($(sibling).text()) !== '')
      .first();
    if (next.length) {
      if (!isPlainText($, next)) return null;
      const text = firstSentence(flat(next.text()));
      if (!isTaglineShaped(text, ctx.names) || text.split(' ').length < 2) return null;
      const inFooter = link.closest('footer, [role="contentinfo"]').length > 0;
      const source = `strapline beside the ${inFooter ? 'footer' : 'header'} logo`;
      return candidate(
        text,
        inFooter ? 0.5 : 0.55,
        elementEvidence($, next, { source, url: ctx.pageUrl, text }),
      );
    }
    node = node.parent();
  }
  return null;
}

/** Elements named as the site's line: WordPress's .site-description, a .tagline, a .slogan. */
function namedElementCandidates($: CheerioAPI, ctx: TaglineContext): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  $('[class], [id]')
    .filter((_, el) => TAGLINE_CLASS.test(`${$(el).attr('class') ?? ''} ${$(el).attr('id') ?? ''}`))
    .slice(0, 5)
    .each((_, element) => {
      const node = $(element);
      if (node.closest('article, main p, [itemprop="articleBody"]').length > 0) return;
      const text = firstSentence(flat(node.text()));
      if (!isTaglineShaped(text, ctx.names) || text.split(' ').length < 2) return;
      found.push(
        candidate(
          text,
          0.6,
          elementEvidence($, element, { source: 'element named as the tagline', url: ctx.pageUrl, text }),
        ),
      );
    });
  return found;
}

/** Pages about one thing (an article, a recipe, a product, a review): their texts describe that thing. */
const CONTENT_TYPE =
  /article|blog|posting|news|recipe|food|product|review|video|event|howto|book|movie|music/i;

function isContentPage($: CheerioAPI, ctx: TaglineContext): boolean {
  if (CONTENT_TYPE.test($('meta[property="og:type" i]').first().attr('content') ?? '')) return true;
  return ctx.jsonLd.some((node) => {
    const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
    return types.some((type) => typeof type === 'string' && CONTENT_TYPE.test(type));
  });
}

/** Speaking as 'we' or 'I': the site telling about itself or a writer about a dish, not a line. */
const FIRST_PERSON =
  /\b(we|our|us|i|my|wir|unser\w*|ich|mein\w*|nous|notre|nos|je|mon|ma|mes|wij|ons|onze|ik|mijn|vi|vår\w*|jag|min|nosotros|nuestr\w*|yo|mi|noi|nostr\w*|io)\b/i;

/**
 * A description that opens with the brand's line and goes on to explain ('Built for those who
 * build the Web. Introducing the only browser made for developers.'): its first sentence, when
 * short and shaped like a slogan, on a page that is not about one article, recipe or product.
 */
function descriptionOpeningCandidates($: CheerioAPI, ctx: TaglineContext): Candidate<string>[] {
  if (isContentPage($, ctx)) return [];
  const found: Candidate<string>[] = [];
  for (const [selector, source] of [
    ['meta[property="og:description" i]', 'first sentence of the og:description meta tag'],
    ['meta[name="twitter:description" i]', 'first sentence of the twitter:description meta tag'],
    ['meta[name="description" i]', 'first sentence of the meta description'],
  ] as const) {
    const element = $(selector).first();
    const sentences = sentencesOf(flat(element.attr('content')));
    const [first] = sentences;
    if (sentences.length < 2 || !first || !/\p{L}\.$/u.test(first)) continue;
    if (!isSloganShaped(first, ctx.names) || FIRST_PERSON.test(first)) continue;
    if (found.some((c) => c.value === first)) continue;
    const evidence = elementEvidence($, element, {
      source,
      url: ctx.pageUrl,
      attribute: 'content',
      text: first,
    });
    found.push(candidate(first, found.length === 0 ? 0.48 : 0.2, evidence));
  }
  return found;
}

/** Elements a home page opens with to say what the brand is: the hero, the intro, the 'about' lead. */
const HERO_NAME =
  /(^|[-_\s])(hero|intro|introduction|about|jumbotron|pitch|mission|welcome|claim)([-_\s]|$)/i;
/** Places whose text asks for something (sign up, subscribe, buy) or belongs to other pages. */
const NOT_HERO =
  'nav, footer, aside, article, form, li, a, button, [role="navigation"], [class*="cta" i], [class*="signup" i], [class*="sign-up" i], [class*="subscribe" i], [class*="newsletter" i], [class*="promo" i], [class*="modal" i], [class*="cookie" i], [class*="consent" i]';
/** A hero statement is one sentence: longer than a slogan, shorter than a paragraph. */
const MAX_STATEMENT_WORDS = 25;
const MAX_STATEMENT = 180;

/** The one sentence a hero block states, from the block itself or its first heading or paragraph. */
function heroStatement($: CheerioAPI, block: ReturnType<CheerioAPI>): ReturnType<CheerioAPI> | null {
  const parts = [
    block,
    ...block
      .children('h1, h2, h3, p')
      .toArray()
      .map((el) => $(el)),
  ];
  return parts.find((part) => flat(part.text()) !== '' && isPlainText($, part)) ?? null;
}

/**
 * On the home page, the statement its first hero, intro or 'about' block makes, when that block is
 * plain text (no links, no controls) outside the navigation, footer and articles, and the text is
 * one sentence: 'Go is an open source programming language that makes it easy to build simple,
 * reliable, and efficient software.'
 */
function heroCandidates($: CheerioAPI, ctx: TaglineContext): Candidate<string>[] {
  if (!ctx.isHome) return [];
  const block = $('body [id], body [class]')
    .filter((_, el) => HERO_NAME.test(`${$(el).attr('id') ?? ''} ${$(el).attr('class') ?? ''}`))
    .filter((_, el) => $(el).closest(NOT_HERO).length === 0)
    .first();
  if (!block.length) return [];
  const statement = heroStatement($, block);
  if (!statement) return [];
  const text = flat(statement.text());
  const words = text.split(' ').length;
  if (words < 3 || words > MAX_STATEMENT_WORDS || text.length > MAX_STATEMENT) return [];
  if (sentencesOf(text).length > 1 || /[?…]/.test(text) || FIRST_PERSON.test(text) || SHOP_WORDS.test(text))
    return [];
  if (isPlaceholderText(text) || NOT_A_LINE.test(text) || NAVIGATION_PHRASE.test(text)) return [];
  if (isBrandName(text, ctx.names)) return [];
  const node = statement.get(0);
  if (!node || !('tagName' in node)) return [];
  const evidence = elementEvidence($, node as Element, {
    source: 'statement of the home page hero',
    url: ctx.pageUrl,
    text,
  });
  return [candidate(text, 0.5, evidence)];
}

function sloganCandidates($: CheerioAPI, ctx: TaglineContext): Candidate<string>[] {
  const found: Candidate<string>[] = [];
  for (const node of ctx.jsonLd) {
    const slogan = typeof node.slogan === 'string' ? flat(node.slogan) : null;
    const type = Array.isArray(node['@type']) ? node['@type'].join(',') : String(node['@type'] ?? 'Thing');
    if (slogan && slogan.length <= MAX_TAGLINE && !isBrandName(slogan, ctx.names))
      found.push(
        candidate(slogan, 0.9, { source: `JSON-LD ${type}.slogan`, url: ctx.pageUrl, text: slogan }),
      );
  }
  $('[itemprop="slogan"]')
    .slice(0, 3)
    .each((_, element) => {
      const text = flat($(element).attr('content') ?? $(element).text());
      if (text && text.length <= MAX_TAGLINE)
        found.push(
          candidate(
            text,
            0.85,
            elementEvidence($, element, { source: 'microdata slogan', url: ctx.pageUrl, text }),
          ),
        );
    });
  return found;
}

/**
 * Every place a page states the brand's line, each with how sure it makes us: a declared slogan
 * (JSON-LD, microdata), the site's own name fields ('H-E-B | Here Everything's Better'), the home
 * link's title or logo alt, the title's site suffix, an element named as the tagline, the strapline
 * beside the logo, and, on the home page only, the title's other segment. Article and recipe
 * titles of inner pages are never taken.
 */
export function taglineCandidates($: CheerioAPI, ctx: TaglineContext): Candidate<string>[] {
  const found: Candidate<string>[] = [...sloganCandidates($, ctx)];
  for (const [selector, source] of [
    ['meta[property="og:site_name" i]', 'og:site_name meta tag'],
    ['meta[name="application-name" i]', 'application-name meta tag'],
    ['meta[name="apple-mobile-web-app-title" i]', 'apple-mobile-web-app-title meta tag'],
  ] as const) {
    const element = $(selector).first();
    const text = flat(element.attr('content'));
    if (!text) continue;
    const line = lineBesideName(text, ctx.names, NAME_FIELD_SEPARATORS);
    if (line)
      found.push(
        candidate(
          line,
          0.8,
          elementEvidence($, element, { source, url: ctx.pageUrl, attribute: 'content', text }),
        ),
      );
  }
  const title = $('head > title').first().length ? $('head > title').first() : $('title').first();
  const titleText = flat(title.text());
  if (titleText) {
    const evidence = elementEvidence($, title, { source: 'page title', url: ctx.pageUrl, text: titleText });
    found.push(...titleCandidates(titleText, ctx, evidence, 1));
  }
  const ogTitle = $('meta[property="og:title" i]').first();
  const ogText = flat(ogTitle.attr('content'));
  if (ogText && ogText !== titleText) {
    const evidence = elementEvidence($, ogTitle, {
      source: 'og:title meta tag',
      url: ctx.pageUrl,
      attribute: 'content',
      text: ogText,
    });
    // og:title usually copies the title: only a line the title does not give counts, else it counts twice.
    const fromTitle = new Set(found.map((c) => c.value));
    found.push(...titleCandidates(ogText, ctx, evidence, 0.9).filter((c) => !fromTitle.has(c.value)));
  }
  found.push(
    ...homeLinkCandidates($, ctx),
    ...namedElementCandidates($, ctx),
    ...straplineCandidates($, ctx),
    ...descriptionOpeningCandidates($, ctx),
    ...heroCandidates($, ctx),
  );
  return found;
}
