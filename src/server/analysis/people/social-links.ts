import type { CheerioAPI } from 'cheerio';
import { normalizeBrandName } from '../../../domain/duplicate';
import { type Candidate, FILL_THRESHOLD } from '../../../domain/extracted-candidate';
import { domainLabel } from '../extract/brand-names';
import { compiledSelector } from '../extract/compiled-selector';
import { elementEvidence } from '../extract/evidence';
import type { JsonLdNode } from '../pipeline/site-snapshot';

/** The networks the analyzer recognises (twitter stands for X as well). */
export const SOCIAL_NETWORKS = [
  'linkedin',
  'twitter',
  'instagram',
  'facebook',
  'youtube',
  'tiktok',
  'pinterest',
  'xing',
  'github',
  'vimeo',
  'reddit',
  'tumblr',
  'threads',
  'mastodon',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/** Host (without www., m. or a country edition) → network. */
const HOSTS: Readonly<Record<string, SocialNetwork>> = {
  'linkedin.com': 'linkedin',
  'twitter.com': 'twitter',
  'x.com': 'twitter',
  'instagram.com': 'instagram',
  'facebook.com': 'facebook',
  'fb.com': 'facebook',
  'youtube.com': 'youtube',
  'tiktok.com': 'tiktok',
  'pinterest.com': 'pinterest',
  'xing.com': 'xing',
  'github.com': 'github',
  'vimeo.com': 'vimeo',
  'reddit.com': 'reddit',
  'threads.net': 'threads',
  'mastodon.social': 'mastodon',
  'mastodon.online': 'mastodon',
};

/** Profiles are written on these hosts; X keeps the host the site used (x.com or twitter.com). */
const CANONICAL_HOSTS: Readonly<Partial<Record<SocialNetwork, string>>> = {
  linkedin: 'www.linkedin.com',
  instagram: 'www.instagram.com',
  facebook: 'www.facebook.com',
  youtube: 'www.youtube.com',
  tiktok: 'www.tiktok.com',
  pinterest: 'www.pinterest.com',
  xing: 'www.xing.com',
  reddit: 'www.reddit.com',
  threads: 'www.threads.net',
};

/**
 * First path segments that are the platform's own pages, actions or single posts, never a
 * brand's profile: share buttons, a note, a photo, a hashtag, the help pages.
 */
const NOT_PROFILES: Readonly<Record<SocialNetwork, RegExp>> = {
  linkedin: /^(?!company$|in$|school$|showcase$)/,
  twitter:
    /^(intent|share|home|search|hashtag|i|login|signup|explore|settings|tos|privacy|about|help|notifications|messages|compose|twitter|x)$/,
  instagram: /^(p|reel|reels|tv|explore|accounts|stories|direct|about|legal|developer|instagram)$/,
  facebook:
    /^(sharer|sharer\.php|share|share\.php|dialog|plugins|login|tr|help|policies|privacy|watch|events|groups|notes|permalink\.php|photo\.php|photos|story\.php|media|posts|hashtag|business|ads|gaming|marketplace|facebook|l\.php|home\.php)$/,
  youtube:
    /^(watch|embed|results|shorts|playlist|feed|redirect|t|about|howyoutubeworks|youtube|premium|live|hashtag|account|signin)$/,
  tiktok: /^(?!@)/,
  pinterest: /^(pin|search|ideas|today|explore|_|business|about|pinterest|login)$/,
  xing: /^(?!companies$|pages$|profile$)/,
  github:
    /^(features|pricing|login|join|about|explore|topics|marketplace|sponsors|orgs|settings|site|github|enterprise|security)$/,
  vimeo: /^(\d+|channels|groups|ondemand|search|watch|upgrade|about|log_in|join|vimeo)$/,
  reddit: /^(?!r$|user$|u$)/,
  tumblr: /^$/,
  threads: /^(?!@)/,
  mastodon: /^(?!@)/,
};

/** The segment after a profile that marks one post of it: /acme/status/1, /@acme/video/1. */
const POST_SEGMENT = /^(status|statuses|video|posts|reel|pin|comments|permalink)$/i;

export interface SocialProfile {
  network: SocialNetwork;
  /** https, without query or fragment (except facebook's profile.php?id=). */
  url: string;
  /** The account name in the address, for matching it with the brand. */
  handle: string;
}

/** An address's path, reading old '#!/' links (twitter.com/#!/acme) as the path they stood for. */
function pathOf(url: URL): string {
  return (url.pathname === '/' || url.pathname === '') && url.hash.startsWith('#!/')
    ? url.hash.slice(2)
    : url.pathname;
}

function networkOf(hostname: string): { network: SocialNetwork; host: string; subdomain: string } | null {
  const lower = hostname.toLowerCase();
  const bare = lower.replace(/^(www|m|mobile)\./, '');
  if (HOSTS[bare]) return { network: HOSTS[bare], host: bare, subdomain: '' };
  if (bare.endsWith('.tumblr.com'))
    return { network: 'tumblr', host: 'tumblr.com', subdomain: bare.slice(0, -'.tumblr.com'.length) };
  // Country editions: uk.linkedin.com, de-de.facebook.com, pinterest.de, nl.pinterest.com.
  const edition = bare.replace(/^[a-z]{2}(-[a-z]{2})?\./, '');
  if (HOSTS[edition]) return { network: HOSTS[edition], host: edition, subdomain: '' };
  const pinterest = /^([a-z]{2}\.)?pinterest\.(com?\.)?[a-z]{2,3}$/.exec(bare);
  if (pinterest) return { network: 'pinterest', host: 'pinterest.com', subdomain: '' };
  return null;
}

/**
 * The social profile an address points to, or null for anything else: share buttons, single
 * posts and notes, the platform's own pages, search pages and hosts of other sites are not
 * profiles. Old '#!/' addresses are read as the profile they stood for.
 */
export function socialProfileOf(raw: string, base?: string): SocialProfile | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), base);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const found = networkOf(url.hostname);
  if (!found) return null;
  const { network, host } = found;
  if (network === 'tumblr') {
    if (
      !/^[a-z0-9-]+$/.test(found.subdomain) ||
      ['www', 'help', 'staff', 'engineering'].includes(found.subdomain)
    )
      return null;
    return { network, url: `https://${found.subdomain}.tumblr.com`, handle: found.subdomain };
  }
  const segments = pathOf(url).split('/').filter(Boolean);
  const [head, second, third] = segments;
  if (!head || NOT_PROFILES[network].test(head.toLowerCase())) return null;
  let path: string;
  let handle: string;
  let rest: string | undefined;
  if (
    ['linkedin', 'xing', 'reddit'].includes(network) ||
    (network === 'youtube' && ['channel', 'c', 'user'].includes(head))
  ) {
    if (!second) return null;
    path = `/${head}/${second}`;
    handle = second;
    rest = third;
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
    rest = second;
  }
  if (rest && POST_SEGMENT.test(rest)) return null;
  if (network === 'reddit' && !['r', 'user', 'u'].includes(head)) return null;
  return { network, url: `https://${CANONICAL_HOSTS[network] ?? host}${path}`, handle };
}

