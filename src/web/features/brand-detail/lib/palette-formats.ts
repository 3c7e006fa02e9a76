/** A brand colour for export: its role or name and its hex. */
export interface PaletteColor {
  name: string;
  hex: string;
}

/** 'Primary Blue' → 'primary-blue'; a token name safe in CSS, Tailwind and JSON. */
export function tokenName(name: string, index: number): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || `color-${index + 1}`;
}

function uniqueNames(colors: PaletteColor[]): [string, string][] {
  const seen = new Map<string, number>();
  return colors.map((color, index) => {
    const base = tokenName(color.name, index);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [count > 1 ? `${base}-${count}` : base, color.hex.toUpperCase()];
  });
}

export function toCssVariables(brandSlug: string, colors: PaletteColor[]): string {
  const lines = uniqueNames(colors).map(([name, hex]) => `  --${brandSlug}-${name}: ${hex};`);
  return `:root {\n${lines.join('\n')}\n}\n`;
}

/** A Tailwind CSS v4 `@theme` block: utilities such as bg-nike-primary follow from it. */
export function toTailwindTheme(brandSlug: string, colors: PaletteColor[]): string {
  const lines = uniqueNames(colors).map(([name, hex]) => `  --color-${brandSlug}-${name}: ${hex};`);
  return `@theme {\n${lines.join('\n')}\n}\n`;
}

/** W3C Design Tokens (Community Group format): a group of colour tokens. */
export function toDesignTokens(brandSlug: string, colors: PaletteColor[]): string {
  const group: Record<string, { $type: 'color'; $value: string; $description?: string }> = {};
  for (const [[name, hex], color] of uniqueNames(colors).map((entry, i) => [entry, colors[i]] as const)) {
    group[name] = { $type: 'color', $value: hex, ...(color ? { $description: color.name } : {}) };
  }
  return `${JSON.stringify({ [brandSlug]: group }, null, 2)}\n`;
}
