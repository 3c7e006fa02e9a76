import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  BrandColorReportSchema,
  ColorLandscapeSchema,
  ComparisonSchema,
  type NearestColors,
  NearestColorsSchema,
} from '../../domain/color-intel';
import { deltaE2000OfHex } from '../../domain/color-lab';
import { insertBrand } from '../test/brand-factory';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

const get = async <T>(url: string) => {
  const res = await t.app.request(url);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: (await res.json()) as T };
};
/** The answer parses as the domain's schema declares it, with no field the schema lacks. */
const expectShape = (schema: z.ZodType, body: unknown) => expect(schema.parse(body)).toEqual(body);

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  await insertBrand(db, {
    name: 'Crimson Cola',
    slug: 'crimson-cola',
    industry: 'Beverages',
    primaryColor: '#E50914',
    secondaryColor: '#FFFFFF',
    accentColor: '#111111',
    competitors: ['Rival Red', 'Blue Fizz', 'Unknown Soda'],
    visitCount: 50,
    pricingStrategy: 'premium',
    yearFounded: 1900,
    competitivePositioning: { market_quadrant: 'leader', statement: 'The red one' },
  });
  await insertBrand(db, {
    name: 'Rival Red',
    slug: 'rival-red',
    industry: 'Beverages',
    primaryColor: '#DA291C',
    secondaryColor: '#FFC72C',
    accentColor: null,
    visitCount: 40,
  });
  await insertBrand(db, {
    name: 'Blue Fizz',
    slug: 'blue-fizz',
    industry: 'Beverages',
    primaryColor: '#004B93',
    secondaryColor: '#FFFFFF',
    accentColor: null,
    colorPalette: ['#004B93', '#7FB2E5'],
    visitCount: 30,
  });
  await insertBrand(db, {
    name: 'Green Leaf Tea',
    slug: 'green-leaf-tea',
    industry: 'Beverages',
    primaryColor: '#00704A',
    visitCount: 20,
  });
  await insertBrand(db, {
    name: 'Teal Jewel',
    slug: 'teal-jewel',
    industry: 'Luxury',
    primaryColor: '#0ABAB5',
  });
});
afterAll(async () => t.close());

describe('GET /api/colors/nearest', () => {
  it('answers the nearest brands first, with the matched colour, its role and the CIEDE2000 distance', async () => {
    const res = await get<NearestColors>('/api/colors/nearest?hex=%23E4081A&limit=3');
    expect(res.status).toBe(200);
    expectShape(NearestColorsSchema, res.body);
    expect(res.body.hex).toBe('#E4081A');
    expect(res.body.role).toBe('main');
    expect(res.body.items.map((i) => i.brand.slug)).toEqual([
      'crimson-cola',
      'rival-red',
      expect.any(String),
    ]);
    const first = res.body.items[0];
    expect(first).toMatchObject({ matched_hex: '#E50914', role: 'primary' });
    expect(first?.distance).toBeCloseTo(deltaE2000OfHex('#E4081A', '#E50914') ?? -1, 2);
    expect(first?.brand).toMatchObject({
      name: 'Crimson Cola',
      industry: 'Beverages',
      primary_color: '#E50914',
    });
    // The very card the catalogue list sends.
    const listed = await get<{ items: unknown[] }>('/api/brands?search=crimson');
    expect(first?.brand).toEqual(listed.body.items[0]);
  });

  it('compares the primary colour alone, the main colours, or the palette too', async () => {
    const nearWhite = '/api/colors/nearest?hex=FEFEFE&limit=10';
    const primary = await get<NearestColors>(`${nearWhite}&role=primary`);
    expect(primary.body.items.every((i) => i.role === 'primary')).toBe(true);
    expect(primary.body.items[0]?.matched_hex).not.toBe('#FFFFFF');
    const main = await get<NearestColors>(nearWhite);
    expect(main.body.items[0]).toMatchObject({
      matched_hex: '#FFFFFF',
      role: 'secondary',
      distance: expect.any(Number),
    });
    const lightBlue = await get<NearestColors>('/api/colors/nearest?hex=7FB2E5&role=any&limit=1');
    expect(lightBlue.body.items[0]).toMatchObject({ matched_hex: '#7FB2E5', role: 'palette', distance: 0 });
    const withoutPalette = await get<NearestColors>('/api/colors/nearest?hex=7FB2E5&limit=1');
    expect(withoutPalette.body.items[0]?.role).not.toBe('palette');
  });

  it('reads hex without #, in lower case, and the three-digit form', async () => {
    for (const hex of ['00704a', '%2300704A', '%20%2300704A%20']) {
      const res = await get<NearestColors>(`/api/colors/nearest?hex=${hex}&limit=1`);
      expect(res.status, hex).toBe(200);
      expect(res.body.hex).toBe('#00704A');
      expect(res.body.items[0]?.brand.slug).toBe('green-leaf-tea');
    }
    expect((await get<NearestColors>('/api/colors/nearest?hex=f00')).body.hex).toBe('#FF0000');
  });

  it('refuses alpha, names, garbage and nonsense parameters with a clear 400, never a 500', async () => {
    const cases: [string, RegExp][] = [
      ['hex=%2300704A80', /alpha channel/],
      ['hex=00704A80', /alpha channel/],
      ['hex=red', /'red' is a name, not a hex colour/],
      ['hex=%3Cscript%3E', /is not a hex colour/],
      ['hex=', /A colour is needed/],
      ['', /A colour is needed/],
      [`hex=${'9'.repeat(10_000)}`, /not a hex colour/],
      ['hex=00704A&limit=0', /Invalid parameter: limit/],
      ['hex=00704A&limit=101', /Invalid parameter: limit/],
      ['hex=00704A&limit=ten', /Invalid parameter: limit/],
      ['hex=00704A&role=palette', /Invalid parameter: role/],
    ];
    for (const [query, detail] of cases) {
      const res = await get<{ status: number; detail: string; errors: { name: string }[] }>(
        `/api/colors/nearest?${query}`,
      );
      expect(res.status, query).toBe(400);
      expect(res.type).toContain('application/problem+json');
      expect(res.body.detail, query).toMatch(detail);
      expect(res.body.errors?.[0]?.name).toMatch(/^(hex|limit|role)$/);
    }
  });
});

