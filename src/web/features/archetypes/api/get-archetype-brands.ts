import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/web/lib/call-api';

/** Per archetype, how many catalogue brands carry it and its most favourited examples. */
export function getArchetypeBrandsQueryOptions() {
  return queryOptions({
    queryKey: ['archetypes', 'brands'] as const,
    queryFn: ({ signal }) => callApi('GET /archetypes', {}, { signal }),
    select: (data) => new Map(data.items.map((item) => [item.archetype, item])),
  });
}

export function useArchetypeBrands() {
  return useQuery(getArchetypeBrandsQueryOptions());
}
