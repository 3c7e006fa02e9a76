import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { countryOfDomain, findPostalAddress, type PostalAddress } from '../../../domain/postal-address';

/** Class or id words of a footer or a contact block. */
const CHROME_WORDS = /footer|address|adress|adres|contact|kontakt/i;
const BLOCKS_READ_MAX = 12;
const LINES_PER_BLOCK_MAX = 400;
/** Elements deeper than this are not walked: a hostile page may nest thousands. */
const MAX_DEPTH = 200;
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'select', 'button', 'iframe']);
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'em',
  'font',
  'i',
  'mark',
  'q',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
]);

function isMainContent(element: Element): boolean {
  return element.name === 'main' || element.name === 'article' || element.attribs.role === 'main';
}

/** A block's text as a reader sees its lines: a line break at each <br> and around each block element. */
export function linesOf(root: AnyNode): string[] {
  const lines: string[] = [];
  let line = '';
  const breakLine = () => {
    const text = line.replace(/\s+/g, ' ').trim();
    if (text) lines.push(text);
    line = '';
  };
  const walk = (node: AnyNode, depth: number) => {
    if (lines.length >= LINES_PER_BLOCK_MAX || depth > MAX_DEPTH) return;
    if (node.type === 'text') {
      line += (node as unknown as { data: string }).data;
      return;
    }
    if (node.type !== 'tag') return;
    const element = node as Element;
    const tag = element.name.toLowerCase();
    // An article's text inside a wide wrapper speaks of its subject, not of the site.
    if (SKIPPED.has(tag) || (node !== root && isMainContent(element))) return;
    if (tag === 'br') return breakLine();
    const block = !INLINE.has(tag);
    if (block) breakLine();
    for (const child of element.children) walk(child, depth + 1);
    if (block) breakLine();
  };
  walk(root, 0);
  breakLine();
  return lines;
}

function microdataAddress($: CheerioAPI, element: Element, host: string): PostalAddress | null {
  const prop = (name: string) =>
    $(element).find(`[itemprop="${name}"]`).first().text().replace(/\s+/g, ' ').trim();
  const locality = prop('addressLocality');
  if (!locality) return null;
  const postcode = prop('postalCode');
  return {
    street: prop('streetAddress') || null,
    postcode,
    locality,
    region: prop('addressRegion') || null,
    country: prop('addressCountry') || countryOfDomain(host, postcode),
  };
}

/**
 * Where a site states its own address, in one walk of the page: address elements and microdata
 * PostalAddresses, then its footers and contact blocks (the outermost of nested ones). The main
 * content is left out: an article's address is its subject's (a restaurant reviewed, a shop
 * recommended).
 */
function addressBlocks(root: AnyNode): { marked: Element[]; chrome: Element[] } {
  const marked: Element[] = [];
  const chrome: Element[] = [];
  const walk = (node: AnyNode, inChrome: boolean, depth: number) => {
    if (depth > MAX_DEPTH) return;
    for (const child of (node as Element).children ?? []) {
      if (child.type !== 'tag') continue;
      const element = child as Element;
      const tag = element.name.toLowerCase();
      if (SKIPPED.has(tag) || isMainContent(element)) continue;
      if (tag === 'address' || /PostalAddress/i.test(element.attribs.itemtype ?? '')) marked.push(element);
      // A form is never a contact block, though some pages wrap their whole body in one.
      const opens =
        !inChrome &&
        tag !== 'form' &&
        (tag === 'footer' ||
          element.attribs.role === 'contentinfo' ||
          CHROME_WORDS.test(`${element.attribs.class ?? ''} ${element.attribs.id ?? ''}`));
      if (opens) chrome.push(element);
      walk(element, inChrome || opens, depth + 1);
    }
  };
  walk(root, false, 0);
  return { marked, chrome };
}

/** The site's own postal address as its page states it, or null. */
export function pageAddress($: CheerioAPI, pageUrl: string): PostalAddress | null {
  const host = new URL(pageUrl).hostname;
  const root = $.root().get(0);
  if (!root) return null;
  const { marked, chrome } = addressBlocks(root);
  for (const element of marked.slice(0, BLOCKS_READ_MAX)) {
    const found = /PostalAddress/i.test(element.attribs.itemtype ?? '')
      ? microdataAddress($, element, host)
      : findPostalAddress(linesOf(element), host);
    if (found) return found;
  }
  for (const element of chrome.slice(0, BLOCKS_READ_MAX)) {
    const found = findPostalAddress(linesOf(element), host);
    if (found) return found;
  }
  return null;
}
