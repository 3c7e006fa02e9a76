import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand, BrandPage, UnlistedBrands } from '../../domain/brand';
import type { BrandAnalysis } from '../../domain/brand-analysis';
import type { BrandFacets } from '../../domain/catalogue-views';
import type { DuplicateCheck } from '../../domain/duplicate';
import { type AnalyzerHarness, createAnalyzerHarness } from '../analysis/test/analyzer-harness';
import { notHtmlSite } from '../analysis/test/fixture-sites/failing-sites';
import { svgInlineLogoSite } from '../analysis/test/fixture-sites/svg-inline-logo';
import { requestAs, signInActors } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { signInAs } from '../test/sign-in';
import { brandPageMeta } from './brand-page-meta';

let h: AnalyzerHarness;
let stranger: string;

beforeAll(async () => {
  h = await createAnalyzerHarness();
  stranger = await signInAs(h.t, 'stranger@example.com');
  await insertBrand(h.t.database.db, {
    name: 'Swoosh Co',
    slug: 'swoosh-co',
    url: 'https://www.swoosh.example',
  });
});
afterAll(async () => h.close());

const read = async <T>(cookie: string, path: string) => {
  const res = await requestAs(h.t, cookie, 'GET', path);
  return {
    status: res.status,
    body: (await res.json()) as T,
    cacheControl: res.headers.get('cache-control'),
  };
};
const slugsOf = (page: BrandPage) => page.items.map((b) => b.slug);

describe('a brand added with the wizard before its analysis completed', () => {
  it('is seen only by its creator and admins, in no public list, and is offered to its creator', async () => {
    const wrong = await h.serve(notHtmlSite);
    const brand = await h.addBrand({
      name: 'Quiet Harbor Tea',
      url: `${wrong.origin}/`,
      industry: 'Beverages',
    });
    expect(brand.listed).toBe(false);

    // Its page: 404 for a visitor and for another user, the brand for its creator and an admin.
    expect((await read('', `/api/brands/${brand.slug}`)).status).toBe(404);
    expect((await read(stranger, `/api/brands/${brand.slug}`)).status).toBe(404);
    const own = await read<Brand>(h.user, `/api/brands/${brand.slug}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ listed: false, analysis_status: 'pending' });
    expect(own.cacheControl).toBe('private, no-store');
    expect((await read(h.admin, `/api/brands/${brand.slug}`)).status).toBe(200);
    expect((await read('', `/api/brands/${brand.slug}/analysis`)).status).toBe(404);
    const running = await read<BrandAnalysis>(h.user, `/api/brands/${brand.slug}/analysis`);
    expect(running.body).toMatchObject({ status: 'pending', progress: 30, listed: false, can_retry: false });

    // No public list, count, facet, search or nav lookup shows it, not even to its creator.
    for (const cookie of ['', h.user]) {
      const newest = await read<BrandPage>(cookie, '/api/brands');
      expect(slugsOf(newest.body)).not.toContain(brand.slug);
      expect(newest.body.total).toBe(1);
      const search = await read<BrandPage>(cookie, '/api/brands?search=quiet%20harbor');
      expect(search.body.items).toEqual([]);
    }
    const facets = await read<BrandFacets>('', '/api/brands/facets');
    expect(facets.body.industries).not.toContain('Beverages');
    expect(
      (await read<{ slug: string | null }>('', '/api/brands/lookup?q=quiet%20harbor%20tea')).body.slug,
    ).toBe(null);
    expect((await read<Brand>('', '/api/featured-brand')).body.slug).toBe('swoosh-co');

    // The duplicate check: nothing for others, the creator's own brand (with its state) for them.
    expect(
      (await read<DuplicateCheck>(stranger, '/api/brands/duplicates?name=Quiet%20Harbor%20Tea')).body.match,
    ).toBe(null);
    const mine = await read<DuplicateCheck>(h.user, '/api/brands/duplicates?name=Quiet%20Harbor%20Tea');
    expect(mine.body.match).toMatchObject({ slug: brand.slug, pending: 'analyzing' });
    expect(mine.body.match?.message).toBe(
      'You already added Quiet Harbor Tea. Its analysis is still running.',
    );

    // The creator's and the admin's list of brands waiting for their analysis.
    expect(
      (await read<UnlistedBrands>(h.user, '/api/brands/unlisted')).body.items.map((b) => b.slug),
    ).toEqual([brand.slug]);
    expect((await read<UnlistedBrands>(stranger, '/api/brands/unlisted')).body.items).toEqual([]);
    expect(
      (await read<UnlistedBrands>(h.admin, '/api/brands/unlisted')).body.items.map((b) => b.slug),
    ).toContain(brand.slug);
    expect((await read('', '/api/brands/unlisted')).status).toBe(401);

    // It fails: its creator sees why; it still blocks nobody else's name.
    await h.worker.drain();
    const failed = await read<UnlistedBrands>(h.user, '/api/brands/unlisted');
    expect(failed.body.items[0]).toMatchObject({ analysis_status: 'failed' });
    expect(failed.body.items[0]?.analysis_error).toMatch(/not a web page/);
    const why = await read<BrandAnalysis>(h.user, `/api/brands/${brand.slug}/analysis`);
    expect(why.body).toMatchObject({ status: 'failed', can_retry: true });
    expect(why.body.error).toMatch(/not a web page/);
    expect((await read<BrandAnalysis>(h.admin, `/api/brands/${brand.slug}/analysis`)).body.can_retry).toBe(
      false,
    );
    const offered = await read<DuplicateCheck>(h.user, '/api/brands/duplicates?name=quiet%20harbor%20tea');
    expect(offered.body.match).toMatchObject({ slug: brand.slug, pending: 'failed' });
    expect((await read('', `/api/brands/${brand.slug}`)).status).toBe(404);
  });

  it('joins the catalogue once its analysis completed', async () => {
    const site = await h.serve(svgInlineLogoSite);
    const brand = await h.addBrand({
      name: 'Pinecone Coffee',
      url: `${site.origin}/`,
      industry: 'Food & Beverage',
    });
    expect(slugsOf((await read<BrandPage>('', '/api/brands')).body)).not.toContain(brand.slug);
    await h.worker.drain();
    const page = await read<Brand>('', `/api/brands/${brand.slug}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ listed: true, created_by: null, analysis_status: 'completed' });
    expect(slugsOf((await read<BrandPage>('', '/api/brands')).body)).toContain(brand.slug);
    expect(
      (await read<UnlistedBrands>(h.user, '/api/brands/unlisted')).body.items.map((b) => b.slug),
    ).not.toContain(brand.slug);
  });
});

