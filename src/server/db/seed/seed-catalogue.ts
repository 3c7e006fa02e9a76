import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { equityLabel } from '../../../domain/brand-figures';
import { curatedPositioning } from '../../../domain/brand-placement';
import type { FieldProvenance } from '../../../domain/provenance';
import { colorFamiliesOf } from '../../brands/derived-fields';
import type { Logger } from '../../logger';
import type { Storage } from '../../storage/storage';
import { ADVISORY_LOCKS } from '../advisory-locks';
import type { Db } from '../client';
import { brandLogos, brands, type NewBrandRow } from '../schema';
import { inTransaction } from '../transaction';
import { SEED_BRANDS, type SeedBrand } from './catalogue';
import { SEED_KEY_PEOPLE } from './catalogue/key-people';
import { seedLogo, seedLogoSource } from './seed-logo';

const SEED_FIELDS = [
  'name',
  'url',
  'industry',
  'archetype',
  'pricing_strategy',
  'year_founded',
  'primary_color',
  'secondary_color',
  'accent_color',
  'color_palette',
  'tagline',
  'description',
  'mission',
  'vision',
  'keywords',
  'competitors',
  'has_blue_badge',
  'has_verified_colors',
  'annual_revenue',
  'brand_equity_value',
  'company_insights',
] as const;

function provenanceOf(seed: SeedBrand, at: string): Record<string, FieldProvenance> {
  const entries: [string, FieldProvenance][] = SEED_FIELDS.map((field) => [
    field,
    { source: 'curated catalogue', method: 'seed', at },
  ]);
  // A valuation names the ranking it comes from; a revenue the currency and year it was reported in.
  const ranking = equityLabel(seed.brand_equity_ranking, seed.brand_equity_year);
  if (seed.brand_equity_value !== undefined && ranking) {
    entries.push(['brand_equity_value', { source: ranking, method: 'seed: published brand valuation', at }]);
  }
  if (seed.annual_revenue !== undefined) {
    const currency = seed.revenue_currency ?? 'USD';
    const year = seed.revenue_year ? `, fiscal year ended ${seed.revenue_year}` : '';
    entries.push([
      'annual_revenue',
      { source: 'curated catalogue', method: `seed: as reported, in ${currency}${year}`, at },
    ]);
  }
  return Object.fromEntries(entries);
}

/** The brands row of a curated brand, as seeded. */
export function toRow(seed: SeedBrand, at: string): NewBrandRow {
  const colors = {
    primaryColor: seed.primary_color.toUpperCase(),
    secondaryColor: seed.secondary_color.toUpperCase(),
    accentColor: seed.accent_color.toUpperCase(),
  };
  const palette = seed.color_palette?.map((c) => c.toUpperCase()) ?? [
    colors.primaryColor,
    colors.secondaryColor,
    colors.accentColor,
  ];
  return {
    slug: seed.slug,
    name: seed.name,
    url: seed.url,
    industry: seed.industry,
    archetype: seed.archetype,
    pricingStrategy: seed.pricing_strategy,
    yearFounded: seed.year_founded,
    ...colors,
    colorPalette: [...new Set(palette)].slice(0, 8),
    colorFamilies: colorFamiliesOf(colors),
    tagline: seed.tagline,
    description: seed.description,
    mission: seed.mission ?? null,
    vision: seed.vision ?? null,
    keywords: seed.keywords ?? [],
    competitors: seed.competitors ?? [],
    hasBlueBadge: seed.has_blue_badge ?? false,
    hasVerifiedColors: true,
    annualRevenue: seed.annual_revenue === undefined ? null : Math.round(seed.annual_revenue),
    annualRevenueCurrency: seed.revenue_currency ?? 'USD',
    annualRevenueYear: seed.revenue_year ?? null,
    brandEquityValue: seed.brand_equity_value ?? null,
    brandEquityRanking: seed.brand_equity_ranking ?? null,
    brandEquityYear: seed.brand_equity_year ?? null,
    companyInsights: seed.headquarters
      ? { headquarters: seed.headquarters, founded_year: seed.year_founded }
      : { founded_year: seed.year_founded },
    analysisStatus: 'completed',
    provenance: provenanceOf(seed, at),
  };
}

/**
 * Inserts or updates the curated brands by slug. Protected brands and everything users or the
 * analyzer added (counters, favourites, news, people) are left alone, so re-running is safe.
 */
export async function seedCatalogue(db: Db, storage: Storage, logger: Logger): Promise<number> {
  return inTransaction(db, (tx) => seedInto(tx, storage, logger));
}

