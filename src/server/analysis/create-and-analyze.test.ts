import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../domain/brand';
import { analysisJobs } from '../db/schema';
import { requestAs } from '../test/actors';
import { insertBrand } from '../test/brand-factory';
import { signInAs } from '../test/sign-in';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInAs(t, 'maker@example.com');
  await insertBrand(t.database.db, { name: 'Taken Name', slug: 'taken-name' });
});
afterAll(async () => t.close());

describe('POST /api/brands', () => {
  it('inserts the brand as pending with the wizard slug and queues its analysis', async () => {
    const res = await requestAs(t, cookie, 'POST', '/api/brands', {
      name: "  Blue Bottle's  Roasters ",
      industry: 'Food & Beverage',
      url: 'https://bluebottle.example',
    });
    expect(res.status).toBe(201);
    const brand = (await res.json()) as Brand;
    expect(brand).toMatchObject({
      slug: 'blue-bottles-roasters',
      analysis_status: 'pending',
      industry: 'Food & Beverage',
    });
    const jobs = await t.database.db.select().from(analysisJobs).where(eq(analysisJobs.brandId, brand.id));
    expect(jobs).toEqual([expect.objectContaining({ type: 'analyze-brand', status: 'queued' })]);
    const read = await requestAs(t, cookie, 'GET', `/api/brands/${brand.slug}`);
    expect(await read.json()).toMatchObject({ analysis_status: 'pending', listed: false });
  });

  it('makes a taken slug unique and accepts a bare host name', async () => {
    const res = await requestAs(t, cookie, 'POST', '/api/brands', {
      name: 'Taken Name',
      industry: 'Other',
      url: 'taken.example',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ slug: 'taken-name-2', url: 'https://taken.example' });
  });

  it('asks a visitor to sign in, and names bad input without writing anything', async () => {
    expect(
      (
        await requestAs(t, '', 'POST', '/api/brands', {
          name: 'X',
          industry: 'Other',
          url: 'https://x.example',
        })
      ).status,
    ).toBe(401);
    for (const [body, field] of [
      [{ name: '   ', industry: 'Other', url: 'https://x.example' }, 'name'],
      [{ name: 'X', industry: 'Spaceflight', url: 'https://x.example' }, 'industry'],
      [{ name: 'X', industry: 'Other', url: 'javascript:alert(1)' }, 'url'],
      [{ name: 'X', industry: 'Other', url: 'ftp://x.example' }, 'url'],
    ] as const) {
      const res = await requestAs(t, cookie, 'POST', '/api/brands', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { detail: string }).detail).toContain(field);
    }
    const jobs = await t.database.db.select().from(analysisJobs);
    expect(jobs).toHaveLength(2);
  });
});
