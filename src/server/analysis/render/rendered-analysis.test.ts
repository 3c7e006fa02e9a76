import { Writable } from 'node:stream';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, ListedBrand } from '../../../domain/brand';
import { requestAs } from '../../test/actors';
import { type AnalyzerHarness, createAnalyzerHarness } from '../test/analyzer-harness';
import { checkAgainstTruth } from '../test/fixture-score';
import { type FixtureBrandSite, htmlPage } from '../test/fixture-sites/fixture-brand-site';
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
      // The first screen is kept as the brand image candidate, marked unsure; the static reader has none.
      expect(before.brand_image_url).toBeNull();
      expect(brand.brand_image_url).toMatch(
        new RegExp(`/files/brand-images/${brand.id}-render-\\d+\\.webp$`),
      );
      expect(brand.unverified_fields).toContain('brand_image_url');
      const file = await rendered.t.app.request(brand.brand_image_url!);
      expect(file.status).toBe(200);
      const size = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      expect([size.width, size.height]).toEqual([1280, 800]);
    });
  }

  it('makes the logo kit: the dark-mode logo, a derived variant, the SVG icon, with downloads', async () => {
    const kitOf = async (name: string) => {
      const res = await rendered.t.app.request(`/api/brands?search=${encodeURIComponent(name)}`);
      const brand = ((await res.json()) as { items: ListedBrand[] }).items.find((b) => b.name === name);
      if (!brand) throw new Error(`${name} is not listed`);
      return brand;
    };
    // Nightjar: its own lavender wordmark in dark mode, and its SVG icon.
    const nightjar = await kitOf('Nightjar Audio');
    const byGround = (b: ListedBrand, ground: string, role: string) =>
      b.logo_kit.find((e) => e.ground === ground && e.role === role);
    expect(byGround(nightjar, 'light', 'wordmark')).toMatchObject({
      url: nightjar.logo_url,
      file_type: 'SVG',
      derived: false,
    });
    const darkMark = byGround(nightjar, 'dark', 'wordmark');
    expect(darkMark).toMatchObject({ file_type: 'SVG', derived: false });
    const darkFile = await rendered.t.app.request(darkMark!.url);
    expect(await darkFile.text()).toContain('#E9D8FD');
    expect(nightjar.logo_kit.find((e) => e.role === 'icon')).toMatchObject({
      file_type: 'SVG',
      self_backed: false,
    });
    // Harbor & Pine: a one-colour navy mark, whose white twin for dark grounds is derived.
    const harbor = await kitOf('Harbor & Pine');
    const derived = byGround(harbor, 'dark', 'wordmark');
    expect(derived).toMatchObject({ derived: true, ink: '#FFFFFF' });
    expect(byGround(harbor, 'light', 'wordmark')?.ink).toBe('#1D4E89');
    // Every file of the kit is in the logo library, to download.
    const library = (await (await rendered.t.app.request(`/api/brands/${harbor.slug}/logos`)).json()) as {
      items: { file_url: string; name: string }[];
    };
    for (const entry of harbor.logo_kit) expect(library.items.map((l) => l.file_url)).toContain(entry.url);
    // Analysed again, the same drawings are the same files: nothing is listed twice.
    const again = await requestAs(
      rendered.t,
      rendered.admin,
      'POST',
      `/api/admin/brands/${harbor.id}/analyze`,
      {},
    );
    expect(again.status).toBe(200);
    await rendered.worker.drain();
    const after = (await (await rendered.t.app.request(`/api/brands/${harbor.slug}/logos`)).json()) as {
      items: { file_url: string }[];
    };
    expect(after.items.map((l) => l.file_url).sort()).toEqual(library.items.map((l) => l.file_url).sort());
    expect((await kitOf('Harbor & Pine')).logo_kit).toEqual(harbor.logo_kit);
  });

  it('reads the typefaces by role, with source, licence and a free alternative', async () => {
    const res = await rendered.t.app.request('/api/brands/lumen-cycles');
    const lumen = (await res.json()) as Brand;
    const byRole = Object.fromEntries(lumen.typography.map((f) => [f.role, f]));
    // Display and headings in Graphik, a licensed face the site serves itself: shown in Inter.
    expect(byRole.display).toMatchObject({
      family: 'Graphik',
      source: 'self-hosted',
      licence: 'proprietary',
      category: 'sans-serif',
      alternative: 'Inter',
      file_url: null,
      size_px: 56,
    });
    expect(byRole.heading).toMatchObject({ family: 'Graphik', licence: 'proprietary' });
    // Body text in Inter, open-licensed: a copy of the site's own file is kept to show it.
    expect(byRole.body).toMatchObject({
      family: 'Inter',
      source: 'self-hosted',
      licence: 'open',
      alternative: null,
    });
    const file = await rendered.t.app.request(String(byRole.body?.file_url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('font/woff2');
    // A system face: the site names it, the visitor's device draws it.
    const harbor = (await (await rendered.t.app.request('/api/brands/harbor-pine')).json()) as Brand;
    expect(harbor.typography.find((f) => f.role === 'body')).toMatchObject({
      family: 'Georgia',
      source: 'system',
      licence: 'system',
      category: 'serif',
    });
  });

  it('a page that crashes its renderer fails the render stage only', { timeout: 60_000 }, async () => {
    const crashing: FixtureBrandSite = {
      name: 'Heavy Hand',
      industry: 'Other',
      shape: 'a page whose script allocates without end',
      entryPath: '/',
      pages: async () => ({
        '/': {
          body: htmlPage(
            '<title>Heavy Hand</title><meta name="description" content="Tools that weigh what they should.">',
            '<h1>Heavy Hand</h1><script>const keep = []; setInterval(() => { for (let i = 0; i < 50; i++) keep.push(new Array(250000).fill(Math.random())); }, 5);</script>',
          ),
        },
      }),
      truth: { ...RENDER_FIXTURE_SITES[0]!.truth },
    };
    const { brand } = await rendered.analyze(crashing);
    expect(brand.analysis_status, brand.analysis_error ?? '').toBe('completed');
    expect(brand.description).toBe('Tools that weigh what they should.');
    const failed = log.lines.find((l) => String(l.msg).startsWith('render stage failed'));
    expect(failed?.msg).toMatch(/render stage failed: The page (crashed|used more than)/);
    // The browser lives on: the next analysis renders.
    const { brand: next } = await rendered.analyze({ ...RENDER_FIXTURE_SITES[0]!, name: 'Lumen Again' });
    expect(next.primary_color).toBe(RENDER_FIXTURE_SITES[0]!.truth.primaryColor);
    expect(next.description).toBe(RENDER_FIXTURE_SITES[0]!.truth.description);
  });

  it('says in the analysis log that the render ran, or why the static reader stood alone', () => {
    const done = log.lines.filter((l) => l.msg === 'render stage done');
    // The three sites, Harbor & Pine analysed again, and the page after the crash.
    expect(done.length).toBe(RENDER_FIXTURE_SITES.length + 2);
    expect(log.lines.some((l) => /cookie banner/.test(JSON.stringify(l.notes ?? '')))).toBe(true);
    const skipped = plainLog.lines.filter(
      (l) => l.msg === 'render stage skipped: the static reader alone reads the page',
    );
    expect(skipped.length).toBe(RENDER_FIXTURE_SITES.length);
    expect(skipped[0]?.reason).toBe('ANALYZER_BROWSER=off');
  });
});
