import { type SQL, sql } from 'drizzle-orm';
import type { BrandFacets } from '../../domain/catalogue-views';
import { COLOR_FAMILIES, colorFamilyBit } from '../../domain/taxonomy';
import { type Db, queryRows } from '../db/client';

/**
 * The distinct values of a filter key, each spelt as the most favourited brand with it spells it:
 * a walk from key to key down the key's popular list index (one descent per value, not a read of
 * every brand), so a catalogue of 100,000 brands answers in about a millisecond.
 */
function distinctSpellings(key: SQL, spelling: SQL): SQL {
  return sql`
    with recursive keys(key) as (
      (select ${key} from brands where ${key} <> '' and listed order by ${key} limit 1)
      union all
      select (select ${key} from brands where ${key} > keys.key and listed order by ${key} limit 1)
      from keys where keys.key is not null
    )
    select (select ${spelling} from brands where ${key} = keys.key and listed
            order by favorite_count desc nulls last, id desc nulls last limit 1) as value
    from keys where keys.key is not null
    order by 1`;
}

/**
 * The filter options of the discovery list, taken from the data (spec 000 §2, §3). Names that
 * differ only in case are one option, as the filters ignore case.
 */
export async function listFacets(db: Db): Promise<BrandFacets> {
  const [industries, archetypes, [colors]] = await Promise.all([
    queryRows<{ value: string }>(db, distinctSpellings(sql.raw('industry_key'), sql.raw('industry'))),
    queryRows<{ value: string }>(db, distinctSpellings(sql.raw('archetype_key'), sql.raw('archetype'))),
    // Every colour family present, as the union of the stored masks (read from a list index alone).
    queryRows<{ mask: number | null }>(
      db,
      sql`select bit_or(color_mask)::int as mask from brands where listed`,
    ),
  ]);
  const mask = Number(colors?.mask ?? 0);
  return {
    industries: industries.map((r) => r.value),
    archetypes: archetypes.map((r) => r.value),
    colors: COLOR_FAMILIES.filter((family) => (mask & colorFamilyBit(family)) !== 0),
  };
}
