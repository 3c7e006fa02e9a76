import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryId } from '@/domain/galleries';
import { callApi } from '@/web/lib/call-api';

/** The brands of a themed gallery, by name (membership rules in src/domain/galleries). */
export function getGalleryQueryOptions(id: GalleryId) {
  return queryOptions({
    queryKey: ['galleries', id] as const,
    queryFn: async ({ signal }) =>
      (await callApi('GET /galleries/{id}', { params: { id } }, { signal })).items,
  });
}

export function useGallery(id: GalleryId) {
  return useQuery(getGalleryQueryOptions(id));
}
