import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import type { GalleryId } from '@/domain/galleries';
import { apiFetch } from '@/web/lib/api-client';

/** The brands of a themed gallery, by name (membership rules in src/domain/galleries). */
export function getGalleryQueryOptions(id: GalleryId) {
  return queryOptions({
    queryKey: ['galleries', id] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ items: Brand[] }>(`/api/galleries/${id}`, { signal })).items,
  });
}

export function useGallery(id: GalleryId) {
  return useQuery(getGalleryQueryOptions(id));
}
