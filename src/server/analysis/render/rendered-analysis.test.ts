import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnalyzerHarness, createAnalyzerHarness } from '../test/analyzer-harness';
import { checkAgainstTruth } from '../test/fixture-score';
import { RENDER_FIXTURE_SITES } from '../test/render-fixture-sites';
import type { Renderer } from './renderer';
import { createTestRenderer, testBrowserPath } from './test-renderer';

/** A logger whose lines the test reads: the analysis log. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info', base: undefined }, stream), lines };
}

/**
 * Sites whose brand colour, logo and text exist only after scripts run (one behind a cookie
 * wall, one with a dark mode): the static reader misses them, the render stage reads them.
 */
describe.runIf(testBrowserPath() !== null)('rendered analysis of script-built sites', () => {
  let renderer: Renderer;
  let rendered: AnalyzerHarness;
  let plain: AnalyzerHarness;
  const log = capturedLogger();
  const plainLog = capturedLogger();

  beforeAll(async () => {
    renderer = createTestRenderer();
    [rendered, plain] = await Promise.all([
      createAnalyzerHarness({
        render: { renderer, unavailable: null },
        logger: log.logger,
      }),
      createAnalyzerHarness({
        render: { renderer: null, unavailable: 'ANALYZER_BROWSER=off' },
        logger: plainLog.logger,
      }),
    ]);
  });

  afterAll(async () => {
    await rendered?.close();
    await plain?.close();
    await renderer?.close();
  });

  for (const site of RENDER_FIXTURE_SITES) {
    it(`${site.shape}: the static reader misses it, the render reads it`, { timeout: 60_000 }, async () => {
      const { brand: before } = await plain.analyze(site);
      const missed = (await checkAgainstTruth(plain.t.database.db, before.id, site.truth)).filter(
        (c) => !c.ok,
      );
      expect(missed.map((c) => c.field)).toEqual(expect.arrayContaining(['tagline', 'primary_color']));

      const { brand } = await rendered.analyze(site);
      expect(brand.analysis_status, brand.analysis_error ?? '').toBe('completed');
      const checks = await checkAgainstTruth(rendered.t.database.db, brand.id, site.truth);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
    });
  }

  it('says in the analysis log that the render ran, or why the static reader stood alone', () => {
    const done = log.lines.filter((l) => l.msg === 'render stage done');
    expect(done.length).toBe(RENDER_FIXTURE_SITES.length);
    expect(log.lines.some((l) => /cookie banner/.test(JSON.stringify(l.notes ?? '')))).toBe(true);
    const skipped = plainLog.lines.filter(
      (l) => l.msg === 'render stage skipped: the static reader alone reads the page',
    );
    expect(skipped.length).toBe(RENDER_FIXTURE_SITES.length);
    expect(skipped[0]?.reason).toBe('ANALYZER_BROWSER=off');
  });
});