describe('every route about one brand, while the brand is not listed', () => {
  it('answers its creator and admins, and 404 to everyone else, reading or writing', async () => {
    const wrong = await h.serve(notHtmlSite);
    const brand = await h.addBrand({
      name: 'Nightjar Labs',
      url: `${wrong.origin}/`,
      industry: 'Technology',
    });
    const { subscriber } = await signInActors(h.t);
    const others = ['', stranger, subscriber];
    const status = async (cookie: string, method: string, path: string, body?: unknown) =>
      (await requestAs(h.t, cookie, method, path, body)).status;

    for (const part of ['history', 'history/identity', 'logos', 'related']) {
      const path = `/api/brands/${brand.slug}/${part}`;
      for (const cookie of others) expect(await status(cookie, 'GET', path), `${path} ${cookie}`).toBe(404);
      expect(await status(h.user, 'GET', path), path).toBe(200);
      expect(await status(h.admin, 'GET', path), path).toBe(200);
    }
    // The share preview and the page's link preview are for anonymous crawlers: listed brands only.
    expect(await status(h.user, 'GET', `/api/brands/${brand.slug}/preview.png`)).toBe(404);
    const meta = await brandPageMeta(h.t.database.db, 'https://atlas.example', `/brands/${brand.slug}`);
    expect(meta).toMatchObject({ status: 404, title: 'Brand not found | Brand Atlas' });

    const visits = `/api/brands/${brand.slug}/visits`;
    for (const cookie of others) expect(await status(cookie, 'POST', visits)).toBe(404);
    expect(await status(h.user, 'POST', visits)).toBe(200);
    const correction = { field: 'url', value: 'https://other.example', source_url: 'https://example.com/x' };
    const corrections = `/api/brands/${brand.slug}/corrections`;
    expect(await status(stranger, 'POST', corrections, correction)).toBe(404);
    expect(await status(h.user, 'POST', corrections, correction)).toBe(201);
    expect(await status(subscriber, 'PUT', `/api/favorites/${brand.id}`)).toBe(404);
    expect((await read<{ items: Brand[] }>(subscriber, '/api/favorites')).body.items).toEqual([]);
    expect(await status(stranger, 'POST', `/api/brands/${brand.id}/colors/import`)).toBe(404);
    const retry = { url: 'https://nightjar.example/' };
    expect(await status(stranger, 'POST', `/api/brands/${brand.id}/analysis/retry`, retry)).toBe(404);

    // Nothing the others tried changed it.
    const own = await read<Brand>(h.admin, `/api/brands/${brand.slug}`);
    expect(own.body).toMatchObject({ visit_count: 1, favorite_count: 0, url: `${wrong.origin}/` });
  });
});

describe('the same website is not added twice', () => {
  it('offers the brand already at that registrable domain and writes nothing', async () => {
    const before = (await read<BrandPage>(h.admin, '/api/brands')).body.total;
    const res = await requestAs(h.t, stranger, 'POST', '/api/brands', {
      name: 'Swoosh Store',
      industry: 'Retail',
      url: 'https://store.swoosh.example/shoes',
    });
    expect(res.status).toBe(409);
    const problem = (await res.json()) as { detail: string; brand: { slug: string } };
    expect(problem.detail).toBe('Swoosh Co is already in our database with this website.');
    expect(problem.brand.slug).toBe('swoosh-co');
    const mine = await read<UnlistedBrands>(stranger, '/api/brands/unlisted');
    expect(mine.body.items).toEqual([]);
    expect((await read<BrandPage>(h.admin, '/api/brands')).body.total).toBe(before);
  });

  it('offers the creator their own brand at that website, and refuses others while it is analysed', async () => {
    const brand = await h.addBrand({ name: 'Lantern Books', url: 'https://lantern-books.example/' });
    const again = await requestAs(h.t, h.user, 'POST', '/api/brands', {
      name: 'Lantern Bookshop',
      industry: 'Retail',
      url: 'http://www.lantern-books.example',
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { brand: { slug: string } }).brand.slug).toBe(brand.slug);
    const other = await requestAs(h.t, stranger, 'POST', '/api/brands', {
      name: 'Lantern Shop',
      industry: 'Retail',
      url: 'https://lantern-books.example/shop',
    });
    expect(other.status).toBe(409);
    const problem = (await other.json()) as { detail: string; brand?: unknown };
    expect(problem.detail).toBe(
      'This website is already being added to the catalogue. It will appear once its analysis completes.',
    );
    expect(problem.brand).toBeUndefined();
  });
});
