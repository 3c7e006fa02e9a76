import robotsParser from 'robots-parser';
import { FetchError } from './fetch-error';
import { type FetchedResource, type FetchPolicy, parseWebUrl, safeFetch } from './safe-fetch';

/** The token our User-Agent answers to in robots.txt groups. */
export const ROBOTS_AGENT = 'BrandAtlasBot';
/** A site's robots.txt is read again after this long. */
const ROBOTS_TTL_MS = 10 * 60_000;
const ROBOTS_MAX_BYTES = 512 * 1024;
const CACHE_LIMIT = 2_000;

type Rules = { isAllowed(url: string, agent?: string): boolean | undefined };

const cache = new Map<string, { rules: Rules | null; expires: number }>();

/**
 * Forgets every site's rules. A test process serves its fixture sites on ports the system hands
 * out again, so one file's rules must not reach the next file's site.
 */
export function forgetRobotsRules(): void {
  cache.clear();
}

/**
 * The rules of the site's robots.txt, read once per origin and kept for a while. A missing file
 * (any 4xx) or a server error allows everything, as crawlers commonly do; a site that cannot be
 * reached at all fails here, so the analysis says so at once instead of waiting again for the page.
 */
async function rulesFor(origin: string, policy: FetchPolicy, signal?: AbortSignal): Promise<Rules | null> {
  const cached = cache.get(origin);
  if (cached && cached.expires > Date.now()) return cached.rules;
  const robotsUrl = `${origin}/robots.txt`;
  let rules: Rules | null = null;
  const res = await safeFetch(
    robotsUrl,
    { ...policy, maxBytes: Math.min(policy.maxBytes, ROBOTS_MAX_BYTES) },
    { accept: 'text/plain,*/*;q=0.5', ...(signal ? { signal } : {}) },
  ).catch((error: unknown) => {
    // A robots.txt larger than we read is treated as absent rather than as a failure of the site.
    if (error instanceof FetchError && error.reason === 'too-large') return null;
    throw error;
  });
  if (res && res.status >= 200 && res.status < 300)
    rules = robotsParser(robotsUrl, res.body.toString('utf8'));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(origin, { rules, expires: Date.now() + ROBOTS_TTL_MS });
  return rules;
}

/** Throws FetchError('robots') when the site's robots.txt disallows the URL for our agent. */
export async function assertAllowedByRobots(url: string, policy: FetchPolicy, signal?: AbortSignal) {
  // The address itself is checked before its site's robots.txt is asked for.
  const parsed = parseWebUrl(url);
  const rules = await rulesFor(parsed.origin, policy, signal);
  if (rules && rules.isAllowed(parsed.toString(), ROBOTS_AGENT) === false) {
    throw new FetchError('robots', `The site's robots.txt does not allow reading ${parsed.pathname}`);
  }
}

/** safeFetch for the analyzer's reads of a brand's site: robots.txt is respected first. */
export async function politeFetch(
  url: string,
  policy: FetchPolicy,
  options: { accept?: string; signal?: AbortSignal } = {},
): Promise<FetchedResource> {
  await assertAllowedByRobots(url, policy, options.signal);
  return safeFetch(url, policy, options);
}

/** Forgets every cached robots.txt (tests change a site's rules between runs). */
export function clearRobotsCache() {
  cache.clear();
}
