import type { CheerioAPI } from 'cheerio';
import { normalizeBrandName } from '../../../domain/duplicate';
import { httpAddress } from '../../../domain/http-address';
import type { JsonLdNode } from '../pipeline/site-snapshot';
import { socialProfileOf } from './social-links';

/** One of key_people, the shape the brand page reads (spec 001 §3); unknown fields are null. */
export interface KeyPerson {
  name: string;
  title: string | null;
  company: string | null;
  joined_year: number | null;
  bio: string | null;
  photo_url: string | null;
  linkedin_url: string | null;
  twitter_url: string | null;
}

/** People kept per brand. */
export const KEY_PEOPLE_MAX = 12;
/** Name-like elements examined per page, so a huge page costs no more than a large one. */
const NAME_CANDIDATES_MAX = 300;
const BIO_MAX_CHARS = 400;
const TITLE_MAX_CHARS = 80;

/** Words of a job title; a card must carry one to count as a person. */
export const JOB_TITLE =
  /\b(chief|ceo|cto|cfo|coo|cmo|cpo|cio|founder|co-?founder|president|director|head of|vp|vice president|officer|chair(?:man|woman|person)?|partner|lead|manager|managing|owner|principal|designer|editor|counsel|treasurer|secretary|executive|engineer|architect|scientist|advis[oe]r|board member|creative)\b/i;

