import type { ColorRole } from './color-intel';
import { hexToRgb, normalizeHex } from './hex';

/**
 * A brand's palette, or several brands' palettes side by side, as code a designer can paste:
 * CSS custom properties, SCSS variables, a Tailwind CSS v4 `@theme` and W3C design tokens (the
 * Design Tokens Community Group format, 2025.10). The binary formats (Adobe ASE, a PNG card) are
 * written on the server.
 */
export interface ExportColor {
  /** What the colour is called, e.g. 'Primary' or 'Primary on white'; the token name follows from it. */
  name: string;
  hex: string;
  /** A longer label for formats that keep one (design tokens), e.g. 'Primary · Starbucks Green'. */
  description?: string;
}

export interface ExportGroup {
  /** The brand's slug: the prefix of every name. */
  slug: string;
  /** The brand's name, for comments and titles. */
  title: string;
  colors: ExportColor[];
}

export const TEXT_EXPORT_FORMATS = ['css', 'scss', 'tailwind', 'dtcg'] as const;
export type TextExportFormat = (typeof TEXT_EXPORT_FORMATS)[number];

/** 'Primary Blue' → 'primary-blue': a name safe in CSS, SCSS, Tailwind and design tokens. */
export function tokenName(name: string, index: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `color-${index + 1}`;
}

/** A slug as a name prefix: the same rules, never empty. */
const prefixOf = (slug: string) => tokenName(slug, 0);

interface NamedEntry {
  name: string;
  hex: string;
  color: ExportColor;
}

/** Token names of a group, made unique by a counter (primary, primary-2), hex upper-case. */
export function namedEntries(group: ExportGroup): NamedEntry[] {
  const seen = new Map<string, number>();
  const entries: NamedEntry[] = [];
  group.colors.forEach((color, index) => {
    const hex = normalizeHex(color.hex);
    if (!hex) return;
    const base = tokenName(color.name, index);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    entries.push({ name: count > 1 ? `${base}-${count}` : base, hex, color });
  });
  return entries;
}

/** Comments must not end early: a title cannot close the comment it sits in. */
const commentText = (text: string) => text.replace(/\*\//g, '* /').replace(/[\r\n]+/g, ' ');

export function toCssVariables(groups: readonly ExportGroup[]): string {
  const blocks = groups.map((group) => {
    const lines = namedEntries(group).map(({ name, hex }) => `  --${prefixOf(group.slug)}-${name}: ${hex};`);
    return `  /* ${commentText(group.title)} */\n${lines.join('\n')}`;
  });
  return `:root {\n${blocks.join('\n\n')}\n}\n`;
}

export function toScss(groups: readonly ExportGroup[]): string {
  return `${groups
    .map((group) => {
      const prefix = prefixOf(group.slug);
      const entries = namedEntries(group);
      const variables = entries.map(({ name, hex }) => `$${prefix}-${name}: ${hex};`);
      const map = entries.map(({ name }) => `  '${name}': $${prefix}-${name},`);
      return `// ${commentText(group.title)}\n${variables.join('\n')}\n$${prefix}-colors: (\n${map.join('\n')}\n);`;
    })
    .join('\n\n')}\n`;
}

/** A Tailwind CSS v4 `@theme` block: utilities such as bg-starbucks-primary follow from it. */
export function toTailwindTheme(groups: readonly ExportGroup[]): string {
  const blocks = groups.map((group) => {
    const lines = namedEntries(group).map(
      ({ name, hex }) => `  --color-${prefixOf(group.slug)}-${name}: ${hex};`,
    );
    return `  /* ${commentText(group.title)} */\n${lines.join('\n')}`;
  });
  return `@theme {\n${blocks.join('\n\n')}\n}\n`;
}

/** sRGB channels 0..1, rounded so that they give the same hex back. */
const srgbComponents = (hex: string): [number, number, number] => {
  const rgb = hexToRgb(hex) ?? { r: 0, g: 0, b: 0 };
  const channel = (v: number) => Math.round((v / 255) * 10_000) / 10_000;
  return [channel(rgb.r), channel(rgb.g), channel(rgb.b)];
};

export interface DesignTokenColor {
  $type: 'color';
  $value: { colorSpace: 'srgb'; components: [number, number, number]; alpha: 1; hex: string };
  $description?: string;
}

/**
 * W3C design tokens (DTCG 2025.10): one group per brand, a colour token per colour whose value
 * is an sRGB colour object with its hex fallback (lower-case six digits, as the colour module asks).
 */
export function toDesignTokens(groups: readonly ExportGroup[]): string {
  const document: Record<string, Record<string, DesignTokenColor | string>> = {};
  for (const group of groups) {
    const tokens: Record<string, DesignTokenColor | string> = { $description: group.title };
    for (const { name, hex, color } of namedEntries(group)) {
      tokens[name] = {
        $type: 'color',
        $value: { colorSpace: 'srgb', components: srgbComponents(hex), alpha: 1, hex: hex.toLowerCase() },
        ...(color.description ? { $description: color.description } : {}),
      };
    }
    document[prefixOf(group.slug)] = tokens;
  }
  return `${JSON.stringify(document, null, 2)}\n`;
}

export function renderTextExport(format: TextExportFormat, groups: readonly ExportGroup[]): string {
  switch (format) {
    case 'css':
      return toCssVariables(groups);
    case 'scss':
      return toScss(groups);
    case 'tailwind':
      return toTailwindTheme(groups);
    case 'dtcg':
      return toDesignTokens(groups);
  }
}

/** A brand colour as exports take it; the AA variants are there once the server has measured them. */
export interface ExportSourceColor {
  role: ColorRole;
  hex: string;
  name: string;
  on_white?: { hex: string; contrast: number };
  on_black?: { hex: string; contrast: number };
}

const ROLE_NAMES: Readonly<Record<Exclude<ColorRole, 'palette'>, string>> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
};

/**
 * A brand's colours for export: stable names by role (Primary, Secondary, Accent, Color 4, …) with
 * the colour's own name in the description; with `pairs`, each colour's nearest AA shade on white
 * and tint on black follow it ('Primary on white', 'Primary on black'). The page's preview and the
 * server's files use this one rule.
 */
export function exportGroupOf(
  brand: { slug: string; name: string },
  colors: readonly ExportSourceColor[],
  pairs: boolean,
): ExportGroup {
  const out: ExportColor[] = [];
  colors.forEach((color, index) => {
    const base = color.role === 'palette' ? `Color ${index + 1}` : ROLE_NAMES[color.role];
    out.push({ name: base, hex: color.hex, description: `${base} · ${color.name}` });
    if (!pairs) return;
    if (color.on_white) {
      out.push({
        name: `${base} on white`,
        hex: color.on_white.hex,
        description: `${base} reaching AA (${color.on_white.contrast.toFixed(2)}:1) on white`,
      });
    }
    if (color.on_black) {
      out.push({
        name: `${base} on black`,
        hex: color.on_black.hex,
        description: `${base} reaching AA (${color.on_black.contrast.toFixed(2)}:1) on black`,
      });
    }
  });
  return { slug: brand.slug, title: brand.name, colors: out };
}
