/**
 * Tailwind class lists merged so that a later utility replaces an earlier one that sets the same
 * thing: `px-2 … px-4` keeps `px-4`, `p-2 … px-4` keeps both, `text-sm text-red-600` keeps both
 * (a size and a colour). Classes are compared under the same variants (`hover:`, `md:`,
 * `[&_svg]:`, as written) and importance (`!`). A class this module does not know is kept (once):
 * it never removes another, nor is removed.
 *
 * It knows the utilities the web's components merge (src/web/lib/cn.test.ts reads them from the
 * source and fails on one that has no group here), the way tailwind-merge groups them.
 */

/** Utilities grouped by their name up to the value: `w-12` and `w-[3px]` are both `w`. */
const BY_PREFIX = new RegExp(
  '^(' +
    [
      'inset-x|inset-y|inset|top|right|bottom|left|start|end|z|order',
      'basis|gap-x|gap-y|gap|space-x|space-y',
      'p[xytrblse]?|m[xytrblse]?|size|min-w|max-w|w|min-h|max-h|h',
      'grid-cols|grid-rows|col-span|row-span|justify-items|justify-self|items|self',
      'place-content|place-items|place-self|leading|tracking|line-clamp|underline-offset',
      'opacity|cursor|pointer-events|select|overflow-x|overflow-y|overflow|whitespace|appearance',
      'transition|duration|ease|delay|animate|translate-x|translate-y|scale|rotate|aspect',
      'outline-offset|brightness|content',
    ].join('|') +
    ')-',
);

/** Groups of utilities with a name of their own, each a pattern of the whole class. */
const WHOLE: [group: string, pattern: RegExp][] = [
  [
    'display',
    /^(block|inline-block|inline|flex|inline-flex|grid|inline-grid|hidden|contents|flow-root|table)$/,
  ],
  ['position', /^(static|fixed|absolute|relative|sticky)$/],
  ['sr', /^(not-)?sr-only$/],
  ['flex', /^flex-(\d+|auto|initial|none|\[.+\])$/],
  ['flex-direction', /^flex-(row|col)(-reverse)?$/],
  ['flex-wrap', /^flex-(wrap|nowrap|wrap-reverse)$/],
  ['grow', /^grow(-|$)/],
  ['shrink', /^shrink(-|$)/],
  ['justify', /^justify-(start|end|center|between|around|evenly|stretch|normal|baseline)$/],
  ['transition', /^transition$/],
  ['text-align', /^text-(left|center|right|justify|start|end)$/],
  ['text-wrap', /^text-(wrap|nowrap|balance|pretty)$/],
  ['text-overflow', /^(truncate|text-ellipsis|text-clip)$/],
  ['font-size', /^text-((xs|sm|base|lg|\d*xl)(\/.+)?|\[(\d|length:).+\])$/],
  ['text-color', /^text-/],
  ['font-weight', /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/],
  ['font-family', /^font-/],
  ['text-transform', /^(uppercase|lowercase|capitalize|normal-case)$/],
  ['text-decoration', /^(underline|overline|line-through|no-underline)$/],
  ['decoration-w', /^decoration-(\d+|auto|from-font|\[\d.*\])$/],
  ['decoration-color', /^decoration-/],
  // An arbitrary property (`[mask-image:…]`, `[--fade:black]`) sets that property alone.
  ['property-$1', /^\[([\w-]+):.+\]$/],
  [
    'bg-color',
    /^bg-(?!(fixed|local|scroll|clip|origin|repeat|no-repeat|auto|cover|contain|none|linear|radial|conic|gradient|top|bottom|left|right|center|blend)(-|$))/,
  ],
  ['border-w', /^border(-(\d+|\[\d.*\]))?$/],
  ['border-w-$1', /^border-([xysetrbl])(-(\d+|\[\d.*\]))?$/],
  ['border-style', /^border-(solid|dashed|dotted|double|hidden|none)$/],
  ['border-color-$1', /^border-([xysetrbl])-/],
  ['border-color', /^border-(?!(spacing|collapse|separate)(-|$))/],
  ['rounded-$2', /^rounded(-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(?=-|$))?/],
  ['shadow', /^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[\d.*\]))?$/],
  ['shadow-color', /^shadow-/],
  ['ring-w', /^ring(-(\d+|\[\d.*\]))?$/],
  ['ring-inset', /^ring-inset$/],
  ['ring-offset-w', /^ring-offset-(\d+|\[\d.*\])$/],
  ['ring-offset-color', /^ring-offset-/],
  ['ring-color', /^ring-/],
  ['outline-w', /^outline(-(\d+|\[\d.*\]))?$/],
  ['outline-style', /^outline-(none|hidden|solid|dashed|dotted|double)$/],
  ['outline-color', /^outline-/],
  ['stroke-w', /^stroke-(\d+|\[\d.*\])$/],
  ['stroke', /^stroke-/],
  ['fill', /^fill-/],
];

const SIDES = { '': 'xysetrbl', x: 'serl', y: 'tb' };
const sides = (prefix: string, of: keyof typeof SIDES) => [...SIDES[of]].map((side) => prefix + side);

/** What each group also sets: a later `p-4` replaces an earlier `px-2`, not the other way round. */
const ALSO_SETS: Record<string, string[]> = {
  overflow: ['overflow-x', 'overflow-y'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  'rounded-': ['s', 'e', 't', 'r', 'b', 'l', 'ss', 'se', 'ee', 'es', 'tl', 'tr', 'br', 'bl'].map(
    (c) => `rounded-${c}`,
  ),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
};
for (const box of ['p', 'm', 'border-w-', 'border-color-']) {
  const whole = box.endsWith('-') ? box.slice(0, -1) : box;
  ALSO_SETS[whole] = sides(box, '');
  ALSO_SETS[`${box}x`] = sides(box, 'x');
  ALSO_SETS[`${box}y`] = sides(box, 'y');
}

/** The group of a utility (the class without its variants, `!` and minus sign), if known. */
export function classGroup(utility: string): string | undefined {
  const prefixed = BY_PREFIX.exec(utility);
  if (prefixed) return prefixed[1];
  for (const [group, pattern] of WHOLE) {
    const match = pattern.exec(utility);
    if (match) return group.replace(/\$(\d)/, (_, n: string) => match[Number(n)] ?? '');
  }
  return undefined;
}

/** A class split into its variants and importance (`hover:!`) and its utility (`p-4`). */
function splitClass(name: string): [scope: string, utility: string] {
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < name.length; i++) {
    const char = name[i];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) cut = i + 1;
  }
  let utility = name.slice(cut);
  let scope = name.slice(0, cut);
  if (utility.startsWith('!') || utility.endsWith('!')) {
    scope += '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  return [scope, utility.replace(/^-/, '')];
}

/** The classes of a space-separated list, each later one replacing the earlier ones it conflicts with. */
export function mergeClasses(list: string): string {
  const names = list.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i] as string;
    if (taken.has(` ${name}`)) continue;
    taken.add(` ${name}`);
    const [scope, utility] = splitClass(name);
    const group = classGroup(utility);
    if (group !== undefined) {
      if (taken.has(scope + group)) continue;
      for (const set of [group, ...(ALSO_SETS[group] ?? [])]) taken.add(scope + set);
    }
    kept.push(name);
  }
  return kept.reverse().join(' ');
}
