import { fetchBrandNews, saveBrandNews, saveDeclaredFeed } from '../news/fetch-brand-news';
import type { StageRunner } from './analysis-context';

/**
 * Stage 'news' (→ 95): recent_news from the site's own feed, and the feed's address in
 * company_insights.feed_url; when no feed can be read, the feed the page declares is recorded.
 */
export const runNewsStage: StageRunner = async (run) => {
  let news: Awaited<ReturnType<typeof fetchBrandNews>>;
  try {
    news = await fetchBrandNews(run);
  } catch (error) {
    const declared = await saveDeclaredFeed(run.db, run.brand, await run.site(), run.provenance).catch(
      () => null,
    );
    if (declared) run.log.info({ feed: declared }, 'declared feed recorded; it could not be read');
    throw error;
  }
  const { saved } = await saveBrandNews(run.db, run.brand, news, run.provenance);
  run.log.info({ feed: news.feedUrl, items: news.items.length, saved }, 'news fetched');
};
