import { normalizeBrandName } from '../../../domain/duplicate';
import { domainLabel, fold } from '../extract/brand-names';

/** An official brand colour from the simple-icons registry (CC0), with the page that states it. */
export interface KnownColor {
  hex: string;
  title: string;
  slug: string;
  /** Where simple-icons took the mark and colour from: the brand's own site or brand portal. */
  source: string;
}

interface RegistryIcon {
  title: string;
  slug: string;
  hex: string;
  source: string;
  guidelines?: string;
  aliases?: { aka?: string[]; loc?: Record<string, string> };
}

/** Words a company adds to its name in another domain: hellofreshgroup.com, nbcnews.com. */
const CORPORATE_SUFFIX =
  /^(group|corp|corporate|inc|global|brand|brands|press|media|news|company|official|world)$/;

let registry: RegistryIcon[] | null = null;

async function loadRegistry(): Promise<RegistryIcon[]> {
  if (registry) return registry;
  const icons = (await import('simple-icons')) as unknown as Record<string, unknown>;
  registry = Object.values(icons).filter(
    (value): value is RegistryIcon =>
      typeof (value as RegistryIcon)?.slug === 'string' &&
      typeof (value as RegistryIcon).hex === 'string' &&
      typeof (value as RegistryIcon).source === 'string',
  );
  return registry;
}

/** The label of an address's host that names its owner ('golang' for https://blog.golang.org/…). */
function ownerLabel(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    return normalizeBrandName(domainLabel(raw));
  } catch {
    return null;
  }
}

/** 'Ä' → 'ae' as well as 'a': German sites write Süd as 'sued' in their address. */
function spellings(text: string): string[] {
  const plain = normalizeBrandName(text);
  const german = normalizeBrandName(
    text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss'),
  );
  return plain === german ? [plain] : [plain, german];
}

const words = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * How closely the icon names the brand: Infinity when its title or an alias is the brand's name;
 * else the number of words of its longest title all of whose words are in the brand's name ('Apple'
 * in 'Apple Music' scores 1); 0 when it does not name the brand.
 */
function nameMatch(icon: RegistryIcon, brandName: string): number {
  const titles = [icon.title, ...(icon.aliases?.aka ?? []), ...Object.values(icon.aliases?.loc ?? {})];
  const brandKeys = spellings(brandName);
  if (titles.some((title) => spellings(title).some((k) => brandKeys.includes(k)))) return Infinity;
  const brandWords = new Set(words(brandName));
  let longest = 0;
  for (const title of titles) {
    const titleWords = words(title);
    if (titleWords.every((w) => brandWords.has(w))) longest = Math.max(longest, titleWords.length);
  }
  return longest;
}

/** The icon's source or guidelines live on the brand's own site (or its group's, its news site). */
function fromBrandSite(icon: RegistryIcon, siteLabel: string): boolean {
  return [icon.source, icon.guidelines].some((raw) => {
    const label = ownerLabel(raw);
    if (!label) return false;
    return (
      label === siteLabel ||
      (label.startsWith(siteLabel) && CORPORATE_SUFFIX.test(label.slice(siteLabel.length)))
    );
  });
}

/**
 * The brand's official colour, when the simple-icons registry holds the brand: an icon whose name
 * is the brand's AND whose source is the brand's own site, so a namesake (simple-icons' 'Hermes'
 * is the parcel company at myhermes.de) is never taken for the brand. A sub-brand on its parent's
 * domain ('Apple Music' on music.apple.com) takes its own icon before the parent's: an exact name
 * beats a name all of whose words are in the brand's, and among those the longest name wins.
 */
export async function knownBrandColor(brandName: string, pageUrl: string): Promise<KnownColor | null> {
  const siteLabel = ownerLabel(pageUrl);
  if (!siteLabel || siteLabel.length < 2) return null;
  const icons = await loadRegistry();
  let best: { icon: RegistryIcon; match: number } | null = null;
  for (const icon of icons) {
    const match = nameMatch(icon, brandName);
    if (match > (best?.match ?? 0) && fromBrandSite(icon, siteLabel)) best = { icon, match };
  }
  return best
    ? {
        hex: `#${best.icon.hex.toUpperCase()}`,
        title: best.icon.title,
        slug: best.icon.slug,
        source: best.icon.source,
      }
    : null;
}