async function seedInto(tx: Db, storage: Storage, logger: Logger): Promise<number> {
  const at = new Date().toISOString();
  let written = 0;
  for (const seed of SEED_BRANDS) {
    const row = toRow(seed, at);
    const { slug: _slug, analysisStatus: _status, ...updatable } = row;
    const [saved] = await tx
      .insert(brands)
      .values(row)
      .onConflictDoUpdate({
        target: brands.slug,
        // The seed's fields get the seed's provenance; what others wrote (a logo, people, an
        // analysis's fields) keeps its own.
        set: {
          ...updatable,
          provenance: sql`${brands.provenance} || excluded.provenance`,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${brands.protected} = false`,
      })
      .returning({ id: brands.id, logoUrl: brands.logoUrl });
    if (!saved) continue;
    written++;
    await seedKeyPeople(tx, saved.id, seed.slug, at);
    await seedPositioning(tx, saved.id, seed, at);
    if (seedLogoSource(seed) && !saved.logoUrl) {
      await attachSeedLogo(tx, storage, saved.id, seed, logger);
    }
  }
  return written;
}

/**
 * The curated key people (key-people.ts) of a brand that has none (or only these): what the analyzer or an
 * admin found is never replaced. Each person carries the page naming them; the field's provenance
 * says they are curated.
 */
async function seedKeyPeople(db: Db, brandId: string, slug: string, at: string) {
  const people = SEED_KEY_PEOPLE[slug];
  if (!people) return;
  const provenance = {
    key_people: {
      source: people.map((p) => p.source).join(' '),
      method: 'seed: current CEO and founders',
      at,
    },
  };
  const seeded = people.map((p) => ({ ...p }));
  // Empty, or still the curated list (a re-seed rewrites the provenance it replaced).
  await writeCurated(
    db,
    brandId,
    { keyPeople: seeded },
    provenance,
    sql`(${brands.keyPeople} = '[]'::jsonb or ${brands.keyPeople} = ${JSON.stringify(seeded)}::jsonb)`,
  );
}

/** Writes curated values and their provenance to an unprotected brand, where `unreplaced` holds. */
async function writeCurated(
  db: Db,
  brandId: string,
  values: Partial<NewBrandRow>,
  provenance: Record<string, FieldProvenance>,
  unreplaced: SQL,
) {
  await db
    .update(brands)
    .set({ ...values, provenance: sql`${brands.provenance} || ${JSON.stringify(provenance)}::jsonb` })
    .where(and(eq(brands.id, brandId), eq(brands.protected, false), unreplaced));
}

/**
 * The competitive positioning a curated brand's facts give (its place on the spec's quadrants, its
 * stage and segment), for a brand that has none or still the seed's: an analysis or an admin's
 * edit is never replaced.
 */
async function seedPositioning(db: Db, brandId: string, seed: SeedBrand, at: string) {
  const positioning = curatedPositioning({
    name: seed.name,
    industry: seed.industry,
    archetype: seed.archetype,
    pricing: seed.pricing_strategy,
    yearFounded: seed.year_founded,
    annualRevenue: seed.annual_revenue ?? null,
    annualRevenueCurrency: seed.revenue_currency ?? null,
    brandEquityValue: seed.brand_equity_value ?? null,
  });
  const provenance = {
    competitive_positioning: {
      source: 'curated catalogue',
      method: 'seed: placed by its pricing, industry, archetype, founding year and figures',
      at,
    },
  };
  await writeCurated(
    db,
    brandId,
    { competitivePositioning: positioning },
    provenance,
    sql`(${brands.competitivePositioning} is null or ${brands.competitivePositioning} = '{}'::jsonb
      or ${brands.competitivePositioning} ->> 'method' = 'seed')`,
  );
}

async function attachSeedLogo(db: Db, storage: Storage, brandId: string, seed: SeedBrand, log: Logger) {
  const logo = await seedLogo(seed);
  if (!logo) {
    log.warn({ brand: seed.slug, logo: seedLogoSource(seed) }, 'the logo package has no such artwork');
    return;
  }
  const key = `${brandId}/${logo.fileName}`;
  await storage.put('brand-logos', key, new TextEncoder().encode(logo.svg), {
    contentType: 'image/svg+xml',
    cacheControlSeconds: 86_400,
  });
  const fileUrl = storage.publicUrl('brand-logos', key);
  const provenance = {
    logo_url: { source: logo.source, method: 'seed', at: new Date().toISOString() },
  };
  await writeCurated(db, brandId, { logoUrl: fileUrl }, provenance, isNull(brands.logoUrl));
  const [existing] = await db
    .select({ n: count() })
    .from(brandLogos)
    .where(and(eq(brandLogos.brandId, brandId), eq(brandLogos.fileUrl, fileUrl)));
  if (!existing?.n) {
    await db
      .insert(brandLogos)
      .values({ brandId, name: `${seed.name} Logo (SVG)`, fileUrl, fileType: 'SVG' });
  }
}

/**
 * First start: seed when the catalogue is empty. Returns how many brands were written. Under a
 * transaction-scoped advisory lock, so of instances starting together on one PostgreSQL server
 * the first seeds and the others find the catalogue there.
 */
export async function seedIfEmpty(db: Db, storage: Storage, logger: Logger): Promise<number> {
  const [row] = await db.select({ n: count() }).from(brands);
  if ((row?.n ?? 0) > 0) return 0;
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.seedCatalogue})`);
    const [again] = await tx.select({ n: count() }).from(brands);
    if ((again?.n ?? 0) > 0) return 0;
    return seedInto(tx, storage, logger);
  });
}
