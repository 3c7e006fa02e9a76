import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ColorRole, NearestRole } from '../../domain/color-intel';
import { deltaE2000, labOfHex } from '../../domain/color-lab';
import { type Database, queryRows } from '../db/client';
import { brands, type NewBrandRow } from '../db/schema';
import { openTestDatabase } from '../test/test-database';
import { type ColorRow, findNearestBrands } from './find-nearest-brands';

/**
 * The indexed search against the plain answer: every colour of the catalogue measured. On
 * PGlite, or on the PostgreSQL server TEST_DATABASE_URL names.
 */
let database: Database;

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
const rand = random(2024);
const hex = () =>
  `#${Math.floor(rand() * 0x1000000)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;
/** Brands crowd around a few colours in real catalogues: some brands share a colour, exactly or nearly. */
const CROWDED = ['#00704A', '#E50914', '#000000', '#FFFFFF', '#1D4ED8', '#FFC72C'];
const nearHex = (base: string) =>
  `#${[1, 3, 5]
    .map((i) => Number.parseInt(base.slice(i, i + 2), 16) + Math.round((rand() - 0.5) * 12))
    .map((v) => Math.max(0, Math.min(255, v)).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;

const BRANDS = 4000;

beforeAll(async () => {
  database = await openTestDatabase();
  const rows: NewBrandRow[] = [];
  for (let i = 0; i < BRANDS; i++) {
    const crowded = CROWDED[i % CROWDED.length] as string;
    const primary = i % 5 === 0 ? crowded : i % 5 === 1 ? nearHex(crowded) : hex();
    rows.push({
      slug: `colour-brand-${i}`,
      name: `Colour Brand ${i}`,
      primaryColor: primary,
      secondaryColor: i % 7 === 0 ? null : hex(),
      accentColor: hex(),
      colorPalette: i % 3 === 0 ? [primary, hex(), hex()] : [],
    });
  }
  for (let start = 0; start < rows.length; start += 500) {
    await database.db.insert(brands).values(rows.slice(start, start + 500));
  }
}, 120_000);
afterAll(async () => database.close());

const ROLES: Record<NearestRole, ColorRole[]> = {
  primary: ['primary'],
  main: ['primary', 'secondary', 'accent'],
  any: ['primary', 'secondary', 'accent', 'palette'],
};

/** The stored colours, read once: the catalogue does not change between the cases. */
let stored: Promise<ColorRow[]> | null = null;

/** Every colour measured: each brand's best, closest first, ties by brand id. */
async function byScan(query: string, role: NearestRole, limit: number) {
  stored ??= queryRows<ColorRow>(database.db, sql`select brand_id, role, hex, l, a, b from brand_colors`);
  const rows = await stored;
  const lab = labOfHex(query);
  if (!lab) throw new Error(query);
  const best = new Map<string, number>();
  for (const row of rows) {
    if (!ROLES[role].includes(row.role)) continue;
    const d = deltaE2000(lab, row);
    if (d < (best.get(row.brand_id) ?? Number.POSITIVE_INFINITY)) best.set(row.brand_id, d);
  }
  return [...best]
    .sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, limit)
    .map(([, d]) => Math.round(d * 100) / 100);
}

describe('findNearestBrands', () => {
  it('answers as a scan of every colour does, for any colour, role and limit', async () => {
    const queries = [
      ...CROWDED,
      '#0000FF',
      '#FFFF00',
      '#FF00FF',
      '#808080',
      '#010101',
      '#FEFEFE',
      ...Array.from({ length: 24 }, hex),
    ];
    const cases: [string, NearestRole, number][] = queries.map((q, i) => [
      q,
      (['main', 'primary', 'any'] as const)[i % 3] as NearestRole,
      [24, 1, 100, 7][i % 4] as number,
    ]);
    for (const [query, role, limit] of cases) {
      const answer = await findNearestBrands(database.db, { hex: query, role, limit });
      expect(answer.items, `${query} ${role} ${limit}`).toHaveLength(limit);
      expect(
        answer.items.map((i) => i.distance),
        `${query} ${role} ${limit}`,
      ).toEqual(await byScan(query, role, limit));
      for (const item of answer.items) {
        expect(ROLES[role]).toContain(item.role);
        const lab = labOfHex(query);
        const matched = labOfHex(item.matched_hex);
        expect(Math.abs(deltaE2000(lab!, matched!) - item.distance)).toBeLessThan(0.006);
      }
    }
  }, 120_000);

  it('puts brands sharing the exact colour first, at distance 0', async () => {
    const answer = await findNearestBrands(database.db, { hex: '#00704A', role: 'primary', limit: 24 });
    expect(answer.items.slice(0, 10).every((i) => i.distance === 0 && i.matched_hex === '#00704A')).toBe(
      true,
    );
    expect(answer.items[0]?.brand).toMatchObject({ slug: expect.stringMatching(/^colour-brand-/) });
  });

  it('answers an empty catalogue with no brands', async () => {
    const empty = await openTestDatabase();
    try {
      expect((await findNearestBrands(empty.db, { hex: '#123456' })).items).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
