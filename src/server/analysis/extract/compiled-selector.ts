import { compile } from 'css-select';
import type { AnyNode, Element } from 'domhandler';

/**
 * A test of one element, for cheerio's `closest`, `is`, `parents` and `filter`: the selector is
 * parsed and compiled once. Given a string, cheerio parses and compiles the selector again at
 * every call, for every element, which cost the analyzer about a seventh of its time on real
 * pages (a long selector such as the header's, asked of every image and drawing).
 *
 * Only CSS selectors: cheerio's jQuery extensions (`:first`, `:eq()`) are not understood.
 */
export type ElementTest = (index: number, element: Element) => boolean;

export function compiledSelector(selector: string): ElementTest {
  const matches = compile<AnyNode, Element>(selector, { xmlMode: false });
  return (_, element) => matches(element);
}
