import type { CheerioAPI } from 'cheerio';
import { normalizeBrandName } from '../../../domain/duplicate';
import type { JsonLdNode } from '../pipeline/site-snapshot';

/** The networks the analyzer recognises (twitter stands for X as well). */
export const SOCIAL_NETWORKS = ['linkedin', 'twitter', 'instagram', 'facebook', 'youtube', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

const HOSTS: Readonly<Record<string, SocialNetwork>> = {
  'linkedin.com': 'linkedin',
  'twitter.com': 'twitter',
  'x.com': 'twitter',
  'instagram.com': 'instagram',
  'facebook.com': 'facebook',
  'fb.com': 'facebook',
  'youtube.com': 'youtube',
  'tiktok.com': 'tiktok',
};

/** Profiles are written on these hosts; X keeps the host the site used (x.com or twitter.com). */
const CANONICAL_HOSTS: Readonly<Partial<Record<SocialNetwork, string>>> = {
  linkedin: 'www.linkedin.com',
  instagram: 'www.instagram.com',
  facebook: 'www.facebook.com',
  youtube: 'www.youtube.com',
  tiktok: 'www.tiktok.com',
};

/** First path segments that are actions, not profiles. */
const NOT_PROFILES: Readonly<Record<SocialNetwork, RegExp>> = {
  linkedin: /^(?!company$|in$|school$|showcase$)/,
  twitter: /^(intent|share|home|search|hashtag|i|login|signup|explore|settings|tos|privacy)$/,
  instagram: /^(p|reel|reels|explore|accounts|stories|direct|about|legal)$/,
  facebook: /^(sharer|sharer\.php|share|dialog|plugins|login|tr|help|policies|privacy|watch|events|groups)$/,
  youtube: /^(watch|embed|results|shorts|playlist|feed|redirect|t|about|howyoutubeworks)$/,
  tiktok: /^(?!@)/,
};

export interface SocialProfile {
  network: SocialNetwork;
  /** https, without query or fragment (except facebook's profile.php?id=). */
  url: string;
  /** The account name in the address, for matching it with the brand. */
  handle: string;
}

/**
 * The social profile an address points to, or null for anything else: share buttons, posts,
 * videos, search pages and hosts of other sites are not profiles.
 */
export function socialProfileOf(raw: string, base?: string): SocialProfile | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const bare = url.hostname.toLowerCase().replace(/^(www|m|mobile)\./, '');
  // Country editions: uk.linkedin.com, de-de.facebook.com.
  const host = HOSTS[bare] ? bare : bare.replace(/^[a-z]{2}(-[a-z]{2})?\./, '');
  const network = HOSTS[host];
  if (!network) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const [head, second] = segments;
  if (!head || NOT_PROFILES[network].test(head.toLowerCase())) return null;
  let path: string;
  let handle: string;
  if (network === 'linkedin' || (network === 'youtube' && ['channel', 'c', 'user'].includes(head))) {
    if (!second) return null;
    path = `/${head}/${second}`;
    handle = second;
  } else if (network === 'facebook' && head === 'profile.php') {
    const id = url.searchParams.get('id');
    if (!id || !/^\d+$/.test(id)) return null;
    return { network, url: `https://www.facebook.com/profile.php?id=${id}`, handle: id };
  } else if (network === 'facebook' && head === 'pages') {
    if (segments.length < 2) return null;
    path = `/${segments.slice(0, 3).join('/')}`;
    handle = second ?? '';
  } else {
    path = `/${head}`;
    handle = head.replace(/^@/, '');
  }
  return { network, url: `https://${CANONICAL_HOSTS[network] ?? host}${path}`, handle };
}

const SOCIAL_HOST_HINT = /(linkedin|twitter|x|instagram|facebook|fb|youtube|tiktok)\.com/i;

/** Links to a network examined per page at most: a page may hold thousands. */
const PROFILE_LINKS_MAX = 500;

interface Candidate extends SocialProfile {
  /** sameAs 3, rel=me 2, header or footer 1, elsewhere 0: the best place it was found. */
  weight: number;
  /** How often the page names it. */
  count: number;
  /** When it was first found. */
  order: number;
}

function sameAsOf(nodes: JsonLdNode[]): string[] {
  return nodes.flatMap((node) => {
    const sameAs = node.sameAs;
    if (typeof sameAs === 'string') return [sameAs];
    return Array.isArray(sameAs) ? sameAs.filter((s): s is string => typeof s === 'string') : [];
  });
}

/**
 * The brand's profile on each network, from what its site says: JSON-LD sameAs first, then
 * rel="me" links, then links in the header or footer, then any link. Among equals, a profile whose
 * handle resembles the brand's name or domain wins, then the most linked, then the first.
 */
export function findSocialLinks(
  $: CheerioAPI,
  jsonLd: JsonLdNode[],
  pageUrl: string,
  brandName: string,
): SocialLinks {
  const candidates = new Map<string, Candidate>();
  const add = (raw: string | undefined, weight: number) => {
    const profile = raw ? socialProfileOf(raw, pageUrl) : null;
    if (!profile) return;
    const seen = candidates.get(profile.url);
    if (seen) {
      seen.count++;
      seen.weight = Math.max(seen.weight, weight);
    } else {
      candidates.set(profile.url, { ...profile, weight, count: 1, order: candidates.size });
    }
  };
  for (const url of sameAsOf(jsonLd)) add(url, 3);
  $('link[rel~="me"][href], a[rel~="me"][href]').each((_, el) => add($(el).attr('href'), 2));
  let examined = 0;
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href') ?? '';
    // Only links to a known network are looked at closely.
    if (!SOCIAL_HOST_HINT.test(href)) return;
    const inChrome = $(el).closest('header, footer, nav, [role="contentinfo"], [role="banner"]').length > 0;
    add(href, inChrome ? 1 : 0);
    return ++examined < PROFILE_LINKS_MAX;
  });

  const domainLabel = new URL(pageUrl).hostname.replace(/^www\./, '').split('.')[0] ?? '';
  const keys = [normalizeBrandName(brandName), normalizeBrandName(domainLabel)].filter((k) => k.length >= 3);
  const resembles = (handle: string) => {
    const h = normalizeBrandName(handle);
    return keys.some((k) => h.includes(k) || (h.length >= 3 && k.includes(h)));
  };

  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const mine = [...candidates.values()]
      .filter((c) => c.network === network)
      .map((c) => ({ ...c, resembles: resembles(c.handle) }));
    const best = mine.sort(
      (a, b) =>
        b.weight - a.weight ||
        Number(b.resembles) - Number(a.resembles) ||
        b.count - a.count ||
        a.order - b.order,
    )[0];
    if (best) links[network] = best.url;
  }
  return links;
}
