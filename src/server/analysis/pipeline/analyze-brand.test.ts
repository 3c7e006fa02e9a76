import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYSIS_STAGES } from '../../../domain/analysis-progress';
import { brands } from '../../db/schema';
import type { LiveEvent } from '../../events/event-bus';
import { requestAs } from '../../test/actors';
import { insertBrand } from '../../test/brand-factory';
import { type AnalyzerHarness, createAnalyzerHarness } from '../test/analyzer-harness';
import { checkAgainstTruth } from '../test/fixture-score';
import { FAILING_FIXTURE_SITES, FIXTURE_BRAND_SITES } from '../test/fixture-sites';
import { htmlPage } from '../test/fixture-sites/fixture-brand-site';
import { jsonLdRichSite } from '../test/fixture-sites/json-ld-rich';
import { redirectingSite } from '../test/fixture-sites/redirecting';

let h: AnalyzerHarness;

beforeAll(async () => {
  h = await createAnalyzerHarness({ timeoutMs: 1_500 });
});
afterAll(async () => h.close());

describe('analyze-brand on fixture websites', () => {
  for (const site of FIXTURE_BRAND_SITES) {
    it(`reads the known truth of a site: ${site.shape}`, async () => {
      const { brand } = await h.analyze(site);
      expect(brand.analysis_status, brand.analysis_error ?? '').toBe('completed');
      expect(brand.analysis_error).toBeNull();
      expect(brand.analysis_started_at).not.toBeNull();
      expect(brand.analysis_completed_at).not.toBeNull();
      const checks = await checkAgainstTruth(h.t.database.db, brand.id, site.truth);
      expect(checks.filter((c) => !c.ok)).toEqual([]);
      // Every colour is named, keyed by upper-case hex.
      for (const hex of [brand.primary_color, ...brand.color_palette].filter(Boolean)) {
        expect(brand.ai_color_names[hex as string], hex as string).toMatch(/\S/);
      }
    });
  }

  it('records where every stored value came from, readable by admins only', async () => {
    const { brand, server } = await h.analyze({ ...jsonLdRichSite, name: 'Northwind Provenance' });
    const res = await requestAs(h.t, h.admin, 'GET', `/api/admin/brands/${brand.id}/provenance`);
    expect(res.status).toBe(200);
    const provenance = (await res.json()) as Record<string, { source: string; method: string; at: string }>;
    for (const field of [
      'tagline',
      'description',
      'keywords',
      'mission',
      'vision',
      'year_founded',
      'primary_color',
      'secondary_color',
      'color_palette',
      'logo_url',
      'ai_color_names',
    ]) {
      expect(provenance[field], field).toMatchObject({
        source: expect.any(String),
        method: expect.any(String),
      });
    }
    expect(provenance.mission?.source).toBe(`${server.origin}/about-us`);
    expect(provenance.tagline).toMatchObject({
      source: `${server.origin}/`,
      method: 'JSON-LD Organization.slogan',
    });
    expect(provenance.logo_url?.source).toBe(`${server.origin}/media/northwind-logo.png`);
    expect(provenance.primary_color?.method).toMatch(/theme-color|logo pixels/);
    expect((await requestAs(h.t, h.user, 'GET', `/api/admin/brands/${brand.id}/provenance`)).status).toBe(
      403,
    );
  });

  it('stores the logo in brand-logos, lists it in the logo library and serves it', async () => {
    const { brand } = await h.analyze({ ...jsonLdRichSite, name: 'Northwind Library' });
    expect(brand.logo_url).toMatch(new RegExp(`/files/brand-logos/${brand.id}/\\d+-0\\.png$`));
    const file = await h.t.app.request(brand.logo_url!);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const logos = (await (await h.t.app.request(`/api/brands/${brand.slug}/logos`)).json()) as {
      items: unknown[];
    };
    expect(logos.items).toEqual([
      expect.objectContaining({
        name: 'Northwind Library Logo (PNG)',
        file_url: brand.logo_url,
        file_type: 'PNG',
      }),
    ]);
  });

  it('keeps the dark-mode logo a <picture> states in the logo kit, rather than deriving one', async () => {
    const wordmark = (fill: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><path d="M10 10h180v30H10z" fill="${fill}"/></svg>`;
    const { brand } = await h.analyze({
      name: 'Fjord Outfitters',
      industry: 'Retail',
      shape: 'a one-colour SVG logo in a <picture> with its own file for dark mode',
      entryPath: '/',
      async pages() {
        return {
          '/': {
            body: htmlPage(
              '<title>Fjord Outfitters - Gear for cold water</title>',
              `<header><a href="/"><picture>
                 <source srcset="/logo-on-dark.svg" media="(prefers-color-scheme: dark)">
                 <img class="logo" src="/logo.svg" alt="Fjord Outfitters"></picture></a></header>
               <main><h1>Gear for cold water</h1></main>`,
            ),
          },
          '/logo.svg': { type: 'image/svg+xml', body: wordmark('#12355B') },
          '/logo-on-dark.svg': { type: 'image/svg+xml', body: wordmark('#DCEBFA') },
        };
      },
      truth: redirectingSite.truth,
    });
    const dark = brand.logo_kit.find((entry) => entry.ground === 'dark');
    expect(dark).toMatchObject({ derived: false });
    expect(await (await h.t.app.request(dark?.url ?? '')).text()).toContain('#DCEBFA');
  });

  it('pushes progress at the checkpoints as the stages finish, then completed', async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = h.t.events.subscribe((event) => events.push(event));
    const { brand } = await h.analyze({ ...jsonLdRichSite, name: 'Northwind Progress' });
    unsubscribe();
    const progress = events
      .filter((e) => e.type === 'analysis.progress' && e.brandId === brand.id)
      .map((e) => (e.type === 'analysis.progress' ? [e.progress, e.status] : []));
    const checkpoints = [
      30,
      ...ANALYSIS_STAGES.flatMap((s) =>
        'progressWhenStarted' in s ? [s.progressWhenStarted, s.progressWhenDone] : [s.progressWhenDone],
      ),
    ];
    expect(progress.map(([p]) => p)).toEqual([...checkpoints, 100]);
    expect(progress.at(-1)).toEqual([100, 'completed']);
    expect(events).toContainEqual({ type: 'brand.changed', brandId: brand.id, slug: brand.slug });
  });

  it('never overwrites a protected brand', async () => {
    const server = await h.serve(jsonLdRichSite);
    const brand = await h.addBrand({ name: 'Guarded Outfitters', url: `${server.origin}/` });
    await h.t.database.db
      .update(brands)
      .set({ protected: true, tagline: 'Kept by hand' })
      .where(eq(brands.id, brand.id));
    await h.worker.drain();
    const after = await h.getBrand(brand.slug);
    expect(after).toMatchObject({ tagline: 'Kept by hand', primary_color: null, logo_url: null });
  });

  it('keeps verified colours (preserve_colors) while reading the rest', async () => {
    const server = await h.serve(jsonLdRichSite);
    const existing = await insertBrand(h.t.database.db, {
      name: 'Verified Outfitters',
      slug: 'verified-outfitters',
      url: `${server.origin}/`,
      hasVerifiedColors: true,
      primaryColor: '#123456',
      secondaryColor: null,
      accentColor: null,
    });
    const res = await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${existing.id}/analyze`, {
      preserve_colors: true,
    });
    expect(res.status).toBe(200);
    await h.worker.drain();
    const after = await h.getBrand(existing.slug);
    expect(after).toMatchObject({ primary_color: '#123456', tagline: 'Gear for every trail' });
    expect(after.ai_color_names['#123456']).toMatch(/\S/);
  });
});

