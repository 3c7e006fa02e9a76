import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { type FixtureServer, serveFixtureSite } from '../../test/fixture-server';
import { htmlPage } from '../test/fixture-sites/fixture-brand-site';
import { lumenCyclesSite } from '../test/render-fixture-sites';
import { RenderError } from './render-error';
import { RENDER_CLOSE_TIMEOUT_MS, RENDER_TIMES } from './render-page';
import { Renderer } from './renderer';
import { createTestRenderer, policyFor, testBrowserPath } from './test-renderer';

const SLOW_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';

/**
 * What one render reads from a page: computed styles of its parts, colours by painted area, the
 * first screen at 1280×800; trackers and media never loaded; a common cookie banner clicked away.
 */
describe.runIf(testBrowserPath() !== null)('rendering a page', () => {
  let renderer: Renderer;
  let lumen: FixtureServer;
  let tracked: FixtureServer;

  beforeAll(async () => {
    // One page at a time (ANALYZER_RENDER_PAGES=1), so the cap itself is shown below.
    renderer = createTestRenderer({ maxPages: 1 });
    lumen = await serveFixtureSite(await lumenCyclesSite.pages());
    tracked = await serveFixtureSite({
      '/': {
        body: htmlPage(
          `<title>Tracked</title>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
<script src="https://connect.facebook.net/en_US/fbevents.js"></script>`,
          `<div id="onetrust-banner-sdk" style="position:fixed;inset:auto 0 0 0;background:#222;color:#fff;padding:24px">
  We use cookies. <button id="onetrust-reject-all-handler">Reject all</button>
  <button id="onetrust-accept-btn-handler">Accept all</button></div>
<script>document.getElementById('onetrust-reject-all-handler').onclick = () => document.getElementById('onetrust-banner-sdk').remove();</script>
<h1>Tracked</h1><video src="/clip.mp4" autoplay muted></video><audio src="/sound.mp3" autoplay></audio>`,
        ),
      },
      '/slow': {
        body: htmlPage('<title>Slow</title>', '<h1>Slow</h1><img src="/slow.svg" width="10" height="10">'),
      },
      '/slow.svg': { type: 'image/svg+xml', body: SLOW_SVG, delayMs: 700 },
      '/spins': {
        body: htmlPage(
          '<title>Spins</title>',
          "<h1>Spins</h1><script>addEventListener('load', () => setTimeout(() => { for (;;) {} }, 100));</script>",
        ),
      },
      '/queued.svg': { type: 'image/svg+xml', body: SLOW_SVG, delayMs: 150 },
      '/many': {
        body: htmlPage(
          '<title>Many</title>',
          `<h1>Many</h1>${Array.from({ length: 30 }, (_, i) => `<img src="/queued.svg?i=${i}" width="10" height="10">`).join('')}`,
        ),
      },
      '/clip.mp4': { type: 'video/mp4', body: 'not really a video' },
      '/sound.mp3': { type: 'audio/mpeg', body: 'not really a sound' },
    });
  });

  afterAll(async () => {
    await renderer?.close();
    await lumen?.close();
    await tracked?.close();
  });

  it('reads computed styles of body, header, nav, buttons, links and headings, and painted areas', async () => {
    const page = await renderer.render({
      url: `${lumen.origin}/`,
      policy: policyFor(lumen.port),
      signal: AbortSignal.timeout(30_000),
    });
    const roles = new Set(page.light.elements.map((e) => e.role));
    for (const role of ['body', 'header', 'nav', 'button', 'link', 'h1', 'h2', 'display', 'text'])
      expect(roles, role).toContain(role);
    const button = page.light.elements.find((e) => e.role === 'button');
    expect(button).toMatchObject({ background: 'rgb(228, 87, 46)', color: 'rgb(255, 255, 255)' });
    expect(page.light.elements.find((e) => e.role === 'h1')?.fontFamily).toMatch(/^Graphik/);
    // Painted area: white covers most of the first screen, the orange button and rule some of it.
    const white = page.light.painted.find(
      (p) => p.color === 'rgb(255, 255, 255)' && p.property === 'background-color',
    );
    const orange = page.light.painted.filter((p) => p.color === 'rgb(228, 87, 46)');
    expect(white?.area).toBeGreaterThan(0.5);
    expect(orange.length).toBeGreaterThan(0);
    expect(orange.reduce((sum, p) => sum + p.area, 0)).toBeLessThan(white?.area ?? 0);
    // The first screen, 1280×800.
    const shot = await sharp(page.screenshot!).metadata();
    expect([shot.format, shot.width, shot.height]).toEqual(['png', 1280, 800]);
    expect(page.ms).toBeLessThan(15_000);
  });

  it('renders no more pages at once than its cap: the others wait their turn', async () => {
    const started = performance.now();
    const [a, b] = await Promise.all(
      [1, 2].map((n) =>
        renderer
          .render({
            url: `${tracked.origin}/slow?n=${n}`,
            policy: policyFor(tracked.port),
            signal: AbortSignal.timeout(30_000),
          })
          .then((page) => ({ page, ended: performance.now() - started })),
      ),
    );
    expect(a?.page.light.title).toBe('Slow');
    expect(b?.page.light.title).toBe('Slow');
    // Each render waits 700 ms for its image; with one page at a time the second starts after the first ends.
    const [first, second] = [a!.ended, b!.ended].sort((x, y) => x - y);
    expect(second! - first!).toBeGreaterThan(600);
  });

  it("lets a page's requests wait their turn for a connection without a listener warning", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
    process.on('warning', onWarning);
    try {
      const page = await renderer.render({
        url: `${tracked.origin}/many`,
        policy: policyFor(tracked.port),
        signal: AbortSignal.timeout(30_000),
        dark: false,
      });
      expect(page.light.title).toBe('Many');
      // 30 images of 150 ms each, four at a time to one site: most of them waited for a connection.
      expect(tracked.hits.filter((hit) => hit === '/queued.svg')).toHaveLength(30);
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.filter((w) => w.startsWith('MaxListenersExceededWarning'))).toEqual([]);
  });

  it('reads the robots.txt of each site a page draws from once, though its requests come at once', async () => {
    const cdn = await serveFixtureSite({
      '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nDisallow: /private/\n', delayMs: 100 },
      '/shape.svg': { type: 'image/svg+xml', body: SLOW_SVG },
      '/private/shape.svg': { type: 'image/svg+xml', body: SLOW_SVG },
    });
    const site = await serveFixtureSite({
      '/': {
        body: htmlPage(
          '<title>Drawn from a CDN</title>',
          `<h1>Shapes</h1>${Array.from({ length: 12 }, (_, i) => `<img src="${cdn.origin}/shape.svg?i=${i}" width="10" height="10">`).join('')}
<img src="${cdn.origin}/private/shape.svg" width="10" height="10">`,
        ),
      },
    });
    try {
      const page = await renderer.render({
        url: `${site.origin}/`,
        policy: policyFor(site.port, { allowHosts: [`127.0.0.1:${site.port}`, `127.0.0.1:${cdn.port}`] }),
        signal: AbortSignal.timeout(30_000),
        dark: false,
      });
      expect(page.light.title).toBe('Drawn from a CDN');
      expect(cdn.hits.filter((hit) => hit === '/shape.svg')).toHaveLength(12);
      expect(cdn.hits.filter((hit) => hit === '/robots.txt')).toHaveLength(1);
      expect(cdn.hits).not.toContain('/private/shape.svg');
    } finally {
      await Promise.all([site.close(), cdn.close()]);
    }
  });

  it('never loads trackers or media, and clicks a known cookie banner away (refusing)', async () => {
    const page = await renderer.render({
      url: `${tracked.origin}/`,
      policy: policyFor(tracked.port),
      signal: AbortSignal.timeout(30_000),
    });
    expect(page.requests.blockedTrackers).toBeGreaterThanOrEqual(2);
    expect(page.requests.blockedMedia).toBeGreaterThanOrEqual(1);
    expect(tracked.hits).not.toContain('/clip.mp4');
    expect(tracked.hits).not.toContain('/sound.mp3');
    expect(page.consent).toMatchObject({ platform: 'OneTrust', choice: 'refused', label: 'Reject all' });
    expect(page.light.html).not.toContain('id="onetrust-banner-sdk"');
  });

  it("ends with the analysis's own limit when that comes first, and the next page renders", async () => {
    const started = performance.now();
    const error = await renderer
      .render({
        url: `${tracked.origin}/spins`,
        policy: policyFor(tracked.port),
        signal: AbortSignal.timeout(3_000),
      })
      .then(
        () => null,
        (thrown: unknown) => thrown,
      );
    expect(error).toBeInstanceOf(RenderError);
    expect((error as RenderError).message).toBe('The analysis ran out of time while the page was rendered');
    // The caller's 3 s, then at most the time a context gets to close.
    expect(performance.now() - started).toBeLessThan(3_000 + RENDER_CLOSE_TIMEOUT_MS + 1_000);
    const next = await renderer.render({
      url: `${tracked.origin}/slow`,
      policy: policyFor(tracked.port),
      signal: AbortSignal.timeout(30_000),
    });
    expect(next.light.title).toBe('Slow');
  });
});

describe("a render's time limits", () => {
  it("are production's unless the renderer is given others, one by one", () => {
    const options = { executablePath: '/usr/bin/chromium', maxPages: 1, logger: createLogger('silent') };
    expect(new Renderer(options).times).toEqual({
      loadMs: 15_000,
      totalMs: 35_000,
      answerMs: 10_000,
      closeMs: 5_000,
    });
    expect(new Renderer({ ...options, times: { loadMs: 4_000, closeMs: 2_000 } }).times).toEqual({
      ...RENDER_TIMES,
      loadMs: 4_000,
      closeMs: 2_000,
    });
  });
});
