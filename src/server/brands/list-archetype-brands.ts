import { sql } from 'drizzle-orm';
import type { ArchetypeBrands, ArchetypeExample } from '../../domain/catalogue-views';
import { ARCHETYPES, type Archetype } from '../../domain/taxonomy';
import { type Db, queryRows } from '../db/client';

/** Example brands shown on each archetype card (spec 000 §2 'Archetypes'). */
export const ARCHETYPE_EXAMPLES = 4;

/**
 * For each of the twelve archetypes, how many catalogue brands carry it and a few examples, in one
 * query on the archetype's list indexes (keyed by `archetype_key`): the total counts index entries,
 * the examples follow the archetype's popular index, so each archetype stops after a few rows.
 */
export async function listArchetypeBrands(db: Db): Promise<ArchetypeBrands[]> {
  const archetypes = sql.join(
    ARCHETYPES.map((a) => sql`${a}`),
    sql`, `,
  );
  const rows = await queryRows<{ archetype: string; total: number; examples: ArchetypeExample[] }>(
    db,
    sql`
      select a.value as archetype,
        (select count(*)::int from brands b where b.archetype_key = lower(a.value) and b.listed) as total,
        coalesce(
          (select json_agg(e) from (
            select b.name, b.slug, b.logo_url, b.logo_kit, b.primary_color
            from brands b
            where b.archetype_key = lower(a.value) and b.listed
            order by b.favorite_count desc nulls last, b.id desc nulls last
            limit ${ARCHETYPE_EXAMPLES}
          ) e),
          '[]'::json
        ) as examples
      from unnest(array[${archetypes}]::text[]) with ordinality as a(value, position)
      order by a.position`,
  );
  return rows.map((row) => ({
    archetype: row.archetype as Archetype,
    total: Number(row.total),
    examples: row.examples,
  }));
}
