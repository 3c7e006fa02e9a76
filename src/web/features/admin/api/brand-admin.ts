import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiCalls } from '@/domain/contracts';
import type { InputOf } from '@/domain/contracts/api-call';
import type { PickCandidate } from '@/domain/provenance';
import { callApi } from '@/web/lib/call-api';
import { analysisQueueKey, analyzeBrand } from './analysis-queue';

/** The fields the brand page's edit mode saves (PATCH /api/admin/brands/{id}). */
export type BrandEdit = InputOf<ApiCalls['PATCH /admin/brands/{id}']>['body'];

/**
 * Every brand query (detail, related, logos, lists) is under ['brands']; after an admin change the
 * page refetches what it shows. Mutations resolve once the refetch is done, so nothing flashes.
 */
function useBrandMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
        queryClient.invalidateQueries({ queryKey: analysisQueueKey }),
      ]),
  });
}

export function useUpdateBrand(brandId: string) {
  return useBrandMutation((edit: BrandEdit) =>
    callApi('PATCH /admin/brands/{id}', { params: { id: brandId }, body: edit }),
  );
}

export function useSetProtection(brandId: string) {
  return useBrandMutation((value: boolean) =>
    callApi('POST /admin/brands/{id}/protection', { params: { id: brandId }, body: { value } }),
  );
}

export function useReanalyze(brandId: string) {
  return useBrandMutation((input: { preserveColors: boolean; keepFields: readonly string[] }) =>
    analyzeBrand(brandId, input.preserveColors, input.keepFields),
  );
}

/** improved-logo-fetch for this brand (the analyzer's route). */
export function useImproveLogo(brandId: string) {
  return useBrandMutation(() =>
    callApi('POST /admin/logos/improve', { body: { brandId, batchMode: false } }),
  );
}

/** analyze-colors-only for this brand (the analyzer's route). */
export function useAnalyzeBrandColors(brandId: string) {
  return useBrandMutation(() =>
    callApi('POST /admin/colors/analyze', { body: { brandId, runForAllBrands: false } }),
  );
}

/** generate-color-names: names for the given colours (the analyzer's route); stored on the brand. */
export function useGenerateColorNames(brandId: string) {
  return useBrandMutation((colors: { hex: string; currentName?: string }[] | undefined) =>
    callApi('POST /admin/brands/{id}/color-names', {
      params: { id: brandId },
      body: colors ? { colors } : {},
    }),
  );
}

/** fetch-brand-colors ('Import Known Colors'): any signed-in user, rate-limited by the server. */
export function useImportKnownColors(brandId: string) {
  return useBrandMutation(() => callApi('POST /brands/{id}/colors/import', { params: { id: brandId } }));
}

export type BrandIntelTask = 'positioning' | 'news' | 'insights' | 'social';

/** analyze-positioning, fetch-brand-news, fetch-brand-insights, analyze-social-media. */
export function useBrandIntelTask(brandId: string, task: BrandIntelTask) {
  return useBrandMutation(() => callApi(`POST /admin/brands/{id}/${task}`, { params: { id: brandId } }));
}

/** Where each stored value of the brand came from (admins only). */
export function brandSourcesQueryOptions(brandId: string) {
  return queryOptions({
    queryKey: ['brands', 'sources', brandId] as const,
    queryFn: ({ signal }) =>
      callApi('GET /admin/brands/{id}/provenance', { params: { id: brandId } }, { signal }),
  });
}

export function useBrandSources(brandId: string, enabled: boolean) {
  return useQuery({ ...brandSourcesQueryOptions(brandId), enabled });
}

/** One click on a candidate the analyzer kept: it becomes the field's value, as the admin's choice. */
export function usePickCandidate(brandId: string) {
  return useBrandMutation((pick: PickCandidate) =>
    callApi('POST /admin/brands/{id}/candidates/pick', { params: { id: brandId }, body: pick }),
  );
}
