import { fetchBrandNews, saveBrandNews } from '../news/fetch-brand-news';
import type { StageRunner } from './analysis-context';

/** Stage 'news' (→ 95): recent_news from the site's own feed. */
export const runNewsStage: StageRunner = async (run) => {
  const news = await fetchBrandNews(run);
  const { saved } = await saveBrandNews(run.db, run.brand, news, run.provenance);
  run.log.info({ feed: news.feedUrl, items: news.items.length, saved }, 'news fetched');
};
