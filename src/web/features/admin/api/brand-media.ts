import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import type { MediaKind } from '@/domain/brand-media';
import type { BrandLogoFile, BrandLogoLibrary, LogoLibraryUpload } from '@/domain/logo-library';
import { apiFetch } from '@/web/lib/api-client';

function filesBody(files: readonly File[]) {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  return body;
}

/** Brand media and the logo library change what every brand query shows: refetch them. */
function useMediaMutation<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['brands'] }),
  });
}

export function useUploadMedia(brandId: string, kind: MediaKind) {
  return useMediaMutation((file: File) =>
    apiFetch<Brand>(`/api/admin/brands/${brandId}/${kind}`, { method: 'POST', body: filesBody([file]) }),
  );
}

export function useSetMediaUrl(brandId: string, kind: MediaKind) {
  return useMediaMutation((url: string) =>
    apiFetch<Brand>(`/api/admin/brands/${brandId}/${kind}`, { method: 'PUT', json: { url } }),
  );
}

export function useRemoveMedia(brandId: string, kind: MediaKind) {
  return useMediaMutation(() =>
    apiFetch<Brand>(`/api/admin/brands/${brandId}/${kind}`, { method: 'DELETE' }),
  );
}

export function useAddLibraryLogos(brandId: string) {
  return useMediaMutation((files: readonly File[]) =>
    apiFetch<LogoLibraryUpload>(`/api/admin/brands/${brandId}/logos`, {
      method: 'POST',
      body: filesBody(files),
    }),
  );
}

export function useAddLibraryLogoUrl(brandId: string) {
  return useMediaMutation((input: { url: string; name: string }) =>
    apiFetch<BrandLogoFile>(`/api/admin/brands/${brandId}/logos/url`, { method: 'POST', json: input }),
  );
}

export function useRenameLibraryLogo() {
  return useMediaMutation((input: { id: string; name: string }) =>
    apiFetch<BrandLogoFile>(`/api/admin/logos/${input.id}`, { method: 'PATCH', json: { name: input.name } }),
  );
}

export function useDeleteLibraryLogo() {
  return useMediaMutation((id: string) =>
    apiFetch<{ deleted: boolean }>(`/api/admin/logos/${id}`, { method: 'DELETE' }),
  );
}

export function brandLogosQueryOptions(slug: string) {
  return queryOptions({
    // The same key and shape as the brand page's logo section, so both read one cache entry.
    queryKey: ['brands', 'logos', slug] as const,
    queryFn: ({ signal }) =>
      apiFetch<BrandLogoLibrary>(`/api/brands/${encodeURIComponent(slug)}/logos`, { signal }),
  });
}

export function useLibraryLogos(slug: string) {
  return useQuery({ ...brandLogosQueryOptions(slug), select: (data) => data.items });
}
