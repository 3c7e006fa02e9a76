interface SimpleIcon {
  slug: string;
  svg: string;
  hex: string;
}

let bySlug: Map<string, SimpleIcon> | null = null;

/** The brand's mark from the simple-icons package (CC0), filled with its brand colour. */
export async function simpleIconSvg(slug: string): Promise<string | null> {
  if (!bySlug) {
    const icons = (await import('simple-icons')) as unknown as Record<string, SimpleIcon | unknown>;
    bySlug = new Map();
    for (const value of Object.values(icons)) {
      const icon = value as Partial<SimpleIcon>;
      if (typeof icon?.slug === 'string' && typeof icon.svg === 'string')
        bySlug.set(icon.slug, icon as SimpleIcon);
    }
  }
  const icon = bySlug.get(slug);
  if (!icon) return null;
  return icon.svg.replace('<svg ', `<svg fill="#${icon.hex}" `);
}
