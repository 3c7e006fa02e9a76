import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaKind } from '@/domain/brand-media';
import { callApi } from '@/web/lib/call-api';

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
    callApi(`POST /admin/brands/{id}/${kind}`, { params: { id: brandId }, body: filesBody([file]) }),
  );
}

export function useSetMediaUrl(brandId: string, kind: MediaKind) {
  return useMediaMutation((url: string) =>
    callApi(`PUT /admin/brands/{id}/${kind}`, { params: { id: brandId }, body: { url } }),
  );
}

export function useRemoveMedia(brandId: string, kind: MediaKind) {
  return useMediaMutation(() => callApi(`DELETE /admin/brands/{id}/${kind}`, { params: { id: brandId } }));
}

export function useAddLibraryLogos(brandId: string) {
  return useMediaMutation((files: readonly File[]) =>
    callApi('POST /admin/brands/{id}/logos', { params: { id: brandId }, body: filesBody(files) }),
  );
}

export function useAddLibraryLogoUrl(brandId: string) {
  return useMediaMutation((input: { url: string; name: string }) =>
    callApi('POST /admin/brands/{id}/logos/url', { params: { id: brandId }, body: input }),
  );
}

export function useRenameLibraryLogo() {
  return useMediaMutation((input: { id: string; name: string }) =>
    callApi('PATCH /admin/logos/{logoId}', { params: { logoId: input.id }, body: { name: input.name } }),
  );
}

export function useDeleteLibraryLogo() {
  return useMediaMutation((id: string) =>
    callApi('DELETE /admin/logos/{logoId}', { params: { logoId: id } }),
  );
}

export function brandLogosQueryOptions(slug: string) {
  return queryOptions({
    // The same key and shape as the brand page's logo section, so both read one cache entry.
    queryKey: ['brands', 'logos', slug] as const,
    queryFn: ({ signal }) => callApi('GET /brands/{slug}/logos', { params: { slug } }, { signal }),
  });
}

export function useLibraryLogos(slug: string) {
  return useQuery({ ...brandLogosQueryOptions(slug), select: (data) => data.items });
}