describe('GET /api/colors/landscape', () => {
  it("places an industry's primary colours, finds shared colours and the hues nobody claims", async () => {
    const res = await get<z.infer<typeof ColorLandscapeSchema>>('/api/colors/landscape?industry=beverages');
    expect(res.status).toBe(200);
    expectShape(ColorLandscapeSchema, res.body);
    expect(res.body.industry).toBe('Beverages');
    expect(res.body.total).toBe(4);
    // Most visited first.
    expect(res.body.points.map((p) => p.brand.slug)).toEqual([
      'crimson-cola',
      'rival-red',
      'blue-fizz',
      'green-leaf-tea',
    ]);
    expect(res.body.points[0]?.hue).toBeGreaterThan(20);
    expect(res.body.points[0]?.hue).toBeLessThan(35);
    // The two reds read alike: one cluster.
    expect(res.body.clusters).toHaveLength(1);
    expect(res.body.clusters[0]?.brands.map((b) => b.slug)).toEqual(['crimson-cola', 'rival-red']);
    // Purple is nobody's; red is somebody's.
    const free = (hue: number) =>
      res.body.unclaimed.some((r) =>
        r.from <= r.to ? hue >= r.from && hue <= r.to : hue >= r.from || hue <= r.to,
      );
    expect(free(320)).toBe(true);
    expect(free(25)).toBe(false);
    expect(res.body.claim_distance).toBe(15);
  });

  it('answers an industry without brands with an empty map, and refuses none at all', async () => {
    const empty = await get<z.infer<typeof ColorLandscapeSchema>>(
      '/api/colors/landscape?industry=Shipbuilding',
    );
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ total: 0, points: [], clusters: [] });
    expect(empty.body.unclaimed).toHaveLength(1);
    const none = await get<{ detail: string }>('/api/colors/landscape');
    expect(none.status).toBe(400);
    expect(none.body.detail).toMatch(/Choose an industry/);
    expect((await get('/api/colors/landscape?industry=%20%20')).status).toBe(400);
  });
});

describe('GET /api/colors/brands/{slug}', () => {
  it("gives each colour's contrast and AA variants, and warns of a competitor whose primary is under 10", async () => {
    const res = await get<z.infer<typeof BrandColorReportSchema>>('/api/colors/brands/crimson-cola');
    expect(res.status).toBe(200);
    expectShape(BrandColorReportSchema, res.body);
    expect(res.body.colors.map((c) => [c.role, c.hex])).toEqual([
      ['primary', '#E50914'],
      ['secondary', '#FFFFFF'],
      ['accent', '#111111'],
    ]);
    const red = res.body.colors[0];
    expect(red?.on_white.contrast).toBeGreaterThanOrEqual(4.5);
    expect(red?.on_black.contrast).toBeGreaterThanOrEqual(4.5);
    expect(res.body.warning_below).toBe(10);
    expect(res.body.competitors).toEqual([
      {
        name: 'Rival Red',
        slug: 'rival-red',
        primary_color: '#DA291C',
        distance: expect.any(Number),
        too_close: true,
      },
      {
        name: 'Blue Fizz',
        slug: 'blue-fizz',
        primary_color: '#004B93',
        distance: expect.any(Number),
        too_close: false,
      },
      { name: 'Unknown Soda', slug: null, primary_color: null, distance: null, too_close: false },
    ]);
    expect(res.body.competitors[0]?.distance).toBeLessThan(10);
    expect(res.body.competitors[1]?.distance).toBeGreaterThan(10);
  });

  it('answers 404 for an unknown brand', async () => {
    expect((await get('/api/colors/brands/no-such-brand')).status).toBe(404);
  });
});

