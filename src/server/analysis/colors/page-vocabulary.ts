import type { CheerioAPI } from 'cheerio';

/** The tag names, ids and classes a page's elements carry: enough to tell a rule that can match nothing. */
export interface PageVocabulary {
  tags: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  classes: ReadonlySet<string>;
}

/**
 * The page's vocabulary, or undefined for a shell its scripts fill (`<div id="app">` and no link):
 * its markup does not say which rules style something.
 */
export function pageVocabulary($: CheerioAPI): PageVocabulary | undefined {
  if ($('body a[href]').length === 0) return undefined;
  const tags = new Set<string>();
  const ids = new Set<string>();
  const classes = new Set<string>();
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    tags.add(element.tagName.toLowerCase());
    if (element.attribs.id) ids.add(element.attribs.id);
    for (const name of (element.attribs.class ?? '').split(/\s+/)) if (name) classes.add(name);
  });
  return { tags, ids, classes };
}

/** A name in a selector with its CSS escapes undone: `.md\:bg-red` names the class 'md:bg-red'. */
const unescapeCss = (name: string) => name.replace(/\\(.)/g, '$1');

const NAME = String.raw`(?:\\.|[^\s.#:[\]>+~,()\\*])+`;
const CLASS = new RegExp(String.raw`\.(${NAME})`, 'g');
const ID = new RegExp(`#(${NAME})`, 'g');
const TAG = /^[a-z][a-z0-9-]*/i;

/**
 * The compound a selector styles, the part after its last combinator, without its pseudo-classes,
 * pseudo-elements and attribute tests: `.navbar .btn-primary:not(.disabled):hover` → `.btn-primary`.
 * Ancestors are left out on purpose: state classes scripts add (`.js`, `.is-scrolled`) are often
 * theirs, and the static page does not carry them.
 */
function subjectOf(selector: string): string {
  let plain = selector;
  // Innermost parentheses first: :not(:first-child), :is(.a, .b).
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/(?<!\\)::?[\w-]+\([^()]*\)/g, '');
  }
  plain = plain.replace(/(?<!\\)::?[\w-]+/g, '').replace(/\[[^\]]*\]/g, '');
  const compounds = plain.trim().split(/\s*[>+~]\s*|\s+/);
  return compounds[compounds.length - 1] ?? '';
}

/**
 * Whether a selector (one of a list) could style an element of the page: every tag, id and class
 * its subject names is on the page. Anything it cannot tell (a universal or attribute-only
 * selector) could match.
 */
export function couldMatch(selector: string, page: PageVocabulary): boolean {
  const subject = subjectOf(selector);
  const tag = TAG.exec(subject)?.[0];
  if (tag && !page.tags.has(tag.toLowerCase())) return false;
  for (const [, name] of subject.matchAll(ID)) if (!page.ids.has(unescapeCss(name ?? ''))) return false;
  for (const [, name] of subject.matchAll(CLASS))
    if (!page.classes.has(unescapeCss(name ?? ''))) return false;
  return true;
}
