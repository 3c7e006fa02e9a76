import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { chooseCandidate } from '../../../domain/extracted-candidate';
import { headquartersOfAddress, type PostalAddress } from '../../../domain/postal-address';
import { brandIsSubject } from '../extract/sentence-subject';
import { foundingYearCandidates } from '../identity/founding-year-candidates';
import type { SocialLinks } from '../people/social-links';
import type { JsonLdNode, SiteSnapshot } from '../pipeline/site-snapshot';
import { pageAddress } from './page-address';

/** company_insights, the shape the brand page reads (spec 001 §3); unknown facts are null or empty. */
export interface CompanyInsights {
  about: string | null;
  headquarters: string | null;
  founded_year: number | null;
  /** A head count, or a range as written ('51-200'). */
  employee_count: number | string | null;
  products: string[];
  services: string[];
  /** Network → profile URL, plus the brand's website. */
  social_links: Record<string, string>;
}

/** Products or services listed at most. */
export const OFFERINGS_MAX = 8;
const ABOUT_MAX_WORDS = 120;
const ABOUT_MIN_PARAGRAPH = 60;
/** Paragraphs and links examined per page, so a huge page stays cheap. */
const PARAGRAPHS_EXAMINED_MAX = 300;
const OFFERING_HREF = /product|shop|collection|service/i;
const OFFERING_LINKS_MAX = 200;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
const typesOf = (node: JsonLdNode): string[] =>
  (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]).filter(
    (t): t is string => typeof t === 'string',
  );
const text = (value: unknown): string | null =>
  typeof value === 'string' && clean(value) ? clean(value) : null;

const ORGANIZATION =
  /(Organization|Corporation|Business|Store|Brand|Company|Restaurant|Hotel|Brewery|Winery)$/;

/** The JSON-LD nodes that describe an organisation, the richest first. */
export function organizationsOf(nodes: JsonLdNode[]): JsonLdNode[] {
  return nodes
    .filter((node) => typesOf(node).some((t) => ORGANIZATION.test(t)))
    .sort((a, b) => Object.keys(b).length - Object.keys(a).length);
}

/** Cuts a text to a word limit at a sentence end when one is near, else with '...'. */
export function cutToWords(value: string, maxWords: number): string {
  const words = value.split(' ');
  if (words.length <= maxWords) return value;
  const cut = words.slice(0, maxWords).join(' ');
  const sentenceEnd = cut.lastIndexOf('. ');
  return sentenceEnd > cut.length / 2 ? cut.slice(0, sentenceEnd + 1) : `${cut}...`;
}

/** The main prose of a page: paragraphs of its main content (navigation, header, footer left out). */
export function mainParagraphs($: CheerioAPI): string[] {
  const root = $('main').length ? $('main') : $('body');
  const paragraphs: string[] = [];
  root
    .find('p')
    .slice(0, PARAGRAPHS_EXAMINED_MAX)
    .each((_, el) => {
      if ($(el).closest('nav, header, footer, form, aside, [role="navigation"]').length) return;
      const paragraph = clean($(el).text());
      if (paragraph.length >= ABOUT_MIN_PARAGRAPH) paragraphs.push(paragraph);
    });
  return paragraphs;
}

/** The first meta description with words in it: a page may carry an empty one before the real one. */
function metaDescription($: CheerioAPI): string | null {
  const first = (selector: string) =>
    $(selector)
      .toArray()
      .map((el) => text($(el).attr('content')))
      .find((value): value is string => value !== null) ?? null;
  return first('meta[name="description" i]') ?? first('meta[property="og:description"]');
}

/** About: the about page's own prose, else the organisation's description, else the home page's meta description. */
export function aboutOf(
  home: SiteSnapshot,
  about: SiteSnapshot | null,
  organizations: JsonLdNode[],
): string | null {
  const prose = about ? mainParagraphs(about.$).slice(0, 3).join(' ') : '';
  if (prose) return cutToWords(prose, ABOUT_MAX_WORDS);
  const described = organizations.map((o) => text(o.description)).find(Boolean);
  return described ?? (about ? metaDescription(about.$) : null) ?? metaDescription(home.$);
}

function placeName(value: unknown): string | null {
  if (typeof value === 'string') return text(value);
  if (value && typeof value === 'object') return text((value as JsonLdNode).name);
  return null;
}

