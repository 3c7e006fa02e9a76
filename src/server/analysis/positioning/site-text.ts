import type { CheerioAPI } from 'cheerio';
import type { SiteSnapshot } from '../pipeline/site-snapshot';

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Characters of a page read by the heuristics: far more than any brand says of itself. */
export const VOICE_TEXT_MAX_CHARS = 100_000;
/** Headings read per page. */
const HEADINGS_MAX = 60;

/** Page furniture that says nothing about the brand's voice or prices. */
const FURNITURE_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'nav',
  'footer',
  'form',
  'iframe',
]);

/** The shape of a parsed node as cheerio's parser builds it. */
interface DomNode {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
}

const isFurniture = (node: DomNode) =>
  FURNITURE_TAGS.has(node.name ?? '') ||
  node.attribs?.role === 'navigation' ||
  node.attribs?.['aria-hidden'] === 'true';

/**
 * The text under a node without its furniture, in document order, stopping once `max` characters
 * are collected: one walk of the tree, no copy of it, so a huge page costs no more than its start.
 */
function textWithoutFurniture(root: DomNode, max: number): string {
  const parts: string[] = [];
  let length = 0;
  const stack: DomNode[] = [root];
  while (stack.length > 0 && length < max) {
    const node = stack.pop() as DomNode;
    if (node.type === 'text') {
      parts.push(node.data ?? '');
      length += node.data?.length ?? 0;
      continue;
    }
    if (node !== root && isFurniture(node)) continue;
    const children = node.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i] as DomNode);
  }
  return parts.join(' ');
}

function mainNode($: CheerioAPI): DomNode | null {
  const main = $('main').get(0) ?? $('body').get(0) ?? $.root().get(0);
  return (main as unknown as DomNode | undefined) ?? null;
}

/**
 * What a page says about the brand, for the heuristics: its title, meta and Open Graph
 * descriptions and headings (which so count twice), and the text of its main content without
 * navigation, footer, forms and scripts; at most 100,000 characters.
 */
export function brandVoiceText(page: SiteSnapshot): string {
  const { $ } = page;
  const parts = [
    $('title').first().text(),
    $('meta[name="description"]').attr('content') ?? '',
    $('meta[property="og:description"]').attr('content') ?? '',
    ...$('h1, h2, h3')
      .slice(0, HEADINGS_MAX)
      .toArray()
      .map((el) => $(el).text()),
  ];
  const main = mainNode($);
  if (main) parts.push(textWithoutFurniture(main, VOICE_TEXT_MAX_CHARS));
  return parts.map(clean).filter(Boolean).join('. ').slice(0, VOICE_TEXT_MAX_CHARS);
}

/** The brand's promise in its own words: the tagline, else the first sentence of its description, else its main heading. */
export function valuePropositionOf(page: SiteSnapshot, tagline: string | null): string | null {
  if (tagline?.trim()) return clean(tagline);
  const { $ } = page;
  const description =
    $('meta[name="description"]').attr('content') ??
    $('meta[property="og:description"]').attr('content') ??
    '';
  const sentence = clean(description).split(/(?<=[.!?])\s/)[0];
  if (sentence) return sentence;
  const heading = clean($('h1').first().text());
  return heading || null;
}
