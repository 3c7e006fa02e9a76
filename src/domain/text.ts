/** Site name used in page titles (spec 001 §2). */
export const SITE_NAME = 'Brand Atlas';
/** News items shown on a brand page (spec 001 §9). */
export const NEWS_ITEMS_SHOWN = 4;
/** Words of news body text shown before '...' (spec 001 §9). */
export const NEWS_WORD_LIMIT = 50;
/** Characters of the description used as meta description (spec 001 §5, §9). */
export const META_DESCRIPTION_LIMIT = 150;
/** The meta description of a brand page without a description (spec 001 §2). */
export const DEFAULT_META_DESCRIPTION =
  'Explore brand colors, logos, archetype, positioning and news on Brand Atlas.';
/** The meta description of every page that sets none of its own: the one in index.html. */
export const SITE_META_DESCRIPTION =
  'Brand Atlas: discover brands by color, archetype, industry and pricing position. Brand intelligence for brand consultants, marketing teams and design agencies.';
export const ELLIPSIS = '...';

const NAMED_ENTITIES: Readonly<Partial<Record<string, string>>> = Object.assign(Object.create(null), {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
});

function decodeEntity(body: string): string {
  if (body.startsWith('#')) {
    const hex = body[1] === 'x' || body[1] === 'X';
    const code = Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
    const valid = Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return valid ? String.fromCodePoint(code) : '';
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? '';
}

/** Decodes &amp; &lt; &gt; &quot; &apos; &nbsp; and numeric entities; other named entities are removed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi, (_entity, body: string) => decodeEntity(body));
}

/**
 * News body text for display (spec 001 §9): script and style blocks and tags removed, markdown
 * links reduced to their text, entities decoded, http(s) URLs removed, whitespace collapsed, and cut
 * to `maxWords` words followed by '...' only when it was longer.
 */
export function cleanNewsText(html: string | null | undefined, maxWords = NEWS_WORD_LIMIT): string {
  if (typeof html !== 'string') return '';
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1'),
  )
    .replace(/https?:\/\/\S+/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = text === '' ? [] : text.split(' ');
  return words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}${ELLIPSIS}` : text;
}

/**
 * The meta description of a brand page (spec 001 §2, §5, §9): the description's first 150
 * characters followed by '...' when it is longer, or the fallback when it is empty or blank.
 */
export function metaDescription(
  description: string | null | undefined,
  fallback: string = DEFAULT_META_DESCRIPTION,
): string {
  const text = (description ?? '').trim();
  if (text === '') return fallback;
  const characters = Array.from(text);
  return characters.length > META_DESCRIPTION_LIMIT
    ? `${characters.slice(0, META_DESCRIPTION_LIMIT).join('')}${ELLIPSIS}`
    : text;
}

/** A tab title: its words, then the site's name; the site's name alone without words. */
export function pageTitle(words?: string): string {
  return words ? `${words} | ${SITE_NAME}` : SITE_NAME;
}

/** The document title of a brand page (spec 001 §2). */
export function brandPageTitle(name: string): string {
  return `${name} Brand Information | ${SITE_NAME}`;
}

/**
 * A news date as short month, day and year in en-US, 'Nov 22, 2026' (spec 001 §9); null when the
 * value is not a date. Shown in UTC by default, so server and browser print the same day.
 */
export function formatNewsDate(iso: string | null | undefined, timeZone = 'UTC'): string | null {
  if (typeof iso !== 'string' || iso.trim() === '') return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/**
 * A logo name without its trailing format suffix, for grouping (spec 001 §5): 'Nike Logo (SVG)' →
 * 'Nike Logo'. The suffix is an upper-case file type such as SVG, PNG or WEBP in parentheses, so
 * names like 'Nike Logo (Dark)' or 'Logo (2)' are kept whole.
 */
export function stripFormatSuffix(name: string): string {
  return name.replace(/\s*\([A-Z][A-Z0-9]*\)\s*$/, '').trim();
}
