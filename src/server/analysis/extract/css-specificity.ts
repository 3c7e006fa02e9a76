/**
 * A selector's specificity, as the cascade weighs it (Selectors Level 4): ids; classes, attributes
 * and pseudo-classes; types and pseudo-elements. Compared column by column, left first.
 */
export type Specificity = readonly [ids: number, classes: number, types: number];

const ZERO: Specificity = [0, 0, 0];
/** Pseudo-elements written with one colon, as CSS 2 wrote them. */
const LEGACY_PSEUDO_ELEMENTS = new Set(['before', 'after', 'first-line', 'first-letter']);
/** Pseudo-classes that weigh as the most specific selector of their argument. */
const AS_ARGUMENT = new Set(['is', 'not', 'has', 'matches', '-webkit-any', '-moz-any']);
/** Pseudo-classes that weigh one class plus their `of S` selector list. */
const NTH_OF = new Set(['nth-child', 'nth-last-child']);

/** -1, 0 or 1 as a weighs less than, the same as or more than b. */
export function compareSpecificity(a: Specificity, b: Specificity): number {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

function add(a: Specificity, b: Specificity): Specificity {
  return [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
}

function heaviest(list: string): Specificity {
  return splitSelectorList(list).reduce<Specificity>((best, one) => {
    const weight = specificityOf(one);
    return compareSpecificity(weight, best) > 0 ? weight : best;
  }, ZERO);
}

/** The index just past the bracket or parenthesis that closes the one opened at `start`. */
function closing(text: string, start: number): number {
  const open = text[start];
  const close = open === '(' ? ')' : ']';
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      const end = text.indexOf(c, i + 1);
      i = end === -1 ? text.length : end;
    } else if (c === open) depth++;
    else if (c === close && --depth === 0) return i + 1;
  }
  return text.length;
}

/** The index just past the identifier (escapes included) that starts at `start`. */
function identifierEnd(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (c === '\\') i += 2;
    else if (/[\w-]/.test(c) || c.charCodeAt(0) > 0x7f) i++;
    else break;
  }
  return i;
}

/** A selector list split at its top-level commas ('a, :is(b, c)' → 'a', ':is(b, c)'). */
export function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(' || c === '[') i = closing(list, i) - 1;
    else if (c === '\\') i++;
    else if (c === ',') {
      parts.push(list.slice(from, i).trim());
      from = i + 1;
    }
  }
  parts.push(list.slice(from).trim());
  return parts.filter(Boolean);
}

/** The specificity of one complex selector ('.site-header a.logo:not(.small)' → [0, 3, 1]). */
export function specificityOf(selector: string): Specificity {
  let weight: Specificity = ZERO;
  let i = 0;
  while (i < selector.length) {
    const c = selector[i] ?? '';
    if (c === '#') {
      weight = add(weight, [1, 0, 0]);
      i = identifierEnd(selector, i + 1);
    } else if (c === '.') {
      weight = add(weight, [0, 1, 0]);
      i = identifierEnd(selector, i + 1);
    } else if (c === '[') {
      weight = add(weight, [0, 1, 0]);
      i = closing(selector, i);
    } else if (c === ':') {
      const element = selector[i + 1] === ':';
      const nameStart = i + (element ? 2 : 1);
      const nameEnd = identifierEnd(selector, nameStart);
      const name = selector.slice(nameStart, nameEnd).toLowerCase();
      const argumentEnd = selector[nameEnd] === '(' ? closing(selector, nameEnd) : nameEnd;
      const argument = selector.slice(nameEnd + 1, argumentEnd - 1);
      if (element || LEGACY_PSEUDO_ELEMENTS.has(name)) weight = add(weight, [0, 0, 1]);
      else if (name === 'where') {
        // :where() weighs nothing, whatever it holds.
      } else if (AS_ARGUMENT.has(name) && argumentEnd > nameEnd) weight = add(weight, heaviest(argument));
      else if (NTH_OF.has(name) && /\sof\s/i.test(argument)) {
        weight = add(add(weight, [0, 1, 0]), heaviest(argument.replace(/^.*?\sof\s/i, '')));
      } else weight = add(weight, [0, 1, 0]);
      i = argumentEnd;
    } else if (/[a-z_\\]/i.test(c) || c.charCodeAt(0) > 0x7f) {
      const end = identifierEnd(selector, i);
      // A namespace prefix (svg|rect) names no element of its own.
      if (selector[end] !== '|') weight = add(weight, [0, 0, 1]);
      i = end;
    } else i++;
  }
  return weight;
}
