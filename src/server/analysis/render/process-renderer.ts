import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { chooseBrowser } from './browser-executable';
import { Renderer } from './renderer';

/** The render stage's browser, or why there is none (said in the analysis log). */
export type RenderService =
  | { renderer: Renderer; unavailable: null }
  | { renderer: null; unavailable: string };

let shared: { key: string; service: RenderService } | null = null;

/**
 * The worker process's one renderer (one browser per process), made on first use from
 * ANALYZER_BROWSER and ANALYZER_RENDER_PAGES; the browser itself starts with the first render.
 */
export function processRenderService(
  config: Pick<Config, 'analyzerBrowser' | 'analyzerRenderPages'>,
  logger: Logger,
): RenderService {
  const key = JSON.stringify([config.analyzerBrowser, config.analyzerRenderPages]);
  if (shared?.key === key) return shared.service;
  const choice = chooseBrowser(config.analyzerBrowser);
  const service: RenderService =
    choice.executablePath !== null
      ? {
          renderer: new Renderer({
            executablePath: choice.executablePath,
            maxPages: config.analyzerRenderPages,
            logger: logger.child({ component: 'renderer' }),
          }),
          unavailable: null,
        }
      : { renderer: null, unavailable: choice.reason };
  if (service.renderer) logger.info({ browser: service.renderer.executablePath }, 'rendered analysis on');
  else logger.info({ reason: service.unavailable }, 'rendered analysis off: pages are read as static HTML');
  shared = { key, service };
  return service;
}

/** Shuts the process's browser down (the worker is stopping). */
export async function closeProcessRenderService(): Promise<void> {
  const service = shared?.service;
  shared = null;
  await service?.renderer?.close();
}