const NOT_NAME_WORDS = new Set(
  [
    'our',
    'team',
    'meet',
    'leadership',
    'board',
    'directors',
    'about',
    'contact',
    'us',
    'the',
    'company',
    'careers',
    'management',
    'founders',
    'story',
    'news',
    'shop',
    'products',
    'services',
    'advisors',
    'people',
    'mission',
    'vision',
    'values',
    'read',
    'more',
    'learn',
    'join',
    'press',
    'investors',
    'home',
    'menu',
    'privacy',
    'terms',
    'policy',
    'cookies',
    'new',
    'sign',
    'in',
    'and',
    'for',
    'with',
    'of',
    'all',
    'view',
    'get',
    'follow',
  ].map((w) => w.toLowerCase()),
);
const PARTICLES = new Set([
  'de',
  'da',
  'di',
  'van',
  'von',
  'der',
  'den',
  'du',
  'del',
  'la',
  'le',
  'bin',
  'al',
  'dos',
]);
const NAME_WORD = /^(\p{Lu}[\p{Ll}\p{Lu}'’.-]*|\p{Lu}\.)$/u;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Two to four capitalised words, no digits or symbols, none of them a word of page furniture or a title. */
export function looksLikePersonName(text: string): boolean {
  const name = clean(text);
  if (name.length < 4 || name.length > 50 || /[0-9@|:/&,!?()]/.test(name)) return false;
  if (JOB_TITLE.test(name)) return false;
  const words = name.split(' ');
  if (words.length < 2 || words.length > 4) return false;
  return words.every((w) => !NOT_NAME_WORDS.has(w.toLowerCase()) && (PARTICLES.has(w) || NAME_WORD.test(w)));
}

function httpUrl(raw: unknown, base: string): string | null {
  return typeof raw === 'string' ? (httpAddress(raw, base)?.href ?? null) : null;
}

const typesOf = (node: JsonLdNode): string[] => {
  const type = node['@type'];
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
};

const textValue = (value: unknown): string | null =>
  typeof value === 'string' && clean(value) ? clean(value) : null;

function imageUrl(value: unknown, base: string): string | null {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v === 'string') return httpUrl(v, base);
  if (v && typeof v === 'object') return httpUrl((v as JsonLdNode).url ?? (v as JsonLdNode).contentUrl, base);
  return null;
}

function profiles(urls: unknown, base: string): Pick<KeyPerson, 'linkedin_url' | 'twitter_url'> {
  const list = (Array.isArray(urls) ? urls : [urls]).filter((u): u is string => typeof u === 'string');
  const found = list.map((u) => socialProfileOf(u, base)).filter((p) => p !== null);
  return {
    linkedin_url: found.find((p) => p.network === 'linkedin')?.url ?? null,
    twitter_url: found.find((p) => p.network === 'twitter')?.url ?? null,
  };
}

function person(fields: Partial<KeyPerson> & { name: string }): KeyPerson {
  return {
    name: fields.name,
    title: fields.title ?? null,
    company: fields.company ?? null,
    joined_year: fields.joined_year ?? null,
    bio: fields.bio ? fields.bio.slice(0, BIO_MAX_CHARS) : null,
    photo_url: fields.photo_url ?? null,
    linkedin_url: fields.linkedin_url ?? null,
    twitter_url: fields.twitter_url ?? null,
  };
}

/** A JSON-LD Person (or a bare name) as a key person; `role` stands in for a missing jobTitle. */
function fromJsonLdPerson(value: unknown, role: string | null, base: string): KeyPerson | null {
  if (typeof value === 'string') {
    return looksLikePersonName(value) ? person({ name: clean(value), title: role }) : null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const node = value as JsonLdNode;
  const name = textValue(node.name);
  if (!name) return null;
  return person({
    name,
    title: textValue(node.jobTitle) ?? role,
    bio: textValue(node.description),
    photo_url: imageUrl(node.image, base),
    ...profiles(node.sameAs, base),
  });
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value ? [value] : []);

/**
 * Key people named by structured data: an organisation's founders (titled Founder unless they
 * carry a jobTitle), its employees and members with a job title, and Person nodes with a job title.
 */
export function peopleFromJsonLd(nodes: JsonLdNode[], pageUrl: string): KeyPerson[] {
  const found: KeyPerson[] = [];
  for (const node of nodes) {
    const types = typesOf(node);
    if (types.includes('Person')) {
      const p = fromJsonLdPerson(node, null, pageUrl);
      if (p?.title) found.push(p);
      continue;
    }
    for (const founder of [...asList(node.founder), ...asList(node.founders)]) {
      const p = fromJsonLdPerson(founder, 'Founder', pageUrl);
      if (p) found.push(p);
    }
    for (const member of [...asList(node.employee), ...asList(node.employees), ...asList(node.member)]) {
      const p = fromJsonLdPerson(member, null, pageUrl);
      if (p?.title) found.push(p);
    }
  }
  return found;
}

type Selection = ReturnType<CheerioAPI>;

const NAME_SELECTOR = 'h2, h3, h4, h5, h6, strong, b, [class*="name" i], [itemprop="name"]';
const TITLE_SELECTOR = 'p, span, div, em, small, h3, h4, h5, h6, [class*="title" i], [class*="role" i]';

function titleIn($: CheerioAPI, card: Selection, name: string): string | null {
  const titled = card.find('[itemprop="jobTitle"]').first();
  if (titled.length) return clean(titled.text()) || null;
  let best: string | null = null;
  card.find(TITLE_SELECTOR).each((_, el) => {
    const text = clean($(el).text());
    if (!text || text === name || text.includes(name) || text.length > TITLE_MAX_CHARS) return;
    if (!JOB_TITLE.test(text)) return;
    if (best === null || text.length < best.length) best = text;
  });
  return best;
}

function bioIn($: CheerioAPI, card: Selection, name: string, title: string): string | null {
  const described = card.find('[itemprop="description"]').first();
  if (described.length) return clean(described.text()) || null;
  let bio: string | null = null;
  card.find('p').each((_, el) => {
    const text = clean($(el).text());
    if (bio === null && text.length > 60 && text !== title && text !== name) bio = text;
  });
  return bio;
}

/**
 * Key people from a team or leadership page: each element that reads as a person's name (a
 * heading, bold text, an element classed "name") and whose card (its nearest ancestor holding no
 * other name, at most three levels up) carries a job title. Photo, bio and LinkedIn or X profile
 * come from the same card.
 */
export function peopleFromTeamPage($: CheerioAPI, pageUrl: string): KeyPerson[] {
  const found: KeyPerson[] = [];
  const seen = new Set<string>();
  const names = $(NAME_SELECTOR)
    .toArray()
    .slice(0, NAME_CANDIDATES_MAX * 10)
    .filter((el) => looksLikePersonName($(el).text()))
    .slice(0, NAME_CANDIDATES_MAX);
  const nameSet = new Set(names);
  for (const el of names) {
    const name = clean($(el).text());
    const key = normalizeBrandName(name);
    if (seen.has(key)) continue;
    let card: Selection = $(el).parent() as Selection;
    let title: string | null = null;
    for (let depth = 0; depth < 3 && card.length; depth++) {
      const others = card
        .find(NAME_SELECTOR)
        .toArray()
        .filter((other) => nameSet.has(other) && normalizeBrandName($(other).text()) !== key);
      if (others.length > 0) break;
      title = titleIn($, card, name);
      if (title) break;
      card = card.parent() as Selection;
    }
    if (!title) continue;
    seen.add(key);
    const links = card
      .find('a[href]')
      .toArray()
      .map((a) => $(a).attr('href') ?? '');
    const img = card.find('img[src]').first().attr('src');
    found.push(
      person({
        name,
        title,
        bio: bioIn($, card, name, title),
        photo_url: img ? httpUrl(img, pageUrl) : null,
        ...profiles(links, pageUrl),
      }),
    );
  }
  return found;
}

/** Fills what one record lacks from another record of the same person. */
function merge(into: KeyPerson, from: KeyPerson): KeyPerson {
  const out = { ...into };
  for (const key of Object.keys(out) as (keyof KeyPerson)[]) {
    if (out[key] === null && from[key] !== null) (out as Record<string, unknown>)[key] = from[key];
  }
  return out;
}

/** People from every source, one record per name (first source first), with the brand as company. */
export function mergeKeyPeople(sources: KeyPerson[][], company: string): KeyPerson[] {
  const byName = new Map<string, KeyPerson>();
  for (const list of sources) {
    for (const p of list) {
      const key = normalizeBrandName(p.name);
      const seen = byName.get(key);
      byName.set(key, seen ? merge(seen, p) : p);
    }
  }
  return [...byName.values()].slice(0, KEY_PEOPLE_MAX).map((p) => ({ ...p, company: p.company ?? company }));
}
