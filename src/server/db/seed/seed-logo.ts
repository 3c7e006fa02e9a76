import { contrastRatio } from '../../../domain/text-color';
import type { SeedBrand } from './catalogue/seed-brand';

/** A curated brand's logo, as the seed stores it. */
export interface SeedLogo {
  /** Where the artwork comes from, as the logo's provenance names it: `simple-icons:nike`. */
  source: string;
  /** The stored file's name within the brand's folder. */
  fileName: string;
  svg: string;
}

interface SimpleIcon {
  slug: string;
  svg: string;
  hex: string;
}

/** An icon of an Iconify JSON set: the drawing's body, and its box where it differs from the set's. */
interface IconifyIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

interface IconifySet {
  icons: Record<string, IconifyIcon>;
  width?: number;
  height?: number;
}

let simpleIcons: Map<string, SimpleIcon> | null = null;
let svgLogos: IconifySet | null = null;

/** The artwork a curated brand names, if any: simple-icons first, then SVG Logos. */
export function seedLogoSource(seed: SeedBrand): string | null {
  if (seed.simple_icon) return `simple-icons:${seed.simple_icon}`;
  if (seed.svg_logo) return `svg-logos:${seed.svg_logo}`;
  return null;
}

/** The curated brand's logo file, or null when it names none or its package lacks it. */
export async function seedLogo(seed: SeedBrand): Promise<SeedLogo | null> {
  const source = seedLogoSource(seed);
  if (!source) return null;
  const svg = seed.simple_icon
    ? await simpleIconSvg(seed.simple_icon)
    : await svgLogosSvg(seed.svg_logo ?? '', seed.primary_color);
  if (!svg) return null;
  return { source, fileName: `${source.replace(':', '-')}.svg`, svg };
}

/** The brand's mark from the simple-icons package (CC0), filled with its brand colour. */
async function simpleIconSvg(slug: string): Promise<string | null> {
  if (!simpleIcons) {
    const icons = (await import('simple-icons')) as unknown as Record<string, SimpleIcon | unknown>;
    simpleIcons = new Map();
    for (const value of Object.values(icons)) {
      const icon = value as Partial<SimpleIcon>;
      if (typeof icon?.slug === 'string' && typeof icon.svg === 'string')
        simpleIcons.set(icon.slug, icon as SimpleIcon);
    }
  }
  const icon = simpleIcons.get(slug);
  if (!icon) return null;
  return icon.svg.replace('<svg ', `<svg fill="#${icon.hex}" `);
}

/**
 * The brand's logo from Gil Barbara's SVG Logos (CC0), drawn as a file. Artwork in the brand's own
 * colours keeps them; one-colour artwork takes the brand's primary colour, as a simple-icons mark
 * does, unless that colour would not show on white.
 */
async function svgLogosSvg(name: string, primaryColor: string): Promise<string | null> {
  if (!svgLogos) svgLogos = (await import('@iconify-json/logos')).icons as IconifySet;
  const icon = Object.hasOwn(svgLogos.icons, name) ? svgLogos.icons[name] : undefined;
  if (!icon) return null;
  const box = [
    icon.left ?? 0,
    icon.top ?? 0,
    icon.width ?? svgLogos.width ?? 16,
    icon.height ?? svgLogos.height ?? 16,
  ];
  const oneColour = !/\bfill=/.test(icon.body);
  const fill =
    oneColour && (contrastRatio(primaryColor, '#FFFFFF') ?? 0) >= 3 ? ` fill="${primaryColor}"` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${box.join(' ')}"${fill}>${icon.body}</svg>`;
}