describe('analyze-brand on bad input', () => {
  for (const site of FAILING_FIXTURE_SITES) {
    it(`fails with a readable error and touches no other brand: ${site.shape}`, async () => {
      const bystander = await insertBrand(h.t.database.db, { name: `Bystander ${site.name}` });
      const { brand } = await h.analyze(site);
      expect(brand.analysis_status).toBe('failed');
      expect(brand.analysis_error).toMatch(site.error);
      expect(brand.analysis_completed_at).not.toBeNull();
      const [untouched] = await h.t.database.db.select().from(brands).where(eq(brands.id, bystander.id));
      expect(untouched?.updatedAt.toISOString()).toBe(bystander.updatedAt.toISOString());
      expect((await h.t.app.request('/api/health')).status).toBe(200);
    });
  }

  it('refuses private addresses in production mode, and names the reason', async () => {
    const server = await h.serve(jsonLdRichSite);
    const strict = await createAnalyzerHarness({ allowLoopback: false });
    try {
      for (const [name, url, reason] of [
        ['Sneaky Corp', `${server.origin}/`, /not a web port/],
        ['Loopback Corp', 'http://127.0.0.1/', /private or reserved address/],
        ['Metadata Corp', 'http://169.254.169.254/latest/meta-data/', /private or reserved address/],
        ['Localhost Corp', 'http://localhost/', /private or reserved address/],
      ] as const) {
        const brand = await strict.addBrand({ name, url });
        await strict.worker.drain();
        const after = await strict.getBrand(brand.slug);
        expect(after.analysis_status, url).toBe('failed');
        expect(after.analysis_error, url).toMatch(reason);
      }
      expect(server.hits).toEqual([]);
    } finally {
      await strict.close();
    }
  });

  it('fails an address that is not http(s), as an imported brand may carry', async () => {
    const brand = await insertBrand(h.t.database.db, {
      name: 'Gopher Hole',
      url: 'gopher://gopher.example/',
      analysisStatus: 'pending',
    });
    await requestAs(h.t, h.admin, 'POST', `/api/admin/brands/${brand.id}/analyze`, {});
    await h.worker.drain();
    const after = await h.getBrand(brand.slug);
    expect(after.analysis_status).toBe('failed');
    expect(after.analysis_error).toBe('Only http and https addresses can be analyzed, not gopher:');
  });

  it('fails an unreachable site readably', async () => {
    const server = await h.serve(jsonLdRichSite);
    await server.close();
    const brand = await h.addBrand({ name: 'Gone Corp', url: `${server.origin}/` });
    await h.worker.drain();
    const after = await h.getBrand(brand.slug);
    expect(after.analysis_status).toBe('failed');
    expect(after.analysis_error).toMatch(/Could not reach/);
  });
});
