import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { requestAs } from '../test/actors';
import { signInAs } from '../test/sign-in';
import { type AnalyzerHarness, createAnalyzerHarness } from './test/analyzer-harness';
import { notHtmlSite } from './test/fixture-sites/failing-sites';
import { svgInlineLogoSite } from './test/fixture-sites/svg-inline-logo';

let h: AnalyzerHarness;
beforeAll(async () => {
  h = await createAnalyzerHarness();
});
afterAll(async () => h.close());

describe('POST /api/brands/{id}/analysis/retry', () => {
  it('lets the maker correct the address of a failed brand and analyse it again, once it failed', async () => {
    const wrong = await h.serve(notHtmlSite);
    const right = await h.serve(svgInlineLogoSite);
    const brand = await h.addBrand({ name: 'Pinecone Coffee', url: `${wrong.origin}/` });
    const early = await requestAs(h.t, h.user, 'POST', `/api/brands/${brand.id}/analysis/retry`, {
      url: `${right.origin}/`,
    });
    expect(early.status).toBe(409);
    await h.worker.drain();
    expect((await h.getBrand(brand.slug)).analysis_status).toBe('failed');

    const stranger = await signInAs(h.t, 'stranger@example.com');
    const refused = await requestAs(h.t, stranger, 'POST', `/api/brands/${brand.id}/analysis/retry`, {
      url: `${right.origin}/`,
    });
    // Not listed yet: it does not exist for another user; an admin sees it but did not add it.
    expect(refused.status).toBe(404);
    const byAdmin = await requestAs(h.t, h.admin, 'POST', `/api/brands/${brand.id}/analysis/retry`, {
      url: `${right.origin}/`,
    });
    expect(byAdmin.status).toBe(403);
    const bad = await requestAs(h.t, h.user, 'POST', `/api/brands/${brand.id}/analysis/retry`, {
      url: 'ftp://x',
    });
    expect(bad.status).toBe(400);

    const res = await requestAs(h.t, h.user, 'POST', `/api/brands/${brand.id}/analysis/retry`, {
      url: `${right.origin}/`,
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as Brand).toMatchObject({
      slug: brand.slug,
      analysis_status: 'pending',
      analysis_error: null,
      url: `${right.origin}/`,
    });
    await h.worker.drain();
    expect(await h.getBrand(brand.slug)).toMatchObject({
      analysis_status: 'completed',
      primary_color: '#7A3E1D',
    });
  });
});
