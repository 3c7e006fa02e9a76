import { setMaxListeners } from 'node:events';
import type { Browser, BrowserContext, Frame, Page, Request } from 'playwright-core';
import { startDeadline } from '../../deadline';
import type { FetchPolicy } from '../../net/fetcher/safe-fetch';
import { CONSENT_LEFTOVERS_SCRIPT, CONSENT_SCRIPT } from './consent-script';
import { INIT_SCRIPT } from './init-script';
import { type PageProbe, PageProbeSchema } from './page-probe';
import { PROBE_SCRIPT } from './probe-script';
import { RenderError } from './render-error';
import { type CapturedResource, RENDER_LIMITS, type RenderLimits, RequestGuard } from './request-guard';

/** spec: a rendered page gets this long to load; what has loaded by then is read. */
export const RENDER_LOAD_TIMEOUT_MS = 15_000;
/** The whole render (load, banner, both colour schemes, screenshot) ends by this time. */
export const RENDER_TIMEOUT_MS = 35_000;
/**
 * A step that waits on the page's own script (the banner, reading the page, the dark scheme) gets
 * this long: a page that does not answer for so long has a script that does not yield, and waiting
 * out RENDER_TIMEOUT_MS would only hold a render slot. Reading the real-sites corpus's heaviest
 * pages takes under a second and their banners under half of one.
 */
export const PAGE_ANSWER_TIMEOUT_MS = 10_000;
/** A context that does not close within this long means the browser itself is stuck: it is replaced. */
export const RENDER_CLOSE_TIMEOUT_MS = 5_000;

/** The time limits of one render; production's are the constants above. */
export interface RenderTimes {
  /** The page's load: what has loaded by then is read. */
  loadMs: number;
  /** The whole render. */
  totalMs: number;
  /** A step that waits on the page's own script. */
  answerMs: number;
  /** Closing the page's context, before the browser counts as stuck. */
  closeMs: number;
}