const SOCIAL_HOST_HINT =
  /(linkedin|twitter|x|instagram|facebook|fb|youtube|tiktok|pinterest|xing|github|vimeo|reddit|threads)\.|tumblr\.com|mastodon\.|#!\//i;

/** Links to a network examined per page at most: a page may hold thousands. */
const PROFILE_LINKS_MAX = 500;
/** Where other people's profiles are linked: an article's text, an embedded post, a comment. */
const ARTICLE_BODY = compiledSelector(
  'article [itemprop="articleBody"], [itemprop="articleBody"], .entry-content, .post-content, .article-body, .article__body, blockquote, .comment, .comments, [class*="author" i], [class*="byline" i], [rel="author"]',
);
const CHROME = compiledSelector(
  'header, footer, nav, [role="contentinfo"], [role="banner"], [class*="footer" i], [class*="social" i], [id*="social" i], [class*="follow" i]',
);

interface Found extends SocialProfile {
  /** sameAs of the brand 3, rel=me 2, header or footer 1, elsewhere 0: the best place it was found. */
  weight: number;
  /** How often the page names it. */
  count: number;
  order: number;
  evidence: Candidate<string>['evidence'];
}

function sameAsOf(nodes: JsonLdNode[], brandKeys: string[]): { url: string; ofBrand: boolean }[] {
  return nodes.flatMap((node) => {
    const name = typeof node.name === 'string' ? normalizeBrandName(node.name) : '';
    const ofBrand = name === '' || brandKeys.some((k) => name.includes(k) || k.includes(name));
    const sameAs = node.sameAs;
    const urls =
      typeof sameAs === 'string'
        ? [sameAs]
        : Array.isArray(sameAs)
          ? sameAs.filter((s): s is string => typeof s === 'string')
          : [];
    return urls.map((url) => ({ url, ofBrand }));
  });
}