const PLACE_WORD = "(?:St\\.|Mt\\.|[A-Z][\\p{L}'’-]+)";
const PLACE = `${PLACE_WORD}(?: ${PLACE_WORD})*`;
/** Where a sentence ends: not after 'St.' or 'Inc.', which end no sentence of an address. */
const SENTENCE_END = /(?<=[.!?])(?<!\b(?:St|Mt|Ft|Dr|Mr|Mrs|Ms|Jr|Sr|Inc|Co|Ltd|No)\.)\s+(?=[\p{Lu}\d"“'])/u;
const HEADQUARTERED = new RegExp(
  `\\b(?:[Hh]eadquartered|[Bb]ased|[Hh]ead office is) in (${PLACE}(?:, ${PLACE}){0,2})`,
  'u',
);

/**
 * Headquarters: the organisation's address (locality, region, country), else 'headquartered in …'
 * said of the brand ('Based in …' opening a sentence, or after the brand's name, 'we', 'the
 * company'), else the postal address the site's footer or contact block states.
 */
export function headquartersOf(
  organizations: JsonLdNode[],
  texts: string[],
  options: { names?: readonly string[]; address?: PostalAddress | null } = {},
): string | null {
  for (const org of organizations) {
    const addresses = [org.address, (org.location as JsonLdNode | undefined)?.address].flat();
    for (const address of addresses) {
      if (typeof address === 'string' && text(address)) return text(address);
      if (!address || typeof address !== 'object') continue;
      const a = address as JsonLdNode;
      const parts = [text(a.addressLocality), text(a.addressRegion), placeName(a.addressCountry)].filter(
        (p): p is string => p !== null,
      );
      const unique = parts.filter((p, i) => parts.indexOf(p) === i);
      if (unique.length > 0) return unique.join(', ');
    }
  }
  for (const t of texts) {
    for (const sentence of t.split(SENTENCE_END)) {
      const found = HEADQUARTERED.exec(sentence);
      if (!found?.[1]) continue;
      const before = sentence.slice(0, found.index);
      if (before.trim() === '' || brandIsSubject(before, options.names ?? [])) return found[1];
    }
  }
  return options.address ? headquartersOfAddress(options.address) : null;
}

const FOUNDED = /\b(?:founded|established|est\.?|since|started|born)\s+(?:in\s+)?(1[5-9]\d{2}|20\d{2})\b/i;

/** The founding year: the organisation's foundingDate, else 'founded in 1998', 'since 1847', 'est. 1971'. */
export function foundedYearOf(organizations: JsonLdNode[], texts: string[], now = new Date()): number | null {
  const valid = (year: number) => year >= 1500 && year <= now.getUTCFullYear();
  for (const org of organizations) {
    const date = org.foundingDate;
    const year =
      typeof date === 'number'
        ? date
        : typeof date === 'string'
          ? Number(/^\s*(\d{4})/.exec(date)?.[1])
          : NaN;
    if (Number.isInteger(year) && valid(year)) return year;
  }
  for (const t of texts) {
    const year = Number(FOUNDED.exec(t)?.[1]);
    if (Number.isInteger(year) && valid(year)) return year;
  }
  return null;
}

/** The words a head count is stated with, in the languages of the sites we read. */
const EMPLOYEE_WORD =
  /(?<![\p{L}\p{N}])(?:employees|team members|staff|colleagues|people worldwide|mitarbeiter(?:innen)?|mitarbeitende|beschäftigte|medewerkers|werknemers|collaborateurs|salariés|employés|anställda|medarbetare|ansatte|medarbeidere|dipendenti|collaboratori|empleados|trabajadores)(?![\p{L}\p{N}])/giu;
/**
 * The count just before such a word: 'over 1,200 ', 'rund 5.000 ', 'ruim 110.000 ', '2 500 ',
 * thousands grouped by comma, dot or space. Read in a short window before each word, so a long
 * run of digits on a page costs no more than its length.
 */
const COUNT_BEFORE =
  /(?<![\p{L}\p{N}])(?:(?:over|more than|nearly|about|around|über|mehr als|rund|ca\.|meer dan|ruim|plus de|environ|över|cirka|oltre|más de)\s+)?(\d{1,3}(?:[,.\u00a0 ]\d{3})+|\d+)\+?\s+$/iu;
const COUNT_WINDOW = 40;

/** 'over 1,200 employees', 'rund 5.000 Mitarbeiter', 'ruim 110.000 medewerkers', '2 500 salariés'. */
function headcountIn(text: string): number | null {
  for (const word of text.matchAll(EMPLOYEE_WORD)) {
    const found = COUNT_BEFORE.exec(text.slice(Math.max(0, word.index - COUNT_WINDOW), word.index))?.[1];
    if (found) return Number(found.replace(/[,.\u00a0 ]/g, ''));
  }
  return null;
}

function count(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value) && value > 0) return Math.round(value);
  if (typeof value === 'string' && /^\s*[\d,]+\s*$/.test(value))
    return Number(value.replace(/[,\s]/g, '')) || null;
  return null;
}

