import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@/domain/brand';
import type { Archetype } from '@/domain/taxonomy';
import { apiFetch } from '@/web/lib/api-client';

export type ArchetypeExample = Pick<Brand, 'name' | 'slug' | 'logo_url' | 'primary_color'>;

export interface ArchetypeBrands {
  archetype: Archetype;
  total: number;
  examples: ArchetypeExample[];
}

/** Per archetype, how many catalogue brands carry it and its most favourited examples. */
export function getArchetypeBrandsQueryOptions() {
  return queryOptions({
    queryKey: ['archetypes', 'brands'] as const,
    queryFn: ({ signal }) => apiFetch<{ items: ArchetypeBrands[] }>('/api/archetypes', { signal }),
    select: (data) => new Map(data.items.map((item) => [item.archetype, item])),
  });
}

export function useArchetypeBrands() {
  return useQuery(getArchetypeBrandsQueryOptions());
}