/** How sure a profile makes us that it is the brand's own. */
function confidenceOf(found: Found & { resembles: boolean }): number {
  if (found.weight >= 3) return found.resembles ? 0.95 : 0.85;
  if (found.weight === 2) return 0.85;
  if (found.weight === 1) return found.resembles ? 0.9 : 0.65;
  return found.resembles ? 0.55 : 0.3;
}

export interface SocialProfileChoice extends Candidate<string> {
  network: SocialNetwork;
}

/**
 * The brand's profile on each network, from what its site says: JSON-LD sameAs of the brand,
 * rel="me" links, links in the header, footer or a 'follow us' block, then other links outside
 * articles (an article's, a byline's or an embedded post's links are someone else's). A profile
 * whose handle resembles the brand's name or domain comes first, then the best place, then the
 * most linked. Each comes with its confidence and evidence; those below the fill threshold are
 * not the brand's for sure and are left out of the stored links.
 */
export function findSocialProfiles(
  $: CheerioAPI,
  jsonLd: JsonLdNode[],
  pageUrl: string,
  brandName: string,
): SocialProfileChoice[] {
  const domain = domainLabel(pageUrl);
  const keys = [normalizeBrandName(brandName), normalizeBrandName(domain)].filter((k) => k.length >= 3);
  const found = new Map<string, Found>();
  const add = (raw: string | undefined, weight: number, evidence: Found['evidence']) => {
    const profile = raw ? socialProfileOf(raw, pageUrl) : null;
    if (!profile) return;
    const key = profile.url.toLowerCase();
    const seen = found.get(key);
    if (seen) {
      seen.count++;
      if (weight > seen.weight) {
        seen.weight = weight;
        seen.evidence = evidence;
      }
    } else {
      found.set(key, { ...profile, weight, count: 1, order: found.size, evidence });
    }
  };
  for (const { url, ofBrand } of sameAsOf(jsonLd, keys))
    add(url, ofBrand ? 3 : 1, {
      source: `JSON-LD sameAs${ofBrand ? '' : ' of another organisation'}`,
      url: pageUrl,
      text: url.slice(0, 300),
    });
  $('link[rel~="me"][href], a[rel~="me"][href]').each((_, el) =>
    add(
      $(el).attr('href'),
      2,
      elementEvidence($, el, {
        source: 'rel="me" link',
        url: pageUrl,
        attribute: 'href',
        text: $(el).attr('href') ?? '',
      }),
    ),
  );
  let examined = 0;
  $('a[href]').each((_, el) => {
    const link = $(el);
    const href = link.attr('href') ?? '';
    if (!SOCIAL_HOST_HINT.test(href)) return;
    if (link.closest(ARTICLE_BODY).length > 0) return ++examined < PROFILE_LINKS_MAX;
    const inChrome = link.closest(CHROME).length > 0;
    add(
      href,
      inChrome ? 1 : 0,
      elementEvidence($, el, {
        source: inChrome ? "profile link in the site's header or footer" : 'profile link on the page',
        url: pageUrl,
        attribute: 'href',
        text: href,
      }),
    );
    return ++examined < PROFILE_LINKS_MAX;
  });

  const resembles = (handle: string) => {
    const h = normalizeBrandName(handle);
    return keys.some((k) => h.includes(k) || (h.length >= 3 && k.includes(h)));
  };
  const choices: SocialProfileChoice[] = [];
  for (const network of SOCIAL_NETWORKS) {
    const mine = [...found.values()]
      .filter((c) => c.network === network)
      .map((c) => ({ ...c, resembles: resembles(c.handle) }));
    // The platform's own account (facebook.com/facebook) is never the brand's, unless the brand is the platform.
    const own = mine.filter((c) => normalizeBrandName(c.handle) !== network || keys.includes(network));
    const best = own.sort(
      (a, b) =>
        Number(b.resembles) - Number(a.resembles) ||
        b.weight - a.weight ||
        b.count - a.count ||
        a.order - b.order,
    )[0];
    if (best)
      choices.push({ network, value: best.url, confidence: confidenceOf(best), evidence: best.evidence });
  }
  return choices;
}

/** The brand's profiles sure enough to store: network → profile URL. */
export function findSocialLinks(
  $: CheerioAPI,
  jsonLd: JsonLdNode[],
  pageUrl: string,
  brandName: string,
): SocialLinks {
  const links: SocialLinks = {};
  for (const choice of findSocialProfiles($, jsonLd, pageUrl, brandName)) {
    if (choice.confidence >= FILL_THRESHOLD) links[choice.network] = choice.value;
  }
  return links;
}
