import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderError } from '../analysis/render/render-error';
import type { RenderTimes } from '../analysis/render/render-page';
import type { Renderer } from '../analysis/render/renderer';
import { createTestRenderer, policyFor, testBrowserPath } from '../analysis/render/test-renderer';
import { HOSTILE_PAGES, serveHostilePages } from '../analysis/test/render-fixture-sites/hostile-pages';
import type { LoopbackServer } from '../test/fixture-server';
import { record } from './report/record';

const MB = 1024 * 1024;
/**
 * Shorter limits than production's RENDER_TIMES (15 s to load, 10 s unanswering, 35 s in all, 5 s
 * to close): the same code ends the same pages, sooner.
 */
const TIMES: RenderTimes = { loadMs: 5_000, answerMs: 5_000, totalMs: 15_000, closeMs: 3_000 };

/**
 * Bad input for the render stage: pages that never finish, open 500 subresources, redirect in
 * script or over HTTP without end, allocate memory without end, loop on alert(), or are a
 * download. Each render ends within its limits, with what there is or with a readable reason;
 * the browser process lives on and the next page renders.
 */
describe.runIf(testBrowserPath() !== null)('bad input to the render stage', () => {
  let renderer: Renderer;
  let server: LoopbackServer & { hits: () => number };

  beforeAll(async () => {
    // A lower memory limit than production's, so the buffer bomb is stopped sooner.
    renderer = createTestRenderer({ rendererMemoryLimit: 512 * MB, times: TIMES });
    server = await serveHostilePages();
    await renderer.render({
      url: `${server.origin}/ok`,
      policy: policyFor(server.port),
      signal: AbortSignal.timeout(30_000),
    });
  });

  afterAll(async () => {
    await renderer?.close();
    await server?.close();
  });

  for (const hostile of HOSTILE_PAGES) {
    it(`${hostile.thrown}: ends within its limits, and the next page renders`, { timeout: 90_000 }, async ({
      task,
    }) => {
      const browserBefore = renderer.browserPid;
      const started = performance.now();
      const outcome = await renderer
        .render({
          url: `${server.origin}${hostile.path}`,
          policy: policyFor(server.port),
          signal: AbortSignal.timeout(60_000),
        })
        .then(
          (page) => ({ page, error: null }),
          (error: unknown) => ({ page: null, error }),
        );
      const ms = performance.now() - started;
      const after = await renderer.render({
        url: `${server.origin}/ok`,
        policy: policyFor(server.port),
        signal: AbortSignal.timeout(30_000),
      });
      const memory = renderer.memory();
      record(task, {
        thrown: hostile.thrown,
        expected: `${hostile.expected === 'rendered' ? 'rendered within its limits' : `refused (${hostile.reason})`}; the next page renders`,
        got: `${
          outcome.page
            ? `rendered (${outcome.page.requests.made} requests${outcome.page.notes.length ? `; ${outcome.page.notes.join('; ')}` : ''})`
            : `${(outcome.error as Error).message}`
        }; next page ${after.light.title ? 'rendered' : 'empty'}; browser ${renderer.browserPid === browserBefore ? 'the same' : 'restarted'}`,
        ms,
        memoryMb: Math.round(memory.total / MB),
      });
      // A page that may stall its renderer and did: ended when it stopped answering or at the
      // render's time limit, then its context given the time to close that a browser has before
      // it counts as stuck.
      const stalled =
        hostile.mayStall === true &&
        outcome.error instanceof RenderError &&
        outcome.error.reason === 'timeout';
      expect(ms).toBeLessThan(TIMES.totalMs + (stalled ? TIMES.closeMs + 1_000 : 5_000));
      if (hostile.expected === 'rendered') {
        expect(outcome.error).toBeNull();
        expect(outcome.page?.light.title).toBeTruthy();
      } else {
        expect(outcome.error).toBeInstanceOf(RenderError);
        expect((outcome.error as Error).message).toMatch(
          stalled ? /stopped answering|did not finish rendering within/ : (hostile.reason ?? /./),
        );
      }
      expect(after.light.title).toBe('A quiet page');
      // The browser survives a page's crash: only a browser that stops answering is replaced.
      if (!stalled) expect(renderer.browserPid).toBe(browserBefore);
    });
  }

  it('a page of 500 subresources is cut off at the page limit', async () => {
    const page = await renderer.render({
      url: `${server.origin}/five-hundred`,
      policy: policyFor(server.port),
      signal: AbortSignal.timeout(60_000),
    });
    expect(page.requests.made).toBeLessThanOrEqual(250);
    expect(page.requests.overLimit).toBeGreaterThan(0);
  });

  it('a page that navigates itself without end stays on its first documents', async () => {
    const page = await renderer.render({
      url: `${server.origin}/script-redirects`,
      policy: policyFor(server.port),
      signal: AbortSignal.timeout(60_000),
    });
    expect(page.light.title).toBe('Again');
    expect(page.requests.refused.some((r) => /more than 4 documents/.test(r.reason))).toBe(true);
  });
});
