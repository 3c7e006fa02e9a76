import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import type { BrandProvenance, PickCandidate } from '@/domain/provenance';
import { apiFetch } from '@/web/lib/api-client';
import { analysisQueueKey, analyzeBrand } from './analysis-queue';

/** The fields the brand page's edit mode saves (PATCH /api/admin/brands/{id}). */
export type BrandEdit = Partial<
  Pick<
    Brand,
    | 'name'
    | 'tagline'
    | 'description'
    | 'mission'
    | 'vision'
    | 'url'
    | 'industry'
    | 'archetype'
    | 'pricing_strategy'
    | 'year_founded'
    | 'primary_color'
    | 'secondary_color'
    | 'accent_color'
    | 'color_palette'
    | 'ai_color_names'
    | 'keywords'
    | 'competitors'
  >
>;

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
    apiFetch<Brand>(`/api/admin/brands/${brandId}`, { method: 'PATCH', json: edit }),
  );
}

export function useSetProtection(brandId: string) {
  return useBrandMutation((value: boolean) =>
    apiFetch<Brand>(`/api/admin/brands/${brandId}/protection`, { method: 'POST', json: { value } }),
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
    apiFetch<{ logoUrl: string }>('/api/admin/logos/improve', {
      method: 'POST',
      json: { brandId, batchMode: false },
    }),
  );
}

/** analyze-colors-only for this brand (the analyzer's route). */
export function useAnalyzeBrandColors(brandId: string) {
  return useBrandMutation(() =>
    apiFetch<{ processed: number }>('/api/admin/colors/analyze', {
      method: 'POST',
      json: { brandId, runForAllBrands: false },
    }),
  );
}

/** generate-color-names: names for the given colours (the analyzer's route); stored on the brand. */
export function useGenerateColorNames(brandId: string) {
  return useBrandMutation((colors: { hex: string; currentName?: string }[] | undefined) =>
    apiFetch<{ colorNames: { hex: string; aiName: string }[] }>(`/api/admin/brands/${brandId}/color-names`, {
      method: 'POST',
      json: colors ? { colors } : {},
    }),
  );
}

/** fetch-brand-colors ('Import Known Colors'): any signed-in user, rate-limited by the server. */
export function useImportKnownColors(brandId: string) {
  return useBrandMutation(() =>
    apiFetch<{ colors: { hex: string; name: string }[] }>(`/api/brands/${brandId}/colors/import`, {
      method: 'POST',
    }),
  );
}

export type BrandIntelTask = 'positioning' | 'news' | 'insights' | 'social';

/** analyze-positioning, fetch-brand-news, fetch-brand-insights, analyze-social-media. */
export function useBrandIntelTask(brandId: string, task: BrandIntelTask) {
  return useBrandMutation(() =>
    apiFetch<Record<string, unknown>>(`/api/admin/brands/${brandId}/${task}`, { method: 'POST' }),
  );
}

/** Where each stored value of the brand came from (admins only). */
export function brandSourcesQueryOptions(brandId: string) {
  return queryOptions({
    queryKey: ['brands', 'sources', brandId] as const,
    queryFn: ({ signal }) => apiFetch<BrandProvenance>(`/api/admin/brands/${brandId}/provenance`, { signal }),
  });
}

export function useBrandSources(brandId: string, enabled: boolean) {
  return useQuery({ ...brandSourcesQueryOptions(brandId), enabled });
}

/** One click on a candidate the analyzer kept: it becomes the field's value, as the admin's choice. */
export function usePickCandidate(brandId: string) {
  return useBrandMutation((pick: PickCandidate) =>
    apiFetch<Brand>(`/api/admin/brands/${brandId}/candidates/pick`, { method: 'POST', json: pick }),
  );
}
