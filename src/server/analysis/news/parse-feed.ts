import { XMLParser } from 'fast-xml-parser';
import { httpAddress } from '../../../domain/http-address';
import { cleanNewsText } from '../../../domain/text';

/** One item of recent_news, the shape the brand page reads (spec 001 §3). */
export interface NewsItem {
  title: string;
  url: string;
  source: string;
  /** ISO 8601, or null when the feed gives no readable date. */
  publishedAt: string | null;
  /** Plain text: tags, scripts and entities removed. */
  description: string;
}

export interface ParsedFeed {
  format: 'rss' | 'atom' | 'rdf';
  title: string | null;
  items: NewsItem[];
}

/** Items kept per brand, newest first; the page shows four (spec 001 §9). */
export const NEWS_ITEMS_KEPT = 10;
/** Words of an item's text kept in storage; the page shows fifty. */
const DESCRIPTION_WORDS = 120;
const TITLE_WORDS = 40;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: true,
  htmlEntities: true,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;

/** Plain text of a feed's HTML, without the space a removed tag leaves before punctuation. */
const plain = (html: string, maxWords: number) =>
  cleanNewsText(html, maxWords).replace(/\s+([.,;:!?])/g, '$1');

const asNode = (value: unknown): Node | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : null;

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** The text of an element that may carry attributes (`{ '#text': …, '@_type': 'html' }`). */
function textOf(value: unknown): string {
  const v = first(value);
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  const node = asNode(v);
  if (node && typeof node['#text'] === 'string') return node['#text'];
  if (node && typeof node['#text'] === 'number') return String(node['#text']);
  return '';
}

function absoluteHttpUrl(raw: string, base: string): string | null {
  return httpAddress(raw, base)?.href ?? null;
}

function isoDate(raw: string): string | null {
  if (!raw.trim()) return null;
  const time = Date.parse(raw.trim());
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

/** Atom links: the rel="alternate" one (or the one without rel) is the article. */
function atomLink(value: unknown): string {
  const links = (Array.isArray(value) ? value : [value]).map(asNode).filter((l): l is Node => l !== null);
  const alternate =
    links.find((l) => l['@_rel'] === 'alternate' || l['@_rel'] === undefined) ?? links[0] ?? null;
  return typeof alternate?.['@_href'] === 'string' ? alternate['@_href'] : '';
}

interface RawItem {
  title: string;
  link: string;
  date: string;
  html: string;
}

function rssItems(items: unknown[]): RawItem[] {
  return items.map(asNode).flatMap((item) => {
    if (!item) return [];
    const guid = asNode(first(item.guid));
    const permalink = guid && guid['@_isPermaLink'] !== 'false' ? textOf(guid) : textOf(item.guid);
    return [
      {
        title: textOf(item.title),
        link: textOf(item.link) || (/^https?:/i.test(permalink) ? permalink : ''),
        date: textOf(item.pubDate) || textOf(item['dc:date']) || textOf(item.published),
        html: textOf(item.description) || textOf(item['content:encoded']),
      },
    ];
  });
}

function atomEntries(entries: unknown[]): RawItem[] {
  return entries.map(asNode).flatMap((entry) => {
    if (!entry) return [];
    return [
      {
        title: textOf(entry.title),
        link: atomLink(entry.link),
        date: textOf(entry.published) || textOf(entry.updated),
        html: textOf(entry.summary) || textOf(entry.content),
      },
    ];
  });
}

/** Internal DTD subsets can declare entities; no feed needs them, so they are removed unread. */
function withoutDoctype(xml: string): string {
  return xml.replace(/<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/gi, '');
}

/**
 * Reads an RSS 2.0, RSS 1.0 (RDF) or Atom document into news items: titles and texts as plain text,
 * links made absolute against the feed's address (http and https only), dates as ISO strings,
 * newest first, duplicates removed. Anything else (an HTML page, broken XML) gives null.
 */
export function parseFeed(xml: string, feedUrl: string, fallbackSource: string): ParsedFeed | null {
  let doc: Node;
  try {
    doc = parser.parse(withoutDoctype(xml)) as Node;
  } catch {
    return null;
  }
  const rss = asNode(asNode(doc.rss)?.channel);
  const rdf = asNode(doc['rdf:RDF']);
  const atom = asNode(doc.feed);
  let format: ParsedFeed['format'];
  let title: string;
  let raw: RawItem[];
  if (rss) {
    format = 'rss';
    title = textOf(rss.title);
    raw = rssItems((rss.item as unknown[] | undefined) ?? []);
  } else if (rdf) {
    format = 'rdf';
    title = textOf(asNode(rdf.channel)?.title);
    raw = rssItems((rdf.item as unknown[] | undefined) ?? []);
  } else if (atom) {
    format = 'atom';
    title = textOf(atom.title);
    raw = atomEntries((atom.entry as unknown[] | undefined) ?? []);
  } else {
    return null;
  }

  const source = plain(title, TITLE_WORDS) || fallbackSource;
  const seen = new Set<string>();
  const items: NewsItem[] = [];
  for (const item of raw) {
    const itemTitle = plain(item.title, TITLE_WORDS);
    const url = absoluteHttpUrl(item.link, feedUrl);
    if (!itemTitle || !url || seen.has(url)) continue;
    seen.add(url);
    items.push({
      title: itemTitle,
      url,
      source,
      publishedAt: isoDate(item.date),
      description: plain(item.html, DESCRIPTION_WORDS),
    });
  }
  // Newest first; undated items keep their feed order after the dated ones.
  const dated = items
    .filter((i) => i.publishedAt)
    .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''));
  const undated = items.filter((i) => !i.publishedAt);
  return { format, title: source, items: [...dated, ...undated].slice(0, NEWS_ITEMS_KEPT) };
}
