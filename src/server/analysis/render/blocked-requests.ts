/**
 * What the rendering browser never loads: analytics, advertising, tag managers, session
 * recorders and chat widgets (they paint nothing of the brand and cost time), and media, which
 * no reading of a page needs. Hosts match themselves and their subdomains.
 */
export const TRACKER_HOSTS = [
  'google-analytics.com',
  'analytics.google.com',
  'googletagmanager.com',
  'googletagservices.com',
  'doubleclick.net',
  'googlesyndication.com',
  'googleadservices.com',
  'adservice.google.com',
  'connect.facebook.net',
  'facebook.net',
  'hotjar.com',
  'hotjar.io',
  'clarity.ms',
  'bat.bing.com',
  'segment.com',
  'segment.io',
  'mixpanel.com',
  'amplitude.com',
  'heap.io',
  'heapanalytics.com',
  'fullstory.com',
  'mouseflow.com',
  'crazyegg.com',
  'quantserve.com',
  'scorecardresearch.com',
  'chartbeat.com',
  'newrelic.com',
  'nr-data.net',
  'criteo.com',
  'criteo.net',
  'taboola.com',
  'outbrain.com',
  'adnxs.com',
  'amazon-adsystem.com',
  'ads-twitter.com',
  'analytics.twitter.com',
  'ads.linkedin.com',
  'snap.licdn.com',
  'analytics.tiktok.com',
  'ct.pinterest.com',
  'sc-static.net',
  'cdn.optimizely.com',
  'intercom.io',
  'intercomcdn.com',
  'driftt.com',
  'js.hs-analytics.net',
  'js.hs-scripts.com',
  'hs-banner.com',
  'zdassets.com',
  'tawk.to',
  'livechatinc.com',
] as const;

/** Resource types never loaded: media, and requests that only report (pings, beacons). */
export const BLOCKED_RESOURCE_TYPES = new Set([
  'media',
  'texttrack',
  'ping',
  'beacon',
  'eventsource',
  'websocket',
]);

export function isTrackerHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return TRACKER_HOSTS.some((blocked) => host === blocked || host.endsWith(`.${blocked}`));
}

/**
 * Two hosts of one site: the same host, or one inside the other once a leading www. is set
 * aside (shop.acme.com and acme.com). A page writes only to its own site.
 */
export function isSameSite(a: string, b: string): boolean {
  const bare = (h: string) => h.toLowerCase().replace(/^www\./, '');
  const x = bare(a);
  const y = bare(b);
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}