export const RENDER_TIMES: Readonly<RenderTimes> = {
  loadMs: RENDER_LOAD_TIMEOUT_MS,
  totalMs: RENDER_TIMEOUT_MS,
  answerMs: PAGE_ANSWER_TIMEOUT_MS,
  closeMs: RENDER_CLOSE_TIMEOUT_MS,
};
export const VIEWPORT = { width: 1280, height: 800 } as const;
/** How the browser introduces itself to pages: a current Chromium, and who we are. */
export const RENDER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 BrandAtlasBot/1.0 (+https://brandatlas.app/bot)';

export interface RenderRequest {
  /** The page to render (the final address of the static fetch). */
  url: string;
  policy: FetchPolicy;
  /** The analysis's own limit; the render also ends at RENDER_TIMEOUT_MS. */
  signal: AbortSignal;
  /** Render again in prefers-color-scheme: dark (default true). */
  dark?: boolean;
  limits?: RenderLimits;
}

/** A cookie banner clicked away. */
export interface ConsentDismissal {
  platform: string;
  choice: 'refused' | 'accepted';
  label: string;
}

export interface RenderedPage {
  /** The address the page was rendered at. */
  url: string;
  light: PageProbe;
  /** The page in prefers-color-scheme: dark, when asked for and readable. */
  dark: PageProbe | null;
  /** The first screen, 1280×800 PNG, after the banner was dismissed. */
  screenshot: Buffer | null;
  /** The stylesheets and font files the page loaded. */
  stylesheets: CapturedResource[];
  fonts: CapturedResource[];
  consent: ConsentDismissal | null;
  /** What the request guard did. */
  requests: {
    made: number;
    blockedTrackers: number;
    blockedMedia: number;
    refused: { url: string; reason: string }[];
    overLimit: number;
  };
  /** Things worth saying in the analysis log ('still loading after 15 s: read what had loaded'). */
  notes: string[];
  ms: number;
  /** Milliseconds since the start at the end of each step. */
  timings: Record<string, number>;
}

const settle = <T>(promise: Promise<T>) => {
  promise.catch(() => {});
  return promise;
};

/**
 * `step`, or what `late` returns (or throws) when `step` has not ended within `ms`. The timer ends
 * with the race.
 */
async function unlessLate<T>(step: Promise<T>, ms: number, late: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      settle(step),
      new Promise<T>((resolve, reject) => {
        timer = setTimeout(() => {
          try {
            resolve(late());
          } catch (error) {
            reject(error);
          }
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the context closed within `ms`, failing or not. */
const closeWithin = (context: BrowserContext, ms: number): Promise<boolean> =>
  unlessLate(
    context.close().then(
      () => true,
      () => true,
    ),
    ms,
    () => false,
  );

async function evaluateText<T>(target: Page | Frame, script: string): Promise<T> {
  return (await target.evaluate(script)) as T;
}

/** Two frames, then every image of the page loaded or failed (at most a second and a half). */
const SCHEME_SETTLED_SCRIPT = `new Promise((resolve) => {
  const done = () => resolve(true);
  setTimeout(done, 1500);
  requestAnimationFrame(() => requestAnimationFrame(() => {
    Promise.all([...document.images].filter((i) => !i.complete).map((i) => new Promise((r) => { i.addEventListener('load', r, { once: true }); i.addEventListener('error', r, { once: true }); }))).then(done);
  }));
})`;

/** `step`, or a timeout RenderError when the page has not answered it within `ms`. */
const answerWithin = <T>(step: Promise<T>, ms: number): Promise<T> =>
  unlessLate(step, ms, () => {
    throw new RenderError('timeout', `The page stopped answering for ${ms / 1000} s (a script kept it busy)`);
  });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the page's current document is parsed ('interactive') or fully loaded
 * ('complete'), asking the document itself; false after `ms`. A page whose script never yields
 * does not answer, which counts as not ready.
 */
async function documentReady(page: Page, wanted: 'interactive' | 'complete', ms: number): Promise<boolean> {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    const state = await Promise.race([
      page.evaluate('document.readyState').catch(() => null),
      sleep(Math.min(1_000, Math.max(0, until - performance.now()))).then(() => null),
    ]);
    if (state === 'complete' || (wanted === 'interactive' && state === 'interactive')) return true;
    await sleep(50);
  }
  return false;
}

async function dismissConsent(page: Page, guard: RequestGuard): Promise<ConsentDismissal | null> {
  let dismissed: ConsentDismissal | null = null;
  for (let round = 0; round < 3; round++) {
    let clicked: ConsentDismissal | null = null;
    for (const frame of [
      page.mainFrame(),
      ...page
        .frames()
        .filter((f) => f !== page.mainFrame())
        .slice(0, 6),
    ]) {
      clicked = await evaluateText<ConsentDismissal | null>(frame, CONSENT_SCRIPT).catch(() => null);
      if (clicked) break;
    }
    if (!clicked) break;
    dismissed ??= clicked;
    await guard.waitForQuiet(300, 1_500);
  }
  await evaluateText<number>(page, CONSENT_LEFTOVERS_SCRIPT).catch(() => 0);
  return dismissed;
}

async function probe(page: Page): Promise<PageProbe> {
  const raw = await page.evaluate(PROBE_SCRIPT);
  const parsed = PageProbeSchema.safeParse(raw);
  if (!parsed.success) throw new RenderError('unreadable', 'The rendered page could not be read');
  return parsed.data;
}

/**
 * Renders one page in a fresh browser context: every request answered by the request guard,
 * dialogs, pop-ups and downloads refused, a bounded load (15 s; what has loaded by then is read),
 * the cookie banner dismissed, the page read in the light scheme, photographed, and read again in
 * the dark scheme. A page that hangs, crashes its renderer or is not a web page fails with a
 * RenderError saying so; the context is always closed. `onStuck` is called when even closing the
 * context does not answer (the browser must be replaced).
 */
export async function renderPage(
  browser: Browser,
  request: RenderRequest,
  onStuck: () => void,
  times: RenderTimes = RENDER_TIMES,
): Promise<RenderedPage> {
  const started = performance.now();
  const deadline = startDeadline(times.totalMs, request.signal);
  const signal = deadline.signal;
  // Each of the page's requests that waits for a connection listens to the render's signal until
  // its turn comes: as many listeners as the page may make requests, not a leak.
  setMaxListeners((request.limits ?? RENDER_LIMITS).maxRequests + 10, signal);
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1,
    userAgent: RENDER_USER_AGENT,
    locale: 'en-US',
    colorScheme: 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    acceptDownloads: false,
    javaScriptEnabled: true,
  });
  const notes: string[] = [];
  const timings: Record<string, number> = {};
  const lap = (step: string) => {
    timings[step] = Math.round(performance.now() - started);
  };
  try {
    await context.addInitScript(INIT_SCRIPT);
    const page = await context.newPage();
    const siteHost = new URL(request.url).hostname;
    const guard = new RequestGuard({
      policy: request.policy,
      signal,
      siteHost,
      isMainDocument: (r: Request) => r.isNavigationRequest() && r.frame() === page.mainFrame(),
      cookieHeader: async (url) => (await context.cookies(url)).map((c) => `${c.name}=${c.value}`).join('; '),
      ...(request.limits ? { limits: request.limits } : {}),
    });
    await context.route('**/*', guard.handle);
    await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'not allowed' }));

    const crashed = settle(
      new Promise<never>((_, reject) =>
        page.on('crash', () =>
          reject(
            new RenderError(
              'crashed',
              'The page crashed the browser (it used too much memory, or the renderer failed)',
            ),
          ),
        ),
      ),
    );
    const ended = settle(
      new Promise<never>((_, reject) => {
        const stop = () =>
          reject(
            request.signal.aborted
              ? new RenderError('timeout', 'The analysis ran out of time while the page was rendered')
              : new RenderError(
                  'timeout',
                  `The page did not finish rendering within ${times.totalMs / 1000} s (a script kept it busy)`,
                ),
          );
        if (signal.aborted) stop();
        else signal.addEventListener('abort', stop, { once: true });
      }),
    );
    const within = <T>(step: Promise<T>): Promise<T> => Promise.race([settle(step), crashed, ended]);
    const answered = <T>(step: Promise<T>): Promise<T> => within(answerWithin(step, times.answerMs));
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => {}));
    page.on('popup', (popup) => void popup.close().catch(() => {}));
    page.on('download', (download) => void download.cancel().catch(() => {}));

    try {
      await within(page.goto(request.url, { waitUntil: 'commit', timeout: times.loadMs }));
    } catch (error) {
      if (guard.notAPage)
        throw new RenderError('not-a-page', `The address is not a web page (${guard.notAPage})`);
      if (error instanceof RenderError) throw error;
      const message = (error as Error).message.split('\n')[0] ?? '';
      if (/timeout/i.test(message))
        throw new RenderError('timeout', `The page did not load within ${times.loadMs / 1000} s`);
      const refusal = guard.refused.find((r) => r.url.startsWith(request.url.slice(0, 200)));
      throw new RenderError(
        'load-failed',
        `The page could not be loaded in the browser: ${refusal?.reason ?? message.replace(/^page\.goto:\s*/, '')}`,
      );
    }
    lap('commit');
    const loadLeft = () => Math.max(0, times.loadMs - (performance.now() - started));
    // The document in the frame now, asked for directly: a page that navigates itself while it
    // loads is read as the document it stayed on once the guard stopped its navigations.
    if (!(await within(documentReady(page, 'interactive', loadLeft()))))
      throw new RenderError('timeout', `The page did not load within ${times.loadMs / 1000} s`);
    lap('domcontentloaded');
    // The load event, or a network quiet for a second (every request passes the guard, so quiet
    // means loaded: a page whose own script starts a navigation while it loads never fires it).
    const loaded = await within(
      Promise.race([
        documentReady(page, 'complete', loadLeft()),
        guard.waitForQuiet(1_000, loadLeft()).then(() => guard.isQuiet(1_000)),
      ]),
    );
    if (!loaded) {
      const waiting = [...guard.pending].slice(0, 3).join(', ');
      notes.push(
        `still loading after ${times.loadMs / 1000} s${waiting ? ` (waiting for ${waiting})` : ''}: read what had loaded`,
      );
    }
    lap('load');
    await within(guard.waitForQuiet(500, Math.min(2_000, loadLeft())));
    lap('quiet');
    const consent = await answered(dismissConsent(page, guard));
    if (consent)
      notes.push(
        `${consent.platform === 'cookie banner' ? 'cookie banner' : `cookie banner (${consent.platform})`} ${consent.choice}: '${consent.label}'`,
      );

    lap('consent');
    const light = await answered(probe(page));
    lap('probe');
    const screenshot = await within(
      page.screenshot({ type: 'png', timeout: 5_000, animations: 'disabled', caret: 'hide' }),
    ).catch((error: unknown) => {
      if (error instanceof RenderError) throw error;
      notes.push(`no screenshot: ${(error as Error).message.split('\n')[0]}`);
      return null;
    });
    lap('screenshot');
    let dark: PageProbe | null = null;
    if (request.dark !== false) {
      await answered(page.emulateMedia({ colorScheme: 'dark' }));
      // <picture> sources and media-dependent images are chosen again after a frame or two: their
      // requests start then, so the quiet is waited for only once they have begun and ended.
      await answered(evaluateText(page, SCHEME_SETTLED_SCRIPT).catch(() => null));
      await within(guard.waitForQuiet(300, 1_500));
      dark = await answered(probe(page)).catch((error: unknown) => {
        if (error instanceof RenderError && error.reason !== 'unreadable') throw error;
        notes.push('the dark colour scheme could not be read');
        return null;
      });
    }
    lap('dark');
    if (guard.overLimit > 0) notes.push(`${guard.overLimit} requests over the page's limits were refused`);
    return {
      url: request.url,
      light,
      dark,
      screenshot,
      stylesheets: guard.stylesheets,
      fonts: guard.fonts,
      consent,
      requests: {
        made: guard.requests,
        blockedTrackers: guard.blockedTrackers,
        blockedMedia: guard.blockedMedia,
        refused: guard.refused,
        overLimit: guard.overLimit,
      },
      notes,
      timings,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    if (!(await closeWithin(context, times.closeMs))) onStuck();
    deadline.end();
  }
}
