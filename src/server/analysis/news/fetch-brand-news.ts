import { FILL_THRESHOLD } from '../../../domain/extracted-candidate';
import type { FieldProvenance } from '../../../domain/provenance';
import type { Db } from '../../db/client';
import type { BrandRow } from '../../db/schema';
import { AppError } from '../../errors';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import type { AnalysisRun } from '../pipeline/analysis-context';
import { writeAnalyzedFields } from '../pipeline/brand-update';
import { fetchOptional, type SiteSnapshot } from '../pipeline/site-snapshot';
import { commonFeedUrls, feedCandidates, MAX_FEEDS_TRIED, namedFeeds } from './discover-feeds';
import { type NewsItem, type ParsedFeed, parseFeed } from './parse-feed';

const FEED_ACCEPT =
  'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1';

export interface BrandNews {
  items: NewsItem[];
  feedUrl: string;
  format: ParsedFeed['format'];
}

type NewsRun = Pick<AnalysisRun, 'brand' | 'fetchPolicy' | 'signal' | 'site'>;

async function readFeed(url: string, policy: FetchPolicy, signal: AbortSignal, source: string) {
  const res = await fetchOptional(url, policy, { accept: FEED_ACCEPT, signal });
  if (!res) return null;
  const feed = parseFeed(res.body.toString('utf8'), res.url, source);
  return feed ? { feed, url: res.url } : null;
}

/**
 * fetch-brand-news: the brand's own RSS or Atom feed, found from the home page's link tags and
 * feed-like links, else at the common feed paths of its site. The first feed with items wins.
 */
export async function fetchBrandNews(run: NewsRun): Promise<BrandNews> {
  const site = await run.site();
  const host = new URL(site.home.url).hostname.replace(/^www\./, '');
  const named = namedFeeds(site.$, site.home.url).slice(0, MAX_FEEDS_TRIED);
  let empty: { feed: ParsedFeed; url: string } | null = null;
  for (const url of named) {
    const found = await readFeed(url, run.fetchPolicy, run.signal, host);
    if (found && found.feed.items.length > 0)
      return { items: found.feed.items, feedUrl: found.url, format: found.feed.format };
    empty ??= found;
  }
  const common = commonFeedUrls(site.home.url).filter((url) => !named.includes(url));
  const results = await Promise.all(common.map((url) => readFeed(url, run.fetchPolicy, run.signal, host)));
  const withItems = results.find((r) => r && r.feed.items.length > 0);
  if (withItems)
    return { items: withItems.feed.items, feedUrl: withItems.url, format: withItems.feed.format };
  empty ??= results.find((r) => r !== null) ?? null;
  if (empty) throw new AppError('UNPROCESSABLE', `The news feed at ${empty.url} has no items`);
  throw new AppError('UNPROCESSABLE', `No RSS or Atom feed was found on ${host}`);
}

/** Stores the news with news_last_updated_at; false when the brand is protected. */
export async function saveBrandNews(
  db: Db,
  brand: Pick<BrandRow, 'id'>,
  news: BrandNews,
  provenance: AnalysisRun['provenance'],
): Promise<{ saved: boolean; updatedAt: Date }> {
  const updatedAt = new Date();
  const source = provenance(`${news.format} feed`, news.feedUrl);
  const feed: FieldProvenance = {
    ...source,
    method: `${news.format} feed read, ${news.items.length} items`,
    confidence: 0.95,
    evidence: { source: `${news.format} feed read`, url: news.feedUrl, text: `${news.items.length} items` },
  };
  const saved = await writeAnalyzedFields(
    db,
    brand.id,
    {
      recentNews: news.items.map((item) => ({ ...item })),
      newsLastUpdatedAt: updatedAt,
      feedUrl: news.feedUrl,
    },
    { recentNews: source, newsLastUpdatedAt: source, feedUrl: feed },
  );
  return { saved, updatedAt };
}

/**
 * The feed the page declares, stored when no feed could be read (it may be down, or answer only
 * browsers): its address is what the site says, with the confidence of the declaration.
 */
export async function saveDeclaredFeed(
  db: Db,
  brand: Pick<BrandRow, 'id'>,
  site: SiteSnapshot,
  provenance: AnalysisRun['provenance'],
): Promise<string | null> {
  const [best] = feedCandidates(site.$, site.home.url);
  if (!best || best.confidence < FILL_THRESHOLD) return null;
  await writeAnalyzedFields(
    db,
    brand.id,
    { feedUrl: best.value },
    {
      ...provenance(best.evidence.source, best.evidence.url),
      confidence: best.confidence,
      evidence: best.evidence,
    },
  );
  return best.value;
}
