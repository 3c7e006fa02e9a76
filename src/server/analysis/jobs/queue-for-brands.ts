import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { ANALYZE_COLORS_JOB, type IMPROVE_LOGO_JOB } from '../../jobs/job-names';

/**
 * Queues one job of `type` for every brand that can take it (not protected, with a website, and
 * for colour jobs without verified colours) and has none of that type open already, in one
 * statement: the catalogue is never loaded into the server. Returns how many were queued.
 */
export async function queueForAllBrands(
  db: Db,
  input: { type: typeof ANALYZE_COLORS_JOB | typeof IMPROVE_LOGO_JOB; requestedBy: string },
): Promise<number> {
  const verified = input.type === ANALYZE_COLORS_JOB ? sql`and not b.has_verified_colors` : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into analysis_jobs (type, brand_id, payload, requested_by, max_attempts)
        select ${input.type}, b.id, '{}'::jsonb, ${input.requestedBy}, 2
        from brands b
        where not b.protected and b.url is not null ${verified}
          and not exists (
            select 1 from analysis_jobs j
            where j.brand_id = b.id and j.type = ${input.type} and j.status in ('queued', 'running')
          )
        returning id`,
  );
  return rows.length;
}
