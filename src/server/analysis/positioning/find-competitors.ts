import { sql } from 'drizzle-orm';
import { nearPricingStrategies } from '../../../domain/market-position';
import { PRICING_STRATEGIES, type PricingStrategy } from '../../../domain/taxonomy';
import { type Db, queryRows } from '../../db/client';

/** Competitors stored per brand. */
export const COMPETITORS_MAX = 6;

export interface CatalogueSegment {
  /** Names of the nearest competitors: same industry, a near price position, the most popular first. */
  competitors: string[];
  /** How many other brands of the industry sit at each price position. */
  byPricing: Partial<Record<PricingStrategy, number>>;
  /** Other brands of the industry, priced or not. */
  industryTotal: number;
}

const rankOf = (column: ReturnType<typeof sql>) =>
  sql`array_position(${sql.raw(`array[${PRICING_STRATEGIES.map((p) => `'${p}'`).join(',')}]::text[]`)}, ${column}::text)`;

/**
 * The brand's place in the catalogue, in SQL on the industry index: its competitors (brands of the
 * same industry whose pricing is the same or one step away, nearest price first, then the most
 * favourited and visited), and the industry's brands counted by pricing. Without a pricing of its
 * own, every brand of the industry is near.
 */
export async function findCatalogueSegment(
  db: Db,
  brand: { id: string; industry: string | null },
  pricing: PricingStrategy | null,
): Promise<CatalogueSegment> {
  if (!brand.industry?.trim()) return { competitors: [], byPricing: {}, industryTotal: 0 };
  const industry = brand.industry.trim().toLowerCase();
  const near = pricing ? nearPricingStrategies(pricing) : null;
  const nearFilter = near
    ? sql`and pricing_strategy::text in (${sql.join(
        near.map((p) => sql`${p}`),
        sql`, `,
      )})`
    : sql``;
  const nearestFirst = pricing
    ? sql`abs(${rankOf(sql`pricing_strategy`)} - ${PRICING_STRATEGIES.indexOf(pricing) + 1}),`
    : sql``;
  const competitors = await queryRows<{ name: string }>(
    db,
    sql`select name from brands
        where industry_key = ${industry} and id <> ${brand.id} ${nearFilter}
        order by ${nearestFirst} favorite_count desc, visit_count desc, lower(name)
        limit ${COMPETITORS_MAX}`,
  );
  const counts = await queryRows<{ pricing: PricingStrategy | null; n: number }>(
    db,
    sql`select pricing_strategy::text as pricing, count(*)::int as n from brands
        where industry_key = ${industry} and id <> ${brand.id}
        group by pricing_strategy`,
  );
  const byPricing: Partial<Record<PricingStrategy, number>> = {};
  for (const row of counts) if (row.pricing) byPricing[row.pricing] = row.n;
  return {
    competitors: competitors.map((c) => c.name),
    byPricing,
    industryTotal: counts.reduce((sum, row) => sum + row.n, 0),
  };
}
