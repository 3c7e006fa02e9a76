import type { Cheerio } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { fold } from '../extract/brand-names';

/*
 * How page elements name themselves: as a logo, as a wall of other organisations' logos, or as
 * an icon. Words are matched whole, and the brand's own name is no evidence of anything else.
 */

/** Words a site's own logo is named by. */
export const LOGO_WORD =
  /(^|[^a-z])(logo|logotype|wordmark|brand|brand-?mark|site-?mark|site-?logo|custom-logo|navbar-brand|masthead)([^a-z]|$)/i;
/**
 * Words naming containers of other organisations' logos (customers, partners, press, payment
 * methods, ads), matched as whole words of the names: 'press-kit' is one, 'Express' is not.
 */
const WALL_WORDS = new RegExp(
  ` (${[
    'ads?',
    'adverts?',
    'advertisements?',
    'adtext',
    'sponsored',
    'promos?',
    '(client|customer|partner|sponsor|award|badge|seal|payment|marquee)s?',
    'partnerships?',
    'sponsorships?',
    'press(es)?',
    'trusted',
    'certif\\p{L}*',
    'used ?by',
    'as ?seen',
    'featured ?in',
    'logos',
    'brands',
    'logo ?(wall|grid|list|cloud|strip|carousel|garden|bar)s?',
    'app ?store',
  ].join('|')}) `,
  'u',
);

/** Words of small interface drawings and placeholders. */
const ICON_NAME =
  /(^|[^a-z])(icon|ico|arrow|chevron|caret|search|menu|burger|hamburger|close|cart|basket|bag|user|account|profile|flag|social|share|facebook|twitter|instagram|youtube|pinterest|linkedin|tiktok|whatsapp|mail|phone|spinner|loader|placeholder|pixel|spacer|blank)([^a-z]|$)/i;

/** An element's naming attributes, camelCase split ('headerLogo' reads 'header Logo'). */
export const attrsOf = (node: Cheerio<AnyNode>) =>
  ['class', 'id', 'alt', 'title', 'aria-label', 'data-testid']
    .map((a) => node.attr(a) ?? '')
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2');

/**
 * An element's naming attributes as lower-case words. Class and id are split at camelCase too
 * ('partnerLogos'); the texts are not, so a name written 'WordPress' stays one word.
 */
function namingWords(node: Cheerio<AnyNode>): string[] {
  const names = ['class', 'id', 'data-testid']
    .map((a) => node.attr(a) ?? '')
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2');
  const texts = ['alt', 'title', 'aria-label'].map((a) => node.attr(a) ?? '').join(' ');
  return fold(`${names} ${texts}`)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** How many words from `start` spell one of the brand's names ('american' 'express'), 0 when none. */
function brandNameLength(words: readonly string[], start: number, brandKeys: readonly string[]): number {
  let joined = '';
  let longest = 0;
  for (let end = start; end < words.length && end - start < 6; end++) {
    joined += words[end];
    if (brandKeys.includes(joined)) longest = end - start + 1;
  }
  return longest;
}

/** The words with the brand's own name taken out: 'Partners Group' or 'ClientEarth' names the brand. */
function withoutBrandName(words: readonly string[], brandKeys: readonly string[]): string[] {
  const keys = brandKeys.filter((key) => key.length >= 3);
  const rest: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const length = brandNameLength(words, index, keys);
    if (length > 0) index += length - 1;
    else rest.push(words[index]!);
  }
  return rest;
}

/** Its names call it a wall of others' logos (the brand's own name aside). */
export function isNamedAsWall(node: Cheerio<AnyNode>, brandKeys: readonly string[]): boolean {
  return WALL_WORDS.test(` ${withoutBrandName(namingWords(node), brandKeys).join(' ')} `);
}

/**
 * Icon words ('cart', 'search', 'phone') in an image's names mark a nav icon, unless its place
 * names it as the logo, its own names do, or the word is part of the brand's name written there
 * ('cart-com.svg' of Cart.com; 'Acme - Search icon' is still an icon). A brand named by an icon
 * word alone cannot be told from the icon by its name.
 */
export function isNamedAsIcon(names: string, namedByPlace: boolean, brandKeys: readonly string[]): boolean {
  if (!ICON_NAME.test(names) || LOGO_WORD.test(names) || namedByPlace) return false;
  const words = fold(names)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const ownNames = brandKeys.filter((key) => !ICON_NAME.test(key));
  return ICON_NAME.test(withoutBrandName(words, ownNames).join(' '));
}
