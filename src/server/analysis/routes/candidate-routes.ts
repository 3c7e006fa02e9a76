import { OpenAPIHono } from '@hono/zod-openapi';
import { analysisCalls } from '../../../domain/contracts/analysis';
import { toBrandDto } from '../../brands/brand-dto';
import { withDeadline } from '../../deadline';
import { contractRoute } from '../../http/contract-route';
import { validationHook } from '../../http/openapi';
import type { AppEnv } from '../../http/types';
import { onBehalfOf } from '../../net/fetcher/fetch-policy';
import { pickCandidate } from '../candidates/pick-candidate';
import type { AnalysisDeps } from '../pipeline/analysis-context';
import { SINGLE_BRAND_TIME_LIMIT_MS } from '../single-brand';

export type CandidateRouteDeps = Pick<AnalysisDeps, 'db' | 'storage' | 'events' | 'fetchPolicy'>;

/**
 * The admins' candidate picker: one of the candidates the analyzer kept for a field (listed in
 * GET /api/admin/brands/{id}/provenance) becomes the field's value, recorded as the admin's choice.
 */
export function candidateRoutes(deps: CandidateRouteDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  const pick = contractRoute('admin', deps.db, analysisCalls, 'POST /admin/brands/{id}/candidates/pick');
  app.openapi(pick, async (c) => {
    const actor = c.get('user')!;
    const brandId = c.req.valid('param').id;
    const choice = c.req.valid('json');
    const brand = await withDeadline(SINGLE_BRAND_TIME_LIMIT_MS, null, (signal) =>
      pickCandidate(
        { ...deps, fetchPolicy: onBehalfOf(deps.fetchPolicy, actor.id) },
        brandId,
        choice,
        actor,
        signal,
      ),
    );
    await deps.events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
    return c.json(toBrandDto(brand), 200);
  });
  return app;
}
