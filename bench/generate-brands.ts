import { ARCHETYPES, INDUSTRIES, PRICING_STRATEGIES } from '../src/domain/taxonomy';
import { colorFamiliesOf } from '../src/server/brands/derived-fields';
import type { Db } from '../src/server/db/client';
import { brands, type NewBrandRow } from '../src/server/db/schema';

const WORDS = [
  'North',
  'Lumen',
  'Atlas',
  'Verde',
  'Crimson',
  'Harbor',
  'Summit',
  'Oak',
  'Velvet',
  'Nova',
  'Orbit',
  'Copper',
  'Juniper',
  'Maple',
  'Cobalt',
  'Echo',
  'Falcon',
  'Granite',
  'Indigo',
  'Kite',
  'Lotus',
  'Meridian',
  'Onyx',
  'Pioneer',
];

/** A small deterministic generator, so every run measures the same catalogue. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
const hex = (rand: () => number) =>
  `#${Math.floor(rand() * 0xffffff)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;

export function generateBrand(i: number, rand: () => number): NewBrandRow {
  const name = `${pick(rand, WORDS)} ${pick(rand, WORDS)} ${i}`;
  const colors = { primaryColor: hex(rand), secondaryColor: hex(rand), accentColor: hex(rand) };
  const industry = pick(rand, INDUSTRIES);
  return {
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    name,
    url: `https://brand-${i}.example.com`,
    industry,
    archetype: pick(rand, ARCHETYPES),
    pricingStrategy: pick(rand, PRICING_STRATEGIES),
    yearFounded: 1850 + Math.floor(rand() * 170),
    ...colors,
    colorPalette: [colors.primaryColor, colors.secondaryColor, colors.accentColor],
    colorFamilies: colorFamiliesOf(colors),
    tagline: `The ${pick(rand, WORDS).toLowerCase()} choice in ${industry.toLowerCase()}`,
    description: `${name} is a generated ${industry.toLowerCase()} brand used to measure the catalogue at scale. It has colours, an archetype and a pricing position like a real brand.`,
    keywords: [pick(rand, WORDS).toLowerCase(), industry.toLowerCase()],
    favoriteCount: Math.floor(rand() * 200),
    visitCount: Math.floor(rand() * 100_000),
    hasBlueBadge: rand() < 0.05,
    annualRevenue: rand() < 0.5 ? Math.floor(rand() * 1e11) : null,
    analysisStatus: 'completed',
    createdAt: new Date(Date.UTC(2020, 0, 1) + i * 60_000),
  };
}

export async function insertGeneratedBrands(db: Db, count: number, seed = 42): Promise<void> {
  const rand = random(seed);
  const BATCH = 1_000;
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, k) =>
      generateBrand(start + k, rand),
    );
    await db.insert(brands).values(rows).onConflictDoNothing();
  }
}
