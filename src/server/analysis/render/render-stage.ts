import type { AnalysisRun } from '../pipeline/analysis-context';
import type { SiteSnapshot } from '../pipeline/site-snapshot';
import type { RenderedPage } from './render-page';

/**
 * The render stage of an analysis (ARCHITECTURE §6.1): the brand's page rendered in the
 * worker's browser, for the extractors to read again as the browser showed it. Without a browser
 * the static reading stands alone, and the analysis log says why; a render that fails (the page
 * hangs, crashes its renderer, is no web page) fails this stage only, with its reason logged.
 */
export async function renderStage(run: AnalysisRun, site: SiteSnapshot): Promise<RenderedPage | null> {
  const service = run.render;
  if (!service?.renderer) {
    run.log.info(
      { stage: 'render', reason: service?.unavailable ?? 'no browser for this worker' },
      'render stage skipped: the static reader alone reads the page',
    );
    return null;
  }
  const started = performance.now();
  try {
    const page = await service.renderer.render({
      url: site.home.url,
      policy: run.fetchPolicy,
      signal: run.signal,
    });
    run.log.info(
      {
        stage: 'render',
        ms: Math.round(performance.now() - started),
        requests: page.requests.made,
        refused: page.requests.refused.length,
        trackersBlocked: page.requests.blockedTrackers,
        mediaBlocked: page.requests.blockedMedia,
        notes: page.notes,
      },
      'render stage done',
    );
    return page;
  } catch (error) {
    run.log.warn(
      { stage: 'render', ms: Math.round(performance.now() - started), err: (error as Error).message },
      `render stage failed: ${(error as Error).message}; the static reading is used`,
    );
    return null;
  }
}
