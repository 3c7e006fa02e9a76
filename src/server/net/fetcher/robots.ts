import robotsParser from 'robots-parser';
import { joinedWork } from '../../../domain/joined-work';
import { recentlyUsed } from '../../../domain/recently-used';
import { FetchError } from './fetch-error';
import { type FetchedResource, type FetchPolicy, parseWebUrl, safeFetch } from './safe-fetch';

/** The token our User-Agent answers to in robots.txt groups. */
export const ROBOTS_AGENT = 'BrandAtlasBot';
/** A site's robots.txt is read again after this long. */
const ROBOTS_TTL_MS = 10 * 60_000;
const ROBOTS_MAX_BYTES = 512 * 1024;
/** Sites whose rules are kept; past this the site asked about longest ago is forgotten. */
const KEPT_SITES = 2_000;

type Rules = { isAllowed(url: string, agent?: string): boolean | undefined };

const kept = recentlyUsed<string, { rules: Rules | null; expires: number }>(KEPT_SITES);
/** A page's stylesheets, images and icons are read at once: their site's robots.txt is read once. */
const reads = joinedWork<Rules | null>();

/**
 * Forgets every site's rules. A test process serves its fixture sites on ports the system hands
 * out again, so one file's rules must not reach the next file's site.
 */
export function forgetRobotsRules(): void {
  kept.clear();
}

/**
 * The rules of the site's robots.txt, read once per origin and kept for a while. A missing file
 * (any 4xx) or a server error allows everything, as crawlers commonly do; a site that cannot be
 * reached at all fails here, so the analysis says so at once instead of waiting again for the page.
 */
async function rulesFor(origin: string, policy: FetchPolicy, signal?: AbortSignal): Promise<Rules | null> {
  const known = kept.get(origin);
  if (known && known.expires > Date.now()) return known.rules;
  try {
    return await reads.run(
      origin,
      async (readSignal) => {
        const rules = await readRules(origin, policy, readSignal);
        kept.set(origin, { rules, expires: Date.now() + ROBOTS_TTL_MS });
        return rules;
      },
      signal,
    );
  } catch (error) {
    if (error instanceof FetchError || !signal?.aborted) throw error;
    // This caller ran out of time; another one's read of the same file may go on.
    throw new FetchError('timeout', `The analysis ran out of time reading ${origin}/robots.txt`);
  }
}

async function readRules(origin: string, policy: FetchPolicy, signal: AbortSignal): Promise<Rules | null> {
  const robotsUrl = `${origin}/robots.txt`;
  const res = await safeFetch(
    robotsUrl,
    { ...policy, maxBytes: Math.min(policy.maxBytes, ROBOTS_MAX_BYTES) },
    { accept: 'text/plain,*/*;q=0.5', signal },
  ).catch((error: unknown) => {
    // A robots.txt larger than we read is treated as absent rather than as a failure of the site.
    if (error instanceof FetchError && error.reason === 'too-large') return null;
    throw error;
  });
  if (res && res.status >= 200 && res.status < 300) return robotsParser(robotsUrl, res.body.toString('utf8'));
  return null;
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
