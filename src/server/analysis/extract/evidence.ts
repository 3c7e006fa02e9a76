import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { Candidate, CandidateValue, Evidence } from '../../../domain/extracted-candidate';

const MAX_TEXT = 300;
const PATH_DEPTH = 4;

/** A short CSS path naming an element by its tag, id and first classes, e.g. `header > a.logo > img`. */
export function cssPath($: CheerioAPI, element: Element): string {
  const parts: string[] = [];
  let node: Element | null = element;
  while (node && parts.length < PATH_DEPTH && node.tagName && node.tagName !== 'html') {
    const current = $(node);
    const id = current.attr('id');
    const classes = (current.attr('class') ?? '')
      .split(/\s+/)
      .filter((c) => /^[\w-]{1,40}$/.test(c))
      .slice(0, 2);
    parts.unshift(
      `${node.tagName}${id && /^[\w-]{1,40}$/.test(id) ? `#${id}` : ''}${classes.map((c) => `.${c}`).join('')}`,
    );
    if (id || node.tagName === 'body') break;
    node = node.parent && 'tagName' in node.parent ? (node.parent as Element) : null;
  }
  return parts.join(' > ');
}

/** The element's line in the document it was parsed from, when the parser kept locations. */
export function lineOf(element: AnyNode): number | undefined {
  const location = (element as { sourceCodeLocation?: { startLine?: number } | null }).sourceCodeLocation;
  return location?.startLine;
}

export function clip(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= MAX_TEXT ? flat : `${flat.slice(0, MAX_TEXT - 1)}…`;
}

/** Evidence pointing at an element of a page: its path, line, and the attribute or text read. */
export function elementEvidence(
  $: CheerioAPI,
  element: Element | Cheerio<Element>,
  input: { source: string; url: string; attribute?: string; text?: string },
): Evidence {
  const node = 'tagName' in element ? element : element.get(0);
  const evidence: Evidence = { source: input.source, url: input.url };
  if (node) {
    evidence.selector = cssPath($, node);
    const line = lineOf(node);
    if (line) evidence.line = line;
  }
  if (input.attribute) evidence.attribute = input.attribute;
  if (input.text) evidence.text = clip(input.text);
  return evidence;
}

export function candidate<T extends CandidateValue>(
  value: T,
  confidence: number,
  evidence: Evidence,
): Candidate<T> {
  return { value, confidence: Math.max(0, Math.min(1, Math.round(confidence * 1000) / 1000)), evidence };
}
