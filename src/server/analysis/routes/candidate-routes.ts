import { OpenAPIHono, z } from '@hono/zod-openapi';
import { BrandSchema } from '../../../domain/brand';
import { PickCandidateSchema } from '../../../domain/provenance';
import { toBrandDto } from '../../brands/brand-dto';
import { accessRoute } from '../../http/access';
import { problemResponse, validationHook } from '../../http/openapi';
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
  const pick = accessRoute('admin', deps.db, {
    method: 'post',
    path: '/admin/brands/{id}/candidates/pick',
    tags: ['Analyzer'],
    summary: "Store one of the analyzer's kept candidates for a field, recorded as the admin's choice",
    request: {
      params: z.object({ id: z.uuid() }),
      body: { content: { 'application/json': { schema: PickCandidateSchema } }, required: true },
    },
    responses: {
      200: { description: 'The brand', content: { 'application/json': { schema: BrandSchema } } },
      400: problemResponse('Not a field with candidates, or not a candidate number'),
      401: problemResponse('Not signed in'),
      403: problemResponse('Admins only'),
      404: problemResponse('No such brand, or no such candidate'),
      409: problemResponse('The brand is protected'),
      422: problemResponse('The candidate cannot be used (a logo that cannot be downloaded or read)'),
    },
  });
  app.openapi(pick, async (c) => {
    const actor = c.get('user')!;
    const brand = await pickCandidate(
      { ...deps, fetchPolicy: onBehalfOf(deps.fetchPolicy, actor.id) },
      c.req.valid('param').id,
      c.req.valid('json'),
      actor,
      AbortSignal.timeout(SINGLE_BRAND_TIME_LIMIT_MS),
    );
    await deps.events.publish({ type: 'brand.changed', brandId: brand.id, slug: brand.slug }).catch(() => {});
    return c.json(toBrandDto(brand), 200);
  });
  return app;
}
