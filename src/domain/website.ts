import { parse } from 'tldts';

/** Where a brand lives on the web, as the same-website rule compares it. */
export interface Website {
  /** The registrable domain ('nike.com' for https://store.nike.com), or the host when it has none. */
  domain: string;
  /** An IP address or a single-label host: compared with its port, as an origin. */
  isAddress: boolean;
  port: string;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The website of an http(s) address, or null when it is not one. */
export function websiteOf(address: string): Website | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host) return null;
  const parsed = parse(host, { allowPrivateDomains: true });
  const port = url.port || DEFAULT_PORTS[url.protocol] || '';
  if (parsed.isIp || !parsed.domain) return { domain: host, isAddress: true, port };
  return { domain: parsed.domain.toLowerCase(), isAddress: false, port };
}

/**
 * Two addresses are the same website when their registrable domains are equal (www.nike.com,
 * store.nike.com and nike.com/jordan are one website; nike.co.uk is another). Addresses without a
 * registrable domain (IP addresses, localhost) are one website only on the same port.
 */
export function isSameWebsite(a: string, b: string): boolean {
  const left = websiteOf(a);
  const right = websiteOf(b);
  if (!left || !right || left.domain !== right.domain) return false;
  if (left.isAddress || right.isAddress) return left.isAddress && right.isAddress && left.port === right.port;
  return true;
}

/** The stored `site_key` of the website's domain: the host reversed, so a domain and its sub-hosts share a prefix. */
export function siteKeyOf(domain: string): string {
  return Array.from(domain).reverse().join('');
}