describe('GET /api/compare', () => {
  it('sets 2 to 4 brands side by side in the order asked, duplicates once, with the primaries compared', async () => {
    const res = await get<z.infer<typeof ComparisonSchema>>(
      '/api/compare?brands=blue-fizz,Crimson-Cola,blue-fizz',
    );
    expect(res.status).toBe(200);
    expectShape(ComparisonSchema, res.body);
    expect(res.body.brands.map((b) => b.slug)).toEqual(['blue-fizz', 'crimson-cola']);
    const crimson = res.body.brands[1];
    expect(crimson).toMatchObject({ archetype: 'Creator', pricing_strategy: 'premium', year_founded: 1900 });
    expect(crimson?.competitive_positioning).toMatchObject({ statement: 'The red one' });
    expect(crimson?.colors[0]).toMatchObject({
      role: 'primary',
      hex: '#E50914',
      contrast_on_white: expect.any(Number),
    });
    expect(res.body.primary_pairs).toEqual([
      {
        a: 'blue-fizz',
        b: 'crimson-cola',
        distance: expect.any(Number),
        contrast: expect.any(Number),
        too_close: false,
      },
    ]);
  });

  it('refuses one brand, five, 10,000 and malformed slugs with 400, and unknown slugs with 404', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => `brand-${i}`).join(',');
    const cases: [string, number, RegExp][] = [
      ['brands=crimson-cola', 400, /Choose 2 to 4 brands.*names 1\./],
      ['', 400, /names 0/],
      ['brands=a,b,c,d,e', 400, /names 5/],
      [`brands=${many}`, 400, /names 10000/],
      ['brands=crimson-cola,%3Cscript%3E', 400, /is not a brand slug/],
      ['brands=crimson-cola,nope-nope', 404, /'nope-nope'/],
    ];
    for (const [query, status, detail] of cases) {
      const res = await get<{ detail: string }>(`/api/compare?${query}`);
      expect(res.status, query.slice(0, 40)).toBe(status);
      expect(res.type).toContain('application/problem+json');
      expect(res.body.detail).toMatch(detail);
    }
  });

  it('over real HTTP, a request naming 10,000 brands is refused before the app reads it, not with a 500', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      const many = Array.from({ length: 10_000 }, (_, i) => `brand-${i}`).join(',');
      const res = await fetch(`http://127.0.0.1:${port}/api/compare?brands=${many}`);
      expect(res.status).toBe(431);
      const few = await fetch(`http://127.0.0.1:${port}/api/compare?brands=${many.slice(0, 4_000)}`);
      expect(few.status).toBe(400);
    } finally {
      server.close();
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes every colour route with its access level, parameters and answers', async () => {
    const doc = (await (await t.app.request('/api/openapi.json')).json()) as {
      paths: Record<
        string,
        {
          get?: {
            'x-access'?: string;
            summary?: string;
            parameters?: { name: string; in: string }[];
            responses: Record<string, unknown>;
          };
        }
      >;
    };
    const expected: Record<string, string[]> = {
      '/colors/nearest': ['hex', 'limit', 'role'],
      '/colors/landscape': ['industry'],
      '/colors/brands/{slug}': ['slug'],
      '/compare': ['brands'],
      '/colors/export': ['brands', 'format', 'pairs'],
    };
    for (const [path, parameters] of Object.entries(expected)) {
      const operation = doc.paths[path]?.get;
      expect(operation, path).toBeDefined();
      expect(operation?.['x-access']).toBe('public');
      expect(operation?.summary).toBeTruthy();
      expect(operation?.parameters?.map((p) => p.name)).toEqual(parameters);
      expect(Object.keys(operation?.responses ?? {})).toContain('200');
      expect(
        Object.keys(operation?.responses ?? {}).some((code) => code === '400' || code === '404'),
        path,
      ).toBe(true);
    }
  });
});