/** Head count: numberOfEmployees (a number, a QuantitativeValue or a range), else 'over 1,200 employees'. */
export function employeeCountOf(organizations: JsonLdNode[], texts: string[]): number | string | null {
  for (const org of organizations) {
    const value = org.numberOfEmployees;
    const direct = count(value);
    if (direct !== null) return direct;
    if (value && typeof value === 'object') {
      const q = value as JsonLdNode;
      const exact = count(q.value);
      if (exact !== null) return exact;
      const min = count(q.minValue);
      const max = count(q.maxValue);
      if (min !== null && max !== null) return `${min}-${max}`;
      if (min !== null) return `${min}+`;
    }
  }
  for (const t of texts) {
    const found = headcountIn(t);
    if (found !== null) return found;
  }
  return null;
}

function namesOf(values: unknown[]): string[] {
  return values
    .map((v) =>
      typeof v === 'string' ? text(v) : v && typeof v === 'object' ? text((v as JsonLdNode).name) : null,
    )
    .filter((v): v is string => v !== null);
}

function offeredItems(org: JsonLdNode): unknown[] {
  const offers = [org.makesOffer, org.hasOfferCatalog].flat().filter(Boolean) as JsonLdNode[];
  return offers.flatMap((offer) => {
    if (!offer || typeof offer !== 'object') return [];
    const list = offer.itemListElement;
    const items = Array.isArray(list) ? list : list ? [list] : [];
    return [offer.itemOffered, ...items.map((i) => (i as JsonLdNode)?.itemOffered ?? i)].filter(Boolean);
  });
}

const PRODUCT_PATH = /^\/(products?|shop|collections)\/[^/]+\/?$/i;
const SERVICE_PATH = /^\/services?\/[^/]+\/?$/i;
/** A link's call to action beside its name: 'Shop now', 'View all', 'Learn more'. */
const CALL_TO_ACTION =
  /^(?:shop|buy|view|see|discover|explore|order|learn|read|more|all)(?:\s+(?:now|all|more|here))*$/i;
/** Link texts that open a list rather than name an offering. */
const LIST_OPENER = /^(view|shop|see|all|more|learn)\b/i;
/**
 * Links under /service/ or /shop/ that name no offering: the site's legal, help and contact
 * pages, its feeds and jobs, and its promotions.
 */
const NOT_AN_OFFERING =
  /^(?:impressum|imprint|legal(?: notice)?|terms\b.*|agb|nutzungsbedingungen|datenschutz.*|privacy.*|cookie.*|contact(?: us)?|kontakt|faq|fragen und antworten|help|hilfe|support|customer (?:service|care)|kundenservice|klantenservice|service client|sitemap|rss|podcasts?|ad ?choices|newsletter|nieuwsbrief|careers?|jobs|karriere|accessibility|barrierefreiheit|returns?|shipping|delivery|versand|algemene voorwaarden|voorwaarden|privacybeleid|cookiebeleid|weekly ad|new|new arrivals|deals|offers|gift ?cards?|store locator|find a store|.*\b(?:sale|shop now)\b.*)$/i;

/**
 * An offering's name from its link: its texts without a call to action, and without a second
 * text that calls to it ('Food Processors' shown, 'Shop Food Processors' on hover).
 */
function offeringLabel($: CheerioAPI, link: Element): string {
  const texts: string[] = [];
  $(link)
    .find('*')
    .addBack()
    .contents()
    .each((_, node) => {
      if (node.type !== 'text') return;
      const value = clean((node as unknown as { data: string }).data);
      if (value) texts.push(value);
    });
  const named = texts.filter((t) => !CALL_TO_ACTION.test(t));
  const callsTo = (t: string, name: string) => {
    const words = t.split(' ');
    return (
      words.length > 1 &&
      CALL_TO_ACTION.test(words[0] ?? '') &&
      words.slice(1).join(' ').toLowerCase() === name
    );
  };
  const [first, ...rest] = named;
  if (first === undefined) return '';
  return clean([first, ...rest.filter((t) => !callsTo(t, first.toLowerCase()))].join(' '));
}

