import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchetypeList } from '@/domain/catalogue-views';
import { apiFetch } from '@/web/lib/api-client';

/** Per archetype, how many catalogue brands carry it and its most favourited examples. */
export function getArchetypeBrandsQueryOptions() {
  return queryOptions({
    queryKey: ['archetypes', 'brands'] as const,
    queryFn: ({ signal }) => apiFetch<ArchetypeList>('/api/archetypes', { signal }),
    select: (data) => new Map(data.items.map((item) => [item.archetype, item])),
  });
}

export function useArchetypeBrands() {
  return useQuery(getArchetypeBrandsQueryOptions());
}