/**
 * The texts of a page's links into /products/… (or /shop/, /collections/) and /services/…, in one
 * pass. A footer's /service/ links are the site's customer service, not what it sells.
 */
function offeringLinks($: CheerioAPI, pageUrl: string): { products: string[]; services: string[] } {
  const origin = new URL(pageUrl).origin;
  const products: string[] = [];
  const services: string[] = [];
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    if (!OFFERING_HREF.test(href)) return;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      return;
    }
    const list = PRODUCT_PATH.test(url.pathname)
      ? products
      : SERVICE_PATH.test(url.pathname) && !$(el).closest('footer, [role="contentinfo"]').length
        ? services
        : null;
    if (!list || url.origin !== origin) return;
    const label = offeringLabel($, el);
    if (label.length < 2 || label.length > 40 || LIST_OPENER.test(label) || NOT_AN_OFFERING.test(label))
      return;
    list.push(label);
    return products.length + services.length < OFFERING_LINKS_MAX;
  });
  return { products, services };
}

/** The first distinct names (case-insensitive), at most OFFERINGS_MAX. */
function unique(values: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(value);
    if (kept.length === OFFERINGS_MAX) break;
  }
  return kept;
}

/**
 * Products and services: Product and Service nodes and the organisation's offers in JSON-LD, then
 * the site's links into /products/… and /services/… (their link texts).
 */
export function offeringsOf(
  nodes: JsonLdNode[],
  pages: SiteSnapshot[],
): { products: string[]; services: string[] } {
  const products: string[] = [];
  const services: string[] = [];
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.includes('Product')) products.push(...namesOf([node]));
    if (types.includes('Service')) services.push(...namesOf([node]));
  }
  for (const org of organizationsOf(nodes)) {
    for (const item of offeredItems(org)) {
      const types = item && typeof item === 'object' ? typesOf(item as JsonLdNode) : [];
      (types.includes('Service') ? services : products).push(...namesOf([item]));
    }
  }
  for (const page of pages) {
    const linked = offeringLinks(page.$, page.home.url);
    products.push(...linked.products);
    services.push(...linked.services);
  }
  return { products: unique(products), services: unique(services) };
}

/** The founding year as the identity stage reads it: stated about the brand, surely enough to store. */
function foundingYearOf(input: {
  home: SiteSnapshot;
  about: SiteSnapshot | null;
  names: string[];
}): number | null {
  const candidates = [input.home, ...(input.about ? [input.about] : [])].flatMap((page) =>
    foundingYearCandidates(page.$, {
      pageUrl: page.home.url,
      names: input.names,
      jsonLd: page.jsonLd,
      isAboutPage: page === input.about,
      isHomePage: page === input.home && page.isHome,
    }),
  );
  return chooseCandidate(candidates).chosen?.value ?? null;
}

/** Company insights from the home page, the about page and their structured data. */
export function buildCompanyInsights(input: {
  home: SiteSnapshot;
  about: SiteSnapshot | null;
  socialLinks: SocialLinks;
  /** Comparable keys of the brand's names: a founding sentence must be about the brand. */
  names: string[];
}): CompanyInsights {
  const pages = [input.home, ...(input.about ? [input.about] : [])];
  const nodes = pages.flatMap((p) => p.jsonLd);
  const organizations = organizationsOf(nodes);
  const texts = [input.about?.text, input.home.text].filter((t): t is string => Boolean(t));
  const { products, services } = offeringsOf(nodes, pages);
  return {
    about: aboutOf(input.home, input.about, organizations),
    headquarters: headquartersOf(organizations, texts, {
      names: input.names,
      address: pages.map((page) => pageAddress(page.$, page.home.url)).find(Boolean) ?? null,
    }),
    founded_year: foundingYearOf(input),
    employee_count: employeeCountOf(organizations, texts),
    products,
    services,
    social_links: { ...input.socialLinks, website: new URL(input.home.home.url).origin },
  };
}

/** Whether the insights hold any fact at all beyond the website's own address. */
export function hasInsights(insights: CompanyInsights): boolean {
  return Boolean(
    insights.about ||
      insights.headquarters ||
      insights.founded_year ||
      insights.employee_count ||
      insights.products.length ||
      insights.services.length ||
      Object.keys(insights.social_links).some((k) => k !== 'website'),
  );
}
